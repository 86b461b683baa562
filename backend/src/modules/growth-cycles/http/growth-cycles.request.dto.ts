import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { GROWTH_CYCLE_LIMITS as LIMITS } from '@pivot/rules';
import {
  EMOTION_BADGES,
  FEED_FORWARD_CATEGORIES,
  FEEDBACK_REQUEST_KINDS,
  SKILL_TREE_ABILITIES,
  type FeedbackRequestKind,
  type EmotionBadge,
  type FeedForwardCategory,
  type SkillTreeAbility,
} from '../events/growth-cycle.events.js';

// Types and bounds only: lengths, ranges and the missing target cycle are the decider's rules,
// answered with the exact messages of spec part 2 §5 and §8 (one place for each rule). The
// MaxLength bounds here only keep absurd bodies out before any work.

export class StartGrowthCycleRequest {
  @ApiProperty({ maxLength: LIMITS.title.max })
  @IsString({ message: LIMITS.title.tooShort })
  @MaxLength(10_000)
  title: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string | null;

  @ApiProperty({ minLength: LIMITS.targetBehaviors.min, maxLength: LIMITS.targetBehaviors.max })
  @IsString({ message: LIMITS.targetBehaviors.tooShort })
  @MaxLength(10_000)
  targetBehaviors: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isPublic?: boolean;

  @ApiPropertyOptional({ type: [String], description: 'User ids of teammates asked for support' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  supporterMembers?: string[];

  @ApiPropertyOptional({ nullable: true, type: String, example: '2027-03-31', description: 'YYYY-MM-DD, today or later: listed in the owner\'s calendar feed' })
  @IsOptional()
  @IsString({ message: LIMITS.targetDate.invalid })
  @MaxLength(10, { message: LIMITS.targetDate.invalid })
  targetDate?: string | null;
}

class GiftRequest {
  @ApiPropertyOptional({ description: 'The cycle; without it: 対象の成長サイクルが選択されていません' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  growthCycleId?: string;

  @ApiPropertyOptional({ description: "The cycle's owner; when given it must match" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  toUserId?: string;

  @ApiPropertyOptional({ minimum: LIMITS.experiencePoints.min, maximum: LIMITS.experiencePoints.max, default: LIMITS.experiencePoints.default })
  @IsOptional()
  @IsInt({ message: LIMITS.experiencePoints.message })
  experiencePoints?: number;
}

export class GiveFeedbackRequest extends GiftRequest {
  @ApiProperty({ minLength: LIMITS.feedbackMessage.min, maxLength: LIMITS.feedbackMessage.max })
  @IsString({ message: LIMITS.feedbackMessage.tooShort })
  @MaxLength(10_000)
  message: string;

  @ApiPropertyOptional({ enum: EMOTION_BADGES, enumName: 'EmotionBadge', isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(EMOTION_BADGES.length * 2)
  @IsIn(EMOTION_BADGES, { each: true, message: '感情バッジの種類が正しくありません' })
  emotionBadges?: EmotionBadge[];
}

export class GiveFeedForwardRequest extends GiftRequest {
  @ApiProperty({ minLength: LIMITS.feedForwardMessage.min, maxLength: LIMITS.feedForwardMessage.max })
  @IsString({ message: LIMITS.feedForwardMessage.tooShort })
  @MaxLength(10_000)
  originalMessage: string;

  @ApiPropertyOptional({ description: 'Ignored: the server stores a copy of originalMessage (spec compatibility)' })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  transformedMessage?: string;

  @ApiProperty({ enum: FEED_FORWARD_CATEGORIES, enumName: 'FeedForwardCategory' })
  @IsIn(FEED_FORWARD_CATEGORIES, { message: 'カテゴリーを選択してください' })
  category: FeedForwardCategory;

  @ApiPropertyOptional({ enum: SKILL_TREE_ABILITIES, enumName: 'SkillTreeAbility', nullable: true })
  @IsOptional()
  @IsIn(SKILL_TREE_ABILITIES, { message: '関連スキルの種類が正しくありません' })
  skillTreeAbility?: SkillTreeAbility | null;
}

/** The owner asks colleagues (user ids, teammates) for feedback or feed-forward on their cycle. */
export class RequestFeedbackRequest {
  @ApiProperty({ enum: FEEDBACK_REQUEST_KINDS, enumName: 'FeedbackRequestKind' })
  @IsIn(FEEDBACK_REQUEST_KINDS, { message: '依頼の種類が正しくありません' })
  kind: FeedbackRequestKind;

  @ApiProperty({ type: [String], minItems: LIMITS.requestedColleagues.min, maxItems: LIMITS.requestedColleagues.max })
  @IsArray({ message: LIMITS.requestedColleagues.required })
  @ArrayMaxSize(100)
  @IsString({ each: true })
  userIds: string[];
}
