import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import {
  EMOTION_BADGES,
  FEED_FORWARD_CATEGORIES,
  FEEDBACK_REQUEST_KINDS,
  SKILL_TREE_ABILITIES,
  type FeedbackRequestKind,
  type GrowthCycleEvent,
} from '../events/growth-cycle.events.js';
import { buddyLevel } from './buddy.js';
import { isNearDuplicate, normaliseMessage } from './message-similarity.js';
import type { GiveFeedForward, GiveFeedback, GrowthCycleCommand, RequestFeedback, StartGrowthCycle } from './growth-cycle.commands.js';
import {
  DuplicateMessageError,
  FeedForwardAlreadyThankedError,
  FeedForwardNotFoundError,
  GrowthCycleAlreadyStartedError,
  GrowthCycleNotActiveError,
  GrowthCycleNotFoundError,
  InvalidGrowthCycleInputError,
  OwnSupporterError,
  UnknownSupporterError,
  MissingTargetCycleError,
  NotCycleOwnerError,
  OwnCycleError,
  RecipientMismatchError,
  DuplicateFeedbackRequestError,
  FeedbackRequestClosedError,
  FeedbackRequestNotFoundError,
  InvalidFeedbackRequestError,
  NotATeammateError,
  NotOwnCycleRequestError,
  PrivateCycleRequestError,
  RequestToSelfError,
} from './growth-cycle.errors.js';
import { businessDaysLater } from '../../../platform/time/business-days.js';
import { calendarDate, isCalendarDate } from '../../../platform/time/calendar.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import { GROWTH_CYCLE_LIMITS as LIMITS } from '@pivot/rules';

/**
 * A user's growth cycle with the praise and cheers it receives and its buddy. Stream
 * `growth-cycle-<cycleId>`. Every feedback and feed-forward is an event of the cycle's stream, so
 * the buddy's experience and level are decided on one ordered history: parallel givers are
 * serialised by the stream's optimistic concurrency (a loser decides again on the newer state).
 */
export const growthCycleStream = streamCategory('growth-cycle');


export type GrowthCycleState =
  | { status: 'empty' }
  | {
      status: 'active' | 'completed';
      cycleId: string;
      userId: string;
      isPublic: boolean;
      experience: number;
      /** Feed-forwards received: who gave each, and whether the owner thanked it. */
      feedForwards: Readonly<Record<string, { fromUserId: string; thanked: boolean }>>;
      feedbackIds: readonly string[];
      /** When the cycle started (null for a cycle started before the time was recorded). */
      startedAt: string | null;
      /** Every message each giver sent this cycle, normalised: a repeat is refused. */
      messagesByGiver: Readonly<Record<string, readonly string[]>>;
      /** The owner's feedback requests, by id. */
      requests: Readonly<Record<string, FeedbackRequest>>;
    };

/** One colleague asked for one kind; open until answered or withdrawn (or the cycle completes). */
export interface FeedbackRequest {
  askedUserId: string;
  kind: FeedbackRequestKind;
  status: 'open' | 'answered' | 'withdrawn';
  reminded: boolean;
}

/** How many business days an asked colleague has before the one reminder. */
export const FEEDBACK_REMINDER_BUSINESS_DAYS = 3;

type Started = Exclude<GrowthCycleState, { status: 'empty' }>;

/** What a decision needs from outside the cycle's stream; the handler reads it (see `Decider`). */
export interface GrowthCycleFacts {
  /**
   * Which of the requested supporters are users of the organisation (any team, or none), and the
   * time the cycle starts (the request's time, as the event's `occurredAt`).
   */
  StartGrowthCycle: { knownUserIds: ReadonlySet<string>; now: Date; timeZone: string };
  /**
   * Who shares a team with the owner now (the only colleagues they may ask), the request's time
   * and the deployment's zone (the reminder day counts business days there).
   */
  RequestFeedback: { teammateIds: ReadonlySet<string>; now: Date; timeZone: string };
}

/** Characters as a person counts them (a surrogate pair is one). */
const length = (text: string) => [...text].length;

