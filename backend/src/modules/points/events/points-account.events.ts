import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/** What points are earned for (spec part 2 §3: pointsEarnedFeedback, …FeedForward, …GoalCompletion). */
export const EARNING_KINDS = ['feedback', 'feed_forward', 'goal_completion'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/** Why a cause paid nothing (fair play, docs/modules/points.md). */
export const WITHHOLDING_REASONS = [
  'self_dealing',
  'stock_phrase',
  'giver_daily_cap',
  'pair_daily_cap',
  // A completed cycle (added without a new version: older events simply never hold them).
  'cycle_too_short',
  'no_gifts_received',
  'completion_daily_cap',
] as const;
export type WithholdingReason = (typeof WITHHOLDING_REASONS)[number];

/**
 * Stream `points-account-<userId>`: one user's points. Awards come from reactors on the growth
 * cycles' events (`causeEventId` is the triggering event); spends from the buddy shop.
 */
export type PointsEarned = DomainEvent<
  'PointsEarned',
  {
    userId: string;
    kind: EarningKind;
    points: number;
    /** The event that caused the award (FeedbackGiven, FeedForwardGiven, GrowthCycleCompleted), and its stream. */
    causeEventId: string;
    causeStreamId: string;
    /** The feedback, feed-forward or cycle id. */
    relatedEntityId: string;
    /** The other user (the receiver of the praise or cheer); null for a completed cycle. */
    counterpartUserId: string | null;
    /** Calendar day of the cause in the deployment's time zone (`YYYY-MM-DD`): the daily caps count per day. */
    day: string;
  }
>;

/** A cause that pays nothing by the fair-play rules: recorded so HR sees why. */
export type PointsWithheld = DomainEvent<
  'PointsWithheld',
  {
    userId: string;
    kind: EarningKind;
    causeEventId: string;
    causeStreamId: string;
    relatedEntityId: string;
    counterpartUserId: string | null;
    day: string;
    reason: WithholdingReason;
  }
>;

/** A buddy-shop purchase: the item is owned from now on and its cost leaves the balance. */
export type ShopItemPurchased = DomainEvent<'ShopItemPurchased', { userId: string; purchaseId: string; itemId: string; points: number }>;

export type ShopItemEquipped = DomainEvent<'ShopItemEquipped', { userId: string; itemId: string }>;
export type ShopItemUnequipped = DomainEvent<'ShopItemUnequipped', { userId: string; itemId: string }>;

export type PointsAccountEvent = PointsEarned | PointsWithheld | ShopItemPurchased | ShopItemEquipped | ShopItemUnequipped;

export const POINTS_ACCOUNT_EVENT_SCHEMAS = eventSchemas<PointsAccountEvent>({
  PointsEarned: 1,
  PointsWithheld: 1,
  ShopItemPurchased: 1,
  ShopItemEquipped: 1,
  ShopItemUnequipped: 1,
});

export const MVP_AWARD_TYPES = ['points', 'contribution'] as const;
export type MvpAwardType = (typeof MVP_AWARD_TYPES)[number];
export const MVP_PERIOD_KINDS = ['week', 'month'] as const;
export type MvpPeriodKind = (typeof MVP_PERIOD_KINDS)[number];

/**
 * Stream `mvp-period-<kind>-<start>`: a finished week or month closed once, with its MVPs
 * (the top three by points and by contribution as the leaderboard ranked them then).
 */
export type MvpPeriodClosed = DomainEvent<
  'MvpPeriodClosed',
  {
    periodKind: MvpPeriodKind;
    /** First day of the period (`YYYY-MM-DD`, a Monday for a week). */
    periodStart: string;
    /** Day after the period's last. */
    periodEnd: string;
    awards: { awardType: MvpAwardType; rank: number; userId: string; score: number }[];
  }
>;

export const MVP_EVENT_SCHEMAS = eventSchemas<MvpPeriodClosed>({ MvpPeriodClosed: 1 });
