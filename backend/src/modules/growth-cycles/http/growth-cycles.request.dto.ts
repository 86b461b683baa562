import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  EMOTION_BADGES,
  FEED_FORWARD_CATEGORIES,
  SKILL_TREE_ABILITIES,
  type EmotionBadge,
  type FeedForwardCategory,
  type SkillTreeAbility,
} from '../events/growth-cycle.events.js';

// Types and bounds only: lengths, ranges and the missing target cycle are the decider's rules,
// answered with the exact messages of spec part 2 §5 and §8 (one place for each rule). The
// MaxLength bounds here only keep absurd bodies out before any work.

export class StartGrowthCycleRequest {
  @ApiProperty({ maxLength: 100 })
  @IsString({ message: 'タイトルは必須です' })
  @MaxLength(10_000)
  title: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string | null;

  @ApiProperty({ minLength: 10, maxLength: 1000 })
  @IsString({ message: '目標行動は10文字以上で入力してください' })
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

  @ApiPropertyOptional({ minimum: 1, maximum: 10, default: 5 })
  @IsOptional()
  @IsInt({ message: '経験値は1から10の整数で指定してください' })
  experiencePoints?: number;
}

export class GiveFeedbackRequest extends GiftRequest {
  @ApiProperty({ minLength: 10, maxLength: 500 })
  @IsString({ message: 'フィードバックは10文字以上で入力してください' })
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
  @ApiProperty({ minLength: 10, maxLength: 500 })
  @IsString({ message: 'メッセージは10文字以上で入力してください' })
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