/** Feedback or feed-forward without a cycle to give it to (spec part 2 §8). */
export function assertTargetCycle(cycleId: string | undefined): asserts cycleId is string {
  if (!cycleId || !cycleId.trim()) throw new MissingTargetCycleError();
}

function startedEvent(command: StartGrowthCycle, facts: GrowthCycleFacts['StartGrowthCycle']): GrowthCycleEvent {
  const { data, actor } = command;
  const title = data.title.trim();
  if (length(title) === 0) throw new InvalidGrowthCycleInputError(LIMITS.title.tooShort);
  if (length(title) > LIMITS.title.max) throw new InvalidGrowthCycleInputError(LIMITS.title.tooLong);
  const targetBehaviors = data.targetBehaviors.trim();
  if (length(targetBehaviors) < LIMITS.targetBehaviors.min) throw new InvalidGrowthCycleInputError(LIMITS.targetBehaviors.tooShort);
  if (length(targetBehaviors) > LIMITS.targetBehaviors.max) throw new InvalidGrowthCycleInputError(LIMITS.targetBehaviors.tooLong);
  const description = data.description?.trim() || null;
  if (description && length(description) > LIMITS.description.max) throw new InvalidGrowthCycleInputError(LIMITS.description.tooLong);
  const supporterUserIds = [...new Set(data.supporterUserIds ?? [])];
  if (supporterUserIds.length > LIMITS.supporters.max) throw new InvalidGrowthCycleInputError(LIMITS.supporters.tooMany);
  if (supporterUserIds.includes(actor.id)) throw new OwnSupporterError();
  if (supporterUserIds.some((id) => !facts.knownUserIds.has(id))) throw new UnknownSupporterError();
  const targetDate = data.targetDate ?? null;
  if (targetDate !== null && !isCalendarDate(targetDate)) throw new InvalidGrowthCycleInputError(LIMITS.targetDate.invalid);
  if (targetDate !== null && targetDate < calendarDate(facts.now, facts.timeZone)) throw new InvalidGrowthCycleInputError(LIMITS.targetDate.past);
  return {
    type: 'GrowthCycleStarted',
    data: {
      cycleId: data.cycleId,
      userId: actor.id,
      title,
      description,
      targetBehaviors,
      isPublic: data.isPublic ?? true,
      supporterUserIds,
      startedAt: facts.now.toISOString(),
      targetDate,
    },
  };
}

/**
 * The giver's message, refused when they already sent this cycle the same or nearly the same one
 * (praise and cheers alike): a repeat says nothing new, and would grow the counts and the buddy.
 */
function fresh(cycle: Started, giverId: string, text: string): void {
  if (isNearDuplicate(normaliseMessage(text), cycle.messagesByGiver[giverId] ?? [])) throw new DuplicateMessageError();
}

/** The cycle as the actor may see it: someone else's private cycle is not found. */
function visible(state: GrowthCycleState, actorId: string): Started {
  if (state.status === 'empty' || (!state.isPublic && state.userId !== actorId)) throw new GrowthCycleNotFoundError();
  return state;
}

/** Another user's public active cycle: the only place praise and cheers may go. */
function receiving(state: GrowthCycleState, command: GiveFeedback | GiveFeedForward, what: 'feedback' | 'feed_forward'): Started {
  const cycle = visible(state, command.actor.id);
  if (cycle.userId === command.actor.id) throw new OwnCycleError(what);
  if (cycle.status !== 'active') throw new GrowthCycleNotActiveError();
  if (command.data.toUserId !== undefined && command.data.toUserId !== cycle.userId) throw new RecipientMismatchError();
  return cycle;
}

function owned(state: GrowthCycleState, actorId: string): Started {
  const cycle = visible(state, actorId);
  if (cycle.userId !== actorId) throw new NotCycleOwnerError();
  return cycle;
}

function message(text: string, what: 'feedback' | 'feed_forward'): string {
  const limit = what === 'feedback' ? LIMITS.feedbackMessage : LIMITS.feedForwardMessage;
  const trimmed = text.trim();
  if (length(trimmed) < limit.min) throw new InvalidGrowthCycleInputError(limit.tooShort);
  if (length(trimmed) > limit.max) throw new InvalidGrowthCycleInputError(limit.tooLong);
  return trimmed;
}

