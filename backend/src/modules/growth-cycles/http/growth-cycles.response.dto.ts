import { ApiProperty } from '@nestjs/swagger';
import { BUDDY_EXPRESSIONS, BUDDY_STAGES, type BuddyExpression, type BuddyStage } from '../domain/buddy.js';
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

export class GrowthCycleUserResponse {
  @ApiProperty() userId: string;
  @ApiProperty({ description: '姓 名' }) displayName: string;
}

export class BuddyEvolutionResponse {
  @ApiProperty() fromLevel: number;
  @ApiProperty() toLevel: number;
  @ApiProperty({ description: 'When the level was reached (ISO 8601)' }) at: string;
}

/** A growth cycle with its buddy (spec part 2 §3 and §4). */
export class GrowthCycleResponse {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'The owner' }) userId: string;
  @ApiProperty({ description: "The owner's display name (姓 名)" }) ownerName: string;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() targetBehaviors: string;
  @ApiProperty() isPublic: boolean;
  @ApiProperty({ type: [String], description: 'User ids the owner asked for support' }) supporterMembers: string[];
  @ApiProperty({ type: [GrowthCycleUserResponse], description: 'The supporters with their names (users since forgotten are left out)' })
  supporters: GrowthCycleUserResponse[];
  @ApiProperty({ enum: ['active', 'completed'], enumName: 'GrowthCycleStatus' }) status: 'active' | 'completed';
  @ApiProperty({ description: 'Sum of the experience points received' }) buddyExperience: number;
  @ApiProperty({ description: '1 + floor(experience / 100)' }) buddyLevel: number;
  @ApiProperty({ enum: BUDDY_STAGES, enumName: 'BuddyStage' }) buddyStage: BuddyStage;
  @ApiProperty({ enum: BUDDY_EXPRESSIONS, enumName: 'BuddyExpression' }) buddyExpression: BuddyExpression;
  @ApiProperty({ description: 'What the experience bar shows: experience modulo 100' }) buddyProgress: number;
  @ApiProperty({ description: 'Level 10 or more: the card shows the max-level message' }) isMaxLevel: boolean;
  @ApiProperty({ type: [BuddyEvolutionResponse], description: 'Level-ups, oldest first' }) buddyEvolutions: BuddyEvolutionResponse[];
  @ApiProperty() feedbackCount: number;
  @ApiProperty() feedForwardCount: number;
  @ApiProperty() startedAt: string;
  @ApiProperty({ nullable: true, type: String }) completedAt: string | null;
  @ApiProperty({ nullable: true, type: String, example: '2027-03-31', description: 'YYYY-MM-DD the owner aims to reach the target by; null when none was set' }) targetDate: string | null;
}

export class ActiveGrowthCycleResponse {
  @ApiProperty({ type: GrowthCycleResponse, nullable: true, description: 'The current cycle: the newest active one, or null' })
  cycle: GrowthCycleResponse | null;
}

export class FeedbackResponse {
  @ApiProperty() id: string;
  @ApiProperty() growthCycleId: string;
  @ApiProperty() fromUserId: string;
  @ApiProperty({ description: "The giver's display name" }) fromUserName: string;
  @ApiProperty() toUserId: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: EMOTION_BADGES, enumName: 'EmotionBadge', isArray: true }) emotionBadges: EmotionBadge[];
  @ApiProperty({ minimum: 1, maximum: 10 }) experiencePoints: number;
  @ApiProperty() isVisible: boolean;
  @ApiProperty() createdAt: string;
}

export class FeedForwardResponse {
  @ApiProperty() id: string;
  @ApiProperty() growthCycleId: string;
  @ApiProperty() fromUserId: string;
  @ApiProperty({ description: "The giver's display name" }) fromUserName: string;
  @ApiProperty() toUserId: string;
  @ApiProperty() originalMessage: string;
  @ApiProperty({ description: 'A copy of originalMessage (spec compatibility)' }) transformedMessage: string;
  @ApiProperty({ enum: FEED_FORWARD_CATEGORIES, enumName: 'FeedForwardCategory' }) category: FeedForwardCategory;
  @ApiProperty({ enum: SKILL_TREE_ABILITIES, enumName: 'SkillTreeAbility', nullable: true }) skillTreeAbility: SkillTreeAbility | null;
  @ApiProperty({ minimum: 1, maximum: 10 }) experiencePoints: number;
  @ApiProperty() isVisible: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'When the receiver thanked it (their one answer)' }) thankedAt: string | null;
  @ApiProperty() createdAt: string;
}

