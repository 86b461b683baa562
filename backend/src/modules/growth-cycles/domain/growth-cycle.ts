import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import {
  EMOTION_BADGES,
  FEED_FORWARD_CATEGORIES,
  SKILL_TREE_ABILITIES,
  type GrowthCycleEvent,
} from '../events/growth-cycle.events.js';
import { buddyLevel } from './buddy.js';
import { isNearDuplicate, normaliseMessage } from './message-similarity.js';
import type { GiveFeedForward, GiveFeedback, GrowthCycleCommand, StartGrowthCycle } from './growth-cycle.commands.js';
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
} from './growth-cycle.errors.js';
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
    };

type Started = Exclude<GrowthCycleState, { status: 'empty' }>;

/** What a decision needs from outside the cycle's stream; the handler reads it (see `Decider`). */
export interface GrowthCycleFacts {
  /**
   * Which of the requested supporters are users of the organisation (any team, or none), and the
   * time the cycle starts (the request's time, as the event's `occurredAt`).
   */
  StartGrowthCycle: { knownUserIds: ReadonlySet<string>; now: Date };
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
};

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
      ];
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
      };
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