function experiencePoints(points: number | undefined): number {
  const value = points ?? LIMITS.experiencePoints.default;
  if (!Number.isInteger(value) || value < LIMITS.experiencePoints.min || value > LIMITS.experiencePoints.max) {
    throw new InvalidGrowthCycleInputError(LIMITS.experiencePoints.message);
  }
  return value;
}

/** The buddy's level-up, decided with the experience that caused it (none when no level is crossed). */
function levelUp(cycle: Started, gained: number): GrowthCycleEvent[] {
  const experience = cycle.experience + gained;
  const fromLevel = buddyLevel(cycle.experience);
  const toLevel = buddyLevel(experience);
  if (toLevel === fromLevel) return [];
  return [{ type: 'BuddyLeveledUp', data: { cycleId: cycle.cycleId, userId: cycle.userId, fromLevel, toLevel, experience } }];
}

const decideWithFacts: FactDecisions<GrowthCycleState, GrowthCycleCommand, GrowthCycleEvent, GrowthCycleFacts> = {
  StartGrowthCycle: (command, state, facts) => {
    if (state.status !== 'empty') {
      // The same start decided again (a retried request) changes nothing.
      if (state.userId === command.actor.id) return [];
      throw new GrowthCycleAlreadyStartedError();
    }
    return [startedEvent(command, facts)];
  },
  RequestFeedback: (command, state, facts) => requestedEvents(command, state, facts),
};

const openRequestOf = (cycle: Started, askedUserId: string, kind: FeedbackRequestKind) =>
  Object.entries(cycle.requests).find(([, r]) => r.status === 'open' && r.askedUserId === askedUserId && r.kind === kind);

/**
 * One `FeedbackRequested` per colleague asked, all or none: the caller's own active public cycle,
 * 1..10 teammates, never themselves, none already asked for the same kind and not yet answered.
 * A retried command (its request ids already stored) decides nothing.
 */
function requestedEvents(command: RequestFeedback, state: GrowthCycleState, facts: GrowthCycleFacts['RequestFeedback']): GrowthCycleEvent[] {
  const cycle = visible(state, command.actor.id);
  if (cycle.userId !== command.actor.id) throw new NotOwnCycleRequestError();
  if (cycle.status !== 'active') throw new GrowthCycleNotActiveError();
  if (!cycle.isPublic) throw new PrivateCycleRequestError();
  const { kind, asks } = command.data;
  if (!FEEDBACK_REQUEST_KINDS.includes(kind)) throw new InvalidFeedbackRequestError('依頼の種類が正しくありません');
  if (asks.length < LIMITS.requestedColleagues.min) throw new InvalidFeedbackRequestError(LIMITS.requestedColleagues.required);
  if (asks.length > LIMITS.requestedColleagues.max) throw new InvalidFeedbackRequestError(LIMITS.requestedColleagues.tooMany);
  if (asks.every((ask) => cycle.requests[ask.requestId])) return [];
  const askedIds = asks.map((ask) => ask.askedUserId);
  if (new Set(askedIds).size !== askedIds.length) throw new InvalidFeedbackRequestError('同じメンバーが重複して選ばれています');
  if (askedIds.includes(cycle.userId)) throw new RequestToSelfError();
  if (askedIds.some((id) => !facts.teammateIds.has(id))) throw new NotATeammateError();
  if (askedIds.some((id) => openRequestOf(cycle, id, kind))) throw new DuplicateFeedbackRequestError(kind);
  const remindAt = businessDaysLater(facts.now, FEEDBACK_REMINDER_BUSINESS_DAYS, facts.timeZone).at.toISOString();
  return asks.map(({ requestId, askedUserId }) => ({
    type: 'FeedbackRequested',
    data: { cycleId: cycle.cycleId, requestId, ownerUserId: cycle.userId, askedUserId, kind, requestedAt: facts.now.toISOString(), remindAt },
  }));
}

const requestFields = (cycle: Started, requestId: string, request: FeedbackRequest) => ({
  cycleId: cycle.cycleId,
  requestId,
  ownerUserId: cycle.userId,
  askedUserId: request.askedUserId,
  kind: request.kind,
});

