import { DomainCommand, UserCommand } from '../../../platform/domain/command.js';
import type { EmotionBadge, FeedForwardCategory, FeedbackRequestKind, SkillTreeAbility } from '../events/growth-cycle.events.js';

// Commands of a growth cycle (stream `growth-cycle-<cycleId>`): each is the command bus's message
// and the decider's input. Ids are generated where a command is created (controller, seeder).

/** Starts a cycle of the acting user. Answers the cycle id. */
export class StartGrowthCycle extends UserCommand<
  'StartGrowthCycle',
  {
    cycleId: string;
    title: string;
    description?: string | null;
    targetBehaviors: string;
    /** Default true (spec part 2 §5). */
    isPublic?: boolean;
    /** User ids; each must share a team with the owner. */
    supporterUserIds?: string[];
    /** YYYY-MM-DD, today or later in the deployment's zone; none by default. */
    targetDate?: string | null;
  },
  { id: string }
> {
  readonly type = 'StartGrowthCycle';
}

/** The owner ends their active cycle. */
export class CompleteGrowthCycle extends UserCommand<'CompleteGrowthCycle', { cycleId: string }> {
  readonly type = 'CompleteGrowthCycle';
}

/** Praise ("フィードバック") on another user's public active cycle. Answers the feedback id. */
export class GiveFeedback extends UserCommand<
  'GiveFeedback',
  {
    cycleId: string;
    feedbackId: string;
    message: string;
    emotionBadges?: EmotionBadge[];
    /** 1..10, default 5. */
    experiencePoints?: number;
    /** The spec's body carries it; when given it must be the cycle's owner. */
    toUserId?: string;
  },
  { id: string }
> {
  readonly type = 'GiveFeedback';
}

/** A suggestion about the future ("応援") on another user's public active cycle. Answers its id. */
export class GiveFeedForward extends UserCommand<
  'GiveFeedForward',
  {
    cycleId: string;
    feedForwardId: string;
    originalMessage: string;
    category: FeedForwardCategory;
    skillTreeAbility?: SkillTreeAbility | null;
    /** 1..10, default 5. */
    experiencePoints?: number;
    toUserId?: string;
  },
  { id: string }
> {
  readonly type = 'GiveFeedForward';
}

/** The cycle owner's one answer to a feed-forward (the feed-forward protocol). */
export class ThankFeedForward extends UserCommand<'ThankFeedForward', { cycleId: string; feedForwardId: string }> {
  readonly type = 'ThankFeedForward';
}

/**
 * The owner asks colleagues for feedback or feed-forward on their active public cycle: one request
 * per colleague, each with its id (made where the command is created). Answers the request ids.
 */
export class RequestFeedback extends UserCommand<
  'RequestFeedback',
  { cycleId: string; kind: FeedbackRequestKind; asks: { requestId: string; askedUserId: string }[] },
  { ids: string[] }
> {
  readonly type = 'RequestFeedback';
}

/** The owner takes an open request back. */
export class WithdrawFeedbackRequest extends UserCommand<'WithdrawFeedbackRequest', { cycleId: string; requestId: string }> {
  readonly type = 'WithdrawFeedbackRequest';
}

/** The due-time scheduler's reminder of a request still open on its reminder day (no user issues it). */
export class RemindFeedbackRequest extends DomainCommand<'RemindFeedbackRequest', { cycleId: string; requestId: string }> {
  readonly type = 'RemindFeedbackRequest';
}

export type GrowthCycleCommand =
  | StartGrowthCycle
  | CompleteGrowthCycle
  | GiveFeedback
  | GiveFeedForward
  | ThankFeedForward
  | RequestFeedback
  | WithdrawFeedbackRequest
  | RemindFeedbackRequest;