/** What a cycle received, newest first. */
export class ReceivedGiftsResponse {
  @ApiProperty({ type: [FeedbackResponse] }) feedback: FeedbackResponse[];
  @ApiProperty({ type: [FeedForwardResponse] }) feedForward: FeedForwardResponse[];
}

/** A fair-play rule that withheld the points of this act, and why (docs/modules/points.md "Fair play"). */
export class FairPlayNoteResponse {
  @ApiProperty({
    description: 'The rule: self_dealing, stock_phrase, giver_daily_cap, pair_daily_cap, cycle_too_short, no_gifts_received, completion_daily_cap',
    example: 'cycle_too_short',
  })
  reason: string;
  @ApiProperty({ example: 'このサイクルは開始から7日未満のため、ポイントは付与されません' }) message: string;
}

// The points an act earned, answered by the write that caused the award (decision 0059).
const AWARD_DESCRIPTION =
  'Points this act earned (the giver for praise and cheers, the owner for a completion); 0 when a fair-play rule withheld them; null when the award was not decided within the read-your-writes bound (X-Read-Model-Lag)';
const FAIR_PLAY_DESCRIPTION = 'Why no points were paid; null when they were, or when not decided yet';

/** POST /api/pffr/feedback: the praise, and what it earned its giver. */
export class GivenFeedbackResponse extends FeedbackResponse {
  @ApiProperty({ type: Number, nullable: true, description: AWARD_DESCRIPTION }) pointsAwarded: number | null;
  @ApiProperty({ type: FairPlayNoteResponse, nullable: true, description: FAIR_PLAY_DESCRIPTION }) fairPlay: FairPlayNoteResponse | null;
}

/** POST /api/pffr/feed-forward: the cheer, and what it earned its giver. */
export class GivenFeedForwardResponse extends FeedForwardResponse {
  @ApiProperty({ type: Number, nullable: true, description: AWARD_DESCRIPTION }) pointsAwarded: number | null;
  @ApiProperty({ type: FairPlayNoteResponse, nullable: true, description: FAIR_PLAY_DESCRIPTION }) fairPlay: FairPlayNoteResponse | null;
}

/** POST /api/pffr/growth-cycles/{id}/complete: the cycle, and what its completion earned the owner. */
export class CompletedGrowthCycleResponse extends GrowthCycleResponse {
  @ApiProperty({ type: Number, nullable: true, description: AWARD_DESCRIPTION }) pointsAwarded: number | null;
  @ApiProperty({ type: FairPlayNoteResponse, nullable: true, description: FAIR_PLAY_DESCRIPTION }) fairPlay: FairPlayNoteResponse | null;
}

const REQUEST_KIND = { enum: FEEDBACK_REQUEST_KINDS, enumName: 'FeedbackRequestKind' } as const;

/** A feedback request as its owner sees it on the cycle. */
export class FeedbackRequestResponse {
  @ApiProperty() id: string;
  @ApiProperty() askedUserId: string;
  @ApiProperty({ nullable: true, type: String, description: "The asked colleague's name (null once forgotten)" }) askedName: string | null;
  @ApiProperty(REQUEST_KIND) kind: FeedbackRequestKind;
  @ApiProperty({ enum: ['open', 'answered', 'withdrawn', 'closed'], enumName: 'FeedbackRequestStatus', description: 'closed: the cycle completed while it was open' })
  status: 'open' | 'answered' | 'withdrawn' | 'closed';
  @ApiProperty({ description: 'ISO 8601' }) requestedAt: string;
  @ApiProperty({ description: 'When the one reminder is due: three business days later (ISO 8601)' }) remindAt: string;
  @ApiProperty({ nullable: true, type: String, description: 'When the colleague was reminded' }) remindedAt: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'When it was answered, withdrawn or closed' }) closedAt: string | null;
}

/** An open request to the reader, with the cycle to answer on. */
export class FeedbackRequestToMeResponse {
  @ApiProperty() id: string;
  @ApiProperty() cycleId: string;
  @ApiProperty() cycleTitle: string;
  @ApiProperty() ownerUserId: string;
  @ApiProperty({ nullable: true, type: String }) ownerName: string | null;
  @ApiProperty(REQUEST_KIND) kind: FeedbackRequestKind;
  @ApiProperty({ description: 'ISO 8601' }) requestedAt: string;
  @ApiProperty({ description: 'The reminder was sent' }) reminded: boolean;
}