/** The giver's open request of this kind closes with their gift, in the same append (so exactly once). */
function answered(cycle: Started, giverId: string, kind: FeedbackRequestKind, answerId: string): GrowthCycleEvent[] {
  const open = openRequestOf(cycle, giverId, kind);
  if (!open) return [];
  const [requestId, request] = open;
  return [{ type: 'FeedbackRequestAnswered', data: { ...requestFields(cycle, requestId, request), answerId } }];
}

function decide(command: CommandWithoutFacts<GrowthCycleCommand, GrowthCycleFacts>, state: GrowthCycleState): GrowthCycleEvent[] {
  switch (command.type) {
    case 'CompleteGrowthCycle': {
      const cycle = owned(state, command.actor.id);
      if (cycle.status !== 'active') throw new GrowthCycleNotActiveError();
      const experience = cycle.experience;
      return [
        {
          type: 'GrowthCycleCompleted',
          data: {
            cycleId: cycle.cycleId,
            userId: cycle.userId,
            buddyLevel: buddyLevel(experience),
            buddyExperience: experience,
            startedAt: cycle.startedAt,
            giftsReceived: cycle.feedbackIds.length + Object.keys(cycle.feedForwards).length,
          },
        },
      ];
    }
    case 'GiveFeedback': {
      const cycle = receiving(state, command, 'feedback');
      const { data } = command;
      if (cycle.feedbackIds.includes(data.feedbackId)) return [];
      const text = message(data.message, 'feedback');
      fresh(cycle, command.actor.id, text);
      const badges = [...new Set(data.emotionBadges ?? [])];
      if (badges.some((badge) => !EMOTION_BADGES.includes(badge))) throw new InvalidGrowthCycleInputError('感情バッジの種類が正しくありません');
      const points = experiencePoints(data.experiencePoints);
      return [
        {
          type: 'FeedbackGiven',
          data: {
            cycleId: cycle.cycleId,
            feedbackId: data.feedbackId,
            fromUserId: command.actor.id,
            toUserId: cycle.userId,
            message: text,
            emotionBadges: badges,
            experiencePoints: points,
          },
        },
        ...levelUp(cycle, points),
        ...answered(cycle, command.actor.id, 'feedback', data.feedbackId),
      ];
    }
    case 'GiveFeedForward': {
      const cycle = receiving(state, command, 'feed_forward');
      const { data } = command;
      if (cycle.feedForwards[data.feedForwardId]) return [];
      const text = message(data.originalMessage, 'feed_forward');
      fresh(cycle, command.actor.id, text);
      if (!FEED_FORWARD_CATEGORIES.includes(data.category)) throw new InvalidGrowthCycleInputError('カテゴリーを選択してください');
      const skill = data.skillTreeAbility ?? null;
      if (skill !== null && !SKILL_TREE_ABILITIES.includes(skill)) throw new InvalidGrowthCycleInputError('関連スキルの種類が正しくありません');
      const points = experiencePoints(data.experiencePoints);
      return [
        {
          type: 'FeedForwardGiven',
          data: {
            cycleId: cycle.cycleId,
            feedForwardId: data.feedForwardId,
            fromUserId: command.actor.id,
            toUserId: cycle.userId,
            originalMessage: text,
            transformedMessage: text,
            category: data.category,
            skillTreeAbility: skill,
            experiencePoints: points,
          },
        },
        ...levelUp(cycle, points),
        ...answered(cycle, command.actor.id, 'feed_forward', data.feedForwardId),
      ];
    }
    case 'WithdrawFeedbackRequest': {
      const cycle = visible(state, command.actor.id);
      if (cycle.userId !== command.actor.id) throw new NotOwnCycleRequestError();
      const request = cycle.requests[command.data.requestId];
      if (!request) throw new FeedbackRequestNotFoundError();
      if (request.status !== 'open') throw new FeedbackRequestClosedError();
      if (cycle.status !== 'active') throw new GrowthCycleNotActiveError();
      return [{ type: 'FeedbackRequestWithdrawn', data: requestFields(cycle, command.data.requestId, request) }];
    }
    case 'RemindFeedbackRequest': {
      // The scheduler's reminder: only an open request of an active cycle, once. Anything else
      // (answered, withdrawn, completed, already reminded, a run repeated after a crash) decides nothing.
      if (state.status !== 'active') return [];
      const request = state.requests[command.data.requestId];
      if (!request || request.status !== 'open' || request.reminded) return [];
      return [{ type: 'FeedbackRequestReminded', data: requestFields(state, command.data.requestId, request) }];
    }
    case 'ThankFeedForward': {
      const cycle = owned(state, command.actor.id);
      const feedForward = cycle.feedForwards[command.data.feedForwardId];
      if (!feedForward) throw new FeedForwardNotFoundError();
      if (feedForward.thanked) throw new FeedForwardAlreadyThankedError();
      return [
        {
          type: 'FeedForwardThanked',
          data: { cycleId: cycle.cycleId, feedForwardId: command.data.feedForwardId, byUserId: command.actor.id, fromUserId: feedForward.fromUserId },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

const remembered = (byGiver: Readonly<Record<string, readonly string[]>>, giverId: string, text: string) => ({
  ...byGiver,
  [giverId]: [...(byGiver[giverId] ?? []), normaliseMessage(text)],
});

function withRequest(state: GrowthCycleState, requestId: string, change: Partial<FeedbackRequest>): GrowthCycleState {
  if (state.status === 'empty' || !state.requests[requestId]) return state;
  return { ...state, requests: { ...state.requests, [requestId]: { ...state.requests[requestId], ...change } } };
}

function evolve(state: GrowthCycleState, event: GrowthCycleEvent): GrowthCycleState {
  switch (event.type) {
    case 'GrowthCycleStarted':
      return {
        status: 'active',
        cycleId: event.data.cycleId,
        userId: event.data.userId,
        isPublic: event.data.isPublic,
        experience: 0,
        feedForwards: {},
        feedbackIds: [],
        startedAt: event.data.startedAt,
        messagesByGiver: {},
        requests: {},
      };
    case 'FeedbackRequested':
      if (state.status === 'empty') return state;
      return {
        ...state,
        requests: { ...state.requests, [event.data.requestId]: { askedUserId: event.data.askedUserId, kind: event.data.kind, status: 'open', reminded: false } },
      };
    case 'FeedbackRequestReminded':
      return withRequest(state, event.data.requestId, { reminded: true });
    case 'FeedbackRequestAnswered':
      return withRequest(state, event.data.requestId, { status: 'answered' });
    case 'FeedbackRequestWithdrawn':
      return withRequest(state, event.data.requestId, { status: 'withdrawn' });
    case 'FeedbackGiven':
      if (state.status === 'empty') return state;
      return {
        ...state,
        experience: state.experience + event.data.experiencePoints,
        feedbackIds: [...state.feedbackIds, event.data.feedbackId],
        messagesByGiver: remembered(state.messagesByGiver, event.data.fromUserId, event.data.message),
      };
    case 'FeedForwardGiven':
      if (state.status === 'empty') return state;
      return {
        ...state,
        experience: state.experience + event.data.experiencePoints,
        feedForwards: { ...state.feedForwards, [event.data.feedForwardId]: { fromUserId: event.data.fromUserId, thanked: false } },
        messagesByGiver: remembered(state.messagesByGiver, event.data.fromUserId, event.data.originalMessage),
      };
    case 'FeedForwardThanked': {
      if (state.status === 'empty') return state;
      const feedForward = state.feedForwards[event.data.feedForwardId];
      if (!feedForward) return state;
      return { ...state, feedForwards: { ...state.feedForwards, [event.data.feedForwardId]: { ...feedForward, thanked: true } } };
    }
    case 'BuddyLeveledUp':
      return state;
    case 'GrowthCycleCompleted':
      if (state.status === 'empty') return state;
      return { ...state, status: 'completed' };
    default:
      return assertNever(event);
  }
}

export const growthCycleDecider: Decider<GrowthCycleState, GrowthCycleCommand, GrowthCycleEvent, GrowthCycleFacts> = deciderWithFacts({
  initialState: () => ({ status: 'empty' }),
  evolve,
  decideWithFacts,
  decide,
});
