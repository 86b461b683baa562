import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/** The six emotion badges of spec part 2 §9. */
export const EMOTION_BADGES = ['amazing', 'inspiring', 'energetic', 'helpful', 'professional', 'cheerful'] as const;
export type EmotionBadge = (typeof EMOTION_BADGES)[number];

/** The three feed-forward categories of spec part 2 §9. */
export const FEED_FORWARD_CATEGORIES = ['leverage_strengths', 'new_step', 'support_offer'] as const;
export type FeedForwardCategory = (typeof FEED_FORWARD_CATEGORIES)[number];

/** The eight skills a feed-forward may name (spec part 2 §9). */
export const SKILL_TREE_ABILITIES = [
  'communication',
  'leadership',
  'problem_solving',
  'teamwork',
  'creativity',
  'time_management',
  'technical_skills',
  'emotional_intelligence',
] as const;
export type SkillTreeAbility = (typeof SKILL_TREE_ABILITIES)[number];

/** Stream `growth-cycle-<cycleId>`: a cycle, with the feedback and feed-forward it receives. */
export type GrowthCycleStarted = DomainEvent<
  'GrowthCycleStarted',
  {
    cycleId: string;
    /** The user whose cycle it is. */
    userId: string;
    title: string;
    description: string | null;
    targetBehaviors: string;
    isPublic: boolean;
    /** Users (ids) the owner asked for support: anyone in the organisation but the owner. */
    supporterUserIds: string[];
    /** When it started (ISO-8601; v2). Null when upcast from v1, which did not record it. */
    startedAt: string | null;
    /** The date the owner aims to reach the target by (YYYY-MM-DD, v3); null when none was set. */
    targetDate: string | null;
  }
>;

/** Praise ("フィードバック") on someone else's public active cycle. */
export type FeedbackGiven = DomainEvent<
  'FeedbackGiven',
  {
    cycleId: string;
    feedbackId: string;
    fromUserId: string;
    /** The cycle's owner. */
    toUserId: string;
    message: string;
    emotionBadges: EmotionBadge[];
    /** 1..10: the experience the cycle's buddy gains. */
    experiencePoints: number;
  }
>;

/** A suggestion about the future ("応援", feed-forward) on someone else's public active cycle. */
export type FeedForwardGiven = DomainEvent<
  'FeedForwardGiven',
  {
    cycleId: string;
    feedForwardId: string;
    fromUserId: string;
    toUserId: string;
    originalMessage: string;
    /** The spec's compatibility copy of `originalMessage`. */
    transformedMessage: string;
    category: FeedForwardCategory;
    skillTreeAbility: SkillTreeAbility | null;
    /** 1..10: the experience the cycle's buddy gains. */
    experiencePoints: number;
  }
>;

/** The receiver's one answer to a feed-forward: thanks (the feed-forward protocol). */
export type FeedForwardThanked = DomainEvent<
  'FeedForwardThanked',
  { cycleId: string; feedForwardId: string; byUserId: string; fromUserId: string }
>;

/** The cycle's buddy reached a new level (100 experience per level, spec part 2 §4 and §9). */
export type BuddyLeveledUp = DomainEvent<
  'BuddyLeveledUp',
  { cycleId: string; userId: string; fromLevel: number; toLevel: number; experience: number }
>;

/**
 * The owner ended the cycle. v2 adds what the points module's completion rule needs: when the
 * cycle started and how many praise and cheers it received from others (null when upcast from v1).
 */
export type GrowthCycleCompleted = DomainEvent<
  'GrowthCycleCompleted',
  {
    cycleId: string;
    userId: string;
    buddyLevel: number;
    buddyExperience: number;
    startedAt: string | null;
    giftsReceived: number | null;
  }
>;

/** What the owner asks a colleague for: praise (フィードバック) or a cheer about the future (フィードフォワード). */
export const FEEDBACK_REQUEST_KINDS = ['feedback', 'feed_forward'] as const;
export type FeedbackRequestKind = (typeof FEEDBACK_REQUEST_KINDS)[number];

/** The fields every feedback-request event carries: which request, on whose cycle, to whom, for what. */
interface FeedbackRequestFields {
  cycleId: string;
  requestId: string;
  /** The cycle's owner, who asked. */
  ownerUserId: string;
  /** The colleague asked. */
  askedUserId: string;
  kind: FeedbackRequestKind;
}

/**
 * The owner of an active public cycle asked a teammate for feedback or feed-forward on it (the
 * spec's 「フィードバックを依頼」「フィードフォワードを依頼」). Open until the colleague gives that
 * kind on the cycle, the owner withdraws it, or the cycle completes.
 */
export type FeedbackRequested = DomainEvent<
  'FeedbackRequested',
  FeedbackRequestFields & {
    /** When it was asked (ISO-8601): the reminder is due three business days later. */
    requestedAt: string;
    /** When the reminder is due (ISO-8601): the same time of day on the 3rd business day after the request, in `APP_TIME_ZONE`. */
    remindAt: string;
  }
>;

/** The open request was not answered by `remindAt`: the colleague is reminded, once (the due-time scheduler appends it). */
export type FeedbackRequestReminded = DomainEvent<'FeedbackRequestReminded', FeedbackRequestFields>;

/** The colleague gave the asked kind on the cycle: the request closes (appended with the gift, in the same decision). */
export type FeedbackRequestAnswered = DomainEvent<
  'FeedbackRequestAnswered',
  FeedbackRequestFields & {
    /** The feedback's or feed-forward's id. */
    answerId: string;
  }
>;

/** The owner took the open request back. */
export type FeedbackRequestWithdrawn = DomainEvent<'FeedbackRequestWithdrawn', FeedbackRequestFields>;

/** The events of the owner's feedback requests (their own read model, `FeedbackRequestsProjection`). */
export type FeedbackRequestEvent = FeedbackRequested | FeedbackRequestReminded | FeedbackRequestAnswered | FeedbackRequestWithdrawn;

export type GrowthCycleEvent =
  | GrowthCycleStarted
  | FeedbackRequested
  | FeedbackRequestReminded
  | FeedbackRequestAnswered
  | FeedbackRequestWithdrawn
  | FeedbackGiven
  | FeedForwardGiven
  | FeedForwardThanked
  | BuddyLeveledUp
  | GrowthCycleCompleted;

/** Schema versions, registered by `GrowthCyclesModule`. */
export const GROWTH_CYCLE_EVENT_SCHEMAS = eventSchemas<GrowthCycleEvent>({
  GrowthCycleStarted: { version: 3, upcasters: { 1: (data) => ({ ...data, startedAt: null }), 2: (data) => ({ ...data, targetDate: null }) } },
  FeedbackGiven: 1,
  FeedForwardGiven: 1,
  FeedForwardThanked: 1,
  BuddyLeveledUp: 1,
  FeedbackRequested: 1,
  FeedbackRequestReminded: 1,
  FeedbackRequestAnswered: 1,
  FeedbackRequestWithdrawn: 1,
  GrowthCycleCompleted: { version: 2, upcasters: { 1: (data) => ({ ...data, startedAt: null, giftsReceived: null }) } },
});
