import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import type { FeedForwardGiven, FeedbackGiven, FeedbackRequestKind, FeedbackRequested, GrowthCycleStarted } from '../events/growth-cycle.events.js';
import { CompleteGrowthCycle, GiveFeedForward, GiveFeedback, RequestFeedback, StartGrowthCycle, ThankFeedForward } from './growth-cycle.commands.js';

// Test data builders for the growth cycle: sensible defaults, override what the test is about.

export const CYCLE_ID = 'cycle-1';
/** The cycle's owner. */
export const owner = aSessionUser({ id: 'owner-1' });
/** A colleague who praises and cheers. */
export const giver = aSessionUser({ id: 'giver-1' });
/** When the mothers' cycle starts. */
export const STARTED_AT = '2026-01-05T03:00:00.000Z';
/** The start's facts: these users exist in the organisation; the cycle starts at STARTED_AT, in Tokyo. */
export const users = (...ids: string[]) => ({ knownUserIds: new Set(ids), now: new Date(STARTED_AT), timeZone: 'Asia/Tokyo' });

export const aStartCommand = (overrides: Partial<StartGrowthCycle['data']> = {}, actor: SessionUser = owner) =>
  new StartGrowthCycle({ cycleId: CYCLE_ID, title: '傾聴を習慣にする', targetBehaviors: '1on1で相手の話を最後まで聴く', ...overrides }, actor);

export const aCompleteCommand = (actor: SessionUser = owner) => new CompleteGrowthCycle({ cycleId: CYCLE_ID }, actor);

export const aFeedbackCommand = (overrides: Partial<GiveFeedback['data']> = {}, actor: SessionUser = giver) =>
  new GiveFeedback({ cycleId: CYCLE_ID, feedbackId: 'fb-1', message: '会議での傾聴が素晴らしかったです', ...overrides }, actor);

export const aFeedForwardCommand = (overrides: Partial<GiveFeedForward['data']> = {}, actor: SessionUser = giver) =>
  new GiveFeedForward(
    { cycleId: CYCLE_ID, feedForwardId: 'ff-1', originalMessage: '次は質問を一つ増やしてみては', category: 'new_step', ...overrides },
    actor,
  );

export const aThankCommand = (feedForwardId = 'ff-1', actor: SessionUser = owner) => new ThankFeedForward({ cycleId: CYCLE_ID, feedForwardId }, actor);

export function aCycleStarted(overrides: Partial<GrowthCycleStarted['data']> = {}): GrowthCycleStarted {
  return {
    type: 'GrowthCycleStarted',
    data: {
      cycleId: CYCLE_ID,
      userId: owner.id,
      title: '傾聴を習慣にする',
      description: null,
      targetBehaviors: '1on1で相手の話を最後まで聴く',
      isPublic: true,
      supporterUserIds: [],
      startedAt: STARTED_AT,
      targetDate: null,
      ...overrides,
    },
  };
}

export function aFeedbackGiven(overrides: Partial<FeedbackGiven['data']> = {}): FeedbackGiven {
  return {
    type: 'FeedbackGiven',
    data: {
      cycleId: CYCLE_ID,
      feedbackId: 'fb-0',
      fromUserId: giver.id,
      toUserId: owner.id,
      message: '会議での傾聴が素晴らしかったです',
      emotionBadges: [],
      experiencePoints: 5,
      ...overrides,
    },
  };
}

export function aFeedForwardGiven(overrides: Partial<FeedForwardGiven['data']> = {}): FeedForwardGiven {
  return {
    type: 'FeedForwardGiven',
    data: {
      cycleId: CYCLE_ID,
      feedForwardId: 'ff-1',
      fromUserId: giver.id,
      toUserId: owner.id,
      originalMessage: '次は質問を一つ増やしてみては',
      transformedMessage: '次は質問を一つ増やしてみては',
      category: 'new_step',
      skillTreeAbility: null,
      experiencePoints: 5,
      ...overrides,
    },
  };
}

/** `n` feedbacks of `points` each (ids fb-100, fb-101, …), each from another colleague. */
export const feedbacks = (n: number, points: number) =>
  Array.from({ length: n }, (_, i) => aFeedbackGiven({ feedbackId: `fb-${100 + i}`, fromUserId: `colleague-${100 + i}`, experiencePoints: points }));

/** When the mothers' feedback requests are made: Wednesday 2026-11-25 10:00 in Tokyo. */
export const REQUESTED_AT = '2026-11-25T01:00:00.000Z';
/** Three business days later, across the weekend: Monday 10:00 in Tokyo. */
export const REMIND_AT = '2026-11-30T01:00:00.000Z';
/** The request's facts: these users share a team with the owner; asked at REQUESTED_AT in Tokyo. */
export const teammates = (...ids: string[]) => ({ teammateIds: new Set(ids), now: new Date(REQUESTED_AT), timeZone: 'Asia/Tokyo' });

/** The owner asks `giver` (request `req-1`) for feedback unless told otherwise. */
export const aRequestCommand = (
  asks: { requestId: string; askedUserId: string }[] = [{ requestId: 'req-1', askedUserId: giver.id }],
  kind: FeedbackRequestKind = 'feedback',
  actor: SessionUser = owner,
) => new RequestFeedback({ cycleId: CYCLE_ID, kind, asks }, actor);

export function aFeedbackRequested(overrides: Partial<FeedbackRequested['data']> = {}): FeedbackRequested {
  return {
    type: 'FeedbackRequested',
    data: { cycleId: CYCLE_ID, requestId: 'req-1', ownerUserId: owner.id, askedUserId: giver.id, kind: 'feedback', requestedAt: REQUESTED_AT, remindAt: REMIND_AT, ...overrides },
  };
}

/** The fields of request `req-1` (to `giver`, for feedback) as its later events carry them. */
export const requestFields = (overrides: Partial<FeedbackRequested['data']> = {}) => {
  const { requestedAt: _at, remindAt: _remind, ...fields } = aFeedbackRequested(overrides).data;
  return fields;
};
