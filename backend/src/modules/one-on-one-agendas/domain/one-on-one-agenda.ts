import { assertNever, deciderWithFacts, type CommandWithoutFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../../platform/domain/storable-text.js';
import { isCalendarDate } from '../../../platform/time/calendar.js';
import type { AgendaParty, OneOnOneAgendaEvent, ResponseWanted } from '../events/one-on-one-agenda.events.js';
import type { AgendaSessionRef, OneOnOneAgendaCommand } from './one-on-one-agenda.commands.js';
import {
  ActionItemNotFoundError,
  AgendaItemNotFoundError,
  AgendaNotAllowedError,
  AgendaSessionClosedError,
  AgendaSessionNotFoundError,
  InvalidAgendaInputError,
  PulseAlreadyGivenError,
  SessionTopicInactiveError,
  SessionTopicNotFoundError,
} from './one-on-one-agenda.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import { ONE_ON_ONE_AGENDA_LIMITS as L } from '@pivot/rules';

/**
 * The agendas of one 1on1 entry (stream `one-on-one-agenda-<entryId>`, the entry's id from the
 * 1on1 module). One agenda is open: the next session's. When the 1on1 module records a session,
 * the open agenda closes as that session's record (`AgendaClosed`), read-only from then on, and a
 * new one opens. Action items stay open across sessions until the member (or a manager who owns
 * one) closes them: that is the carry-over.
 */
export const oneOnOneAgendaStream = streamCategory('one-on-one-agenda');

export const RESPONSES_WANTED: readonly ResponseWanted[] = ['advice', 'think_together', 'listen'];
export const PRIORITY_RANGE = L.priority;
export const CLARITY_RANGE = L.clarity;

export interface OneOnOneAgendaState {
  /** Topics of the open agenda and who added them. */
  openItems: Readonly<Record<string, AgendaParty>>;
  /** Held sessions whose agenda closed, and whether the member gave their pulse. */
  closedSessions: Readonly<Record<string, { pulse: boolean }>>;
  /** `onOpenAgenda`: added since the last session (the closing session's record lists it). */
  actionItems: Readonly<Record<string, { owner: AgendaParty; open: boolean; onOpenAgenda: boolean }>>;
}

/** What a decision needs from outside the stream; the handler finds it. */
export interface OneOnOneAgendaFacts {
  AddAgendaTopic: { role: AgendaParty; topic: { name: string; isActive: boolean } | null };
  RemoveAgendaTopic: { role: AgendaParty };
  RecordAgendaTopicOutcome: { role: AgendaParty };
  /** `today`: `YYYY-MM-DD` in the deployment's time zone (a due date is not in the past). */
  AddActionItem: { role: AgendaParty; today: string };
  CompleteActionItem: { role: AgendaParty };
  GiveAgendaPulse: { role: AgendaParty };
}

const initialState = (): OneOnOneAgendaState => ({ openItems: {}, closedSessions: {}, actionItems: {} });

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

function evolve(state: OneOnOneAgendaState, event: OneOnOneAgendaEvent): OneOnOneAgendaState {
  switch (event.type) {
    case 'AgendaTopicAdded':
      return { ...state, openItems: { ...state.openItems, [event.data.itemId]: event.data.addedBy } };
    case 'AgendaTopicRemoved':
      return { ...state, openItems: without(state.openItems, event.data.itemId) };
    case 'AgendaTopicOutcomeRecorded':
      return state;
    case 'ActionItemAdded':
      return { ...state, actionItems: { ...state.actionItems, [event.data.actionItemId]: { owner: event.data.owner, open: true, onOpenAgenda: true } } };
    case 'ActionItemCompleted': {
      const item = state.actionItems[event.data.actionItemId];
      return item ? { ...state, actionItems: { ...state.actionItems, [event.data.actionItemId]: { ...item, open: false } } } : state;
    }
    case 'AgendaClosed':
      return {
        openItems: {},
        closedSessions: { ...state.closedSessions, [event.data.sessionId]: { pulse: false } },
        actionItems: Object.fromEntries(Object.entries(state.actionItems).map(([id, item]) => [id, { ...item, onOpenAgenda: false }])),
      };
    case 'AgendaPulseGiven':
      return { ...state, closedSessions: { ...state.closedSessions, [event.data.sessionId]: { pulse: true } } };
    case 'AgendaDiscarded':
      return initialState();
    default:
      return assertNever(event);
  }
}

/** Only the open agenda (`next`) takes changes; a held session's record is read-only. */
function assertOpen(state: OneOnOneAgendaState, sessionId: AgendaSessionRef): void {
  if (sessionId === 'next') return;
  if (state.closedSessions[sessionId]) throw new AgendaSessionClosedError();
  throw new AgendaSessionNotFoundError();
}

function text(value: string | null | undefined, { max, blank, tooLong }: { max: number; blank?: string; tooLong: string }): string | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) {
    if (blank) throw new InvalidAgendaInputError(blank);
    return null;
  }
  if (trimmed.length > max) throw new InvalidAgendaInputError(tooLong);
  if (!isStorableText(trimmed)) throw new InvalidAgendaInputError(UNSTORABLE_TEXT_MESSAGE);
  return trimmed;
}

const inRange = (value: number, range: { min: number; max: number }) => Number.isInteger(value) && value >= range.min && value <= range.max;

const decideWithFacts: FactDecisions<OneOnOneAgendaState, OneOnOneAgendaCommand, OneOnOneAgendaEvent, OneOnOneAgendaFacts> = {
  AddAgendaTopic: (command, state, { role, topic }) => {
    const { entryId } = command.data;
    const { data } = command;
    assertOpen(state, data.sessionId);
    const title = text(data.title, L.topicTitle) as string;
    const priority = data.priority ?? 1;
    if (!inRange(priority, PRIORITY_RANGE)) throw new InvalidAgendaInputError(L.priority.message);
    const notes = text(data.notes, L.topicNotes);
    const topicId = data.topicId ?? null;
    if (topicId !== null) {
      if (!topic) throw new SessionTopicNotFoundError();
      if (!topic.isActive) throw new SessionTopicInactiveError();
    }
    let responseWanted: ResponseWanted | null = null;
    if (role === 'member') {
      if (!data.responseWanted || !RESPONSES_WANTED.includes(data.responseWanted)) {
        throw new InvalidAgendaInputError('希望する関わり方（具体的なアドバイス・一緒に考える・ただ聞いてほしい）を選んでください');
      }
      responseWanted = data.responseWanted;
    }
    return [{ type: 'AgendaTopicAdded', data: { entryId, itemId: data.itemId, topicId, title, priority, notes, responseWanted, addedBy: role } }];
  },
  RemoveAgendaTopic: (command, state, { role }) => {
    const { entryId } = command.data;
    assertOpen(state, command.data.sessionId);
    const addedBy = state.openItems[command.data.itemId];
    if (!addedBy) throw new AgendaItemNotFoundError();
    if (role !== 'manager' && addedBy !== role) throw new AgendaNotAllowedError('マネージャーが追加した議題は削除できません');
    return [{ type: 'AgendaTopicRemoved', data: { entryId, itemId: command.data.itemId } }];
  },
  RecordAgendaTopicOutcome: (command, state, { role }) => {
    const { entryId } = command.data;
    assertOpen(state, command.data.sessionId);
    if (!state.openItems[command.data.itemId]) throw new AgendaItemNotFoundError();
    if (role !== 'manager') throw new AgendaNotAllowedError('議題の結果を記録できるのはマネージャーのみです');
    const outcome = text(command.data.outcome, L.outcome);
    return [{ type: 'AgendaTopicOutcomeRecorded', data: { entryId, itemId: command.data.itemId, outcome } }];
  },
  AddActionItem: (command, state, { today }) => {
    const { entryId } = command.data;
    const { data } = command;
    assertOpen(state, data.sessionId);
    const title = text(data.title, L.actionItem) as string;
    if (data.owner !== 'member' && data.owner !== 'manager') throw new InvalidAgendaInputError('担当者はメンバーかマネージャーを選んでください');
    const dueDate = data.dueDate ?? null;
    if (dueDate !== null) {
      if (!isCalendarDate(dueDate)) throw new InvalidAgendaInputError('期限はYYYY-MM-DD形式の日付で指定してください');
      if (dueDate < today) throw new InvalidAgendaInputError('期限には今日以降の日付を指定してください');
    }
    return [{ type: 'ActionItemAdded', data: { entryId, actionItemId: data.actionItemId, title, owner: data.owner, dueDate } }];
  },
  CompleteActionItem: (command, state, { role }) => {
    const { entryId } = command.data;
    const item = state.actionItems[command.data.actionItemId];
    if (!item) throw new ActionItemNotFoundError();
    if (role === 'manager' && item.owner !== 'manager') {
      throw new AgendaNotAllowedError('メンバーが担当するアクションアイテムを完了にできるのはメンバー本人のみです');
    }
    if (!item.open) return [];
    return [{ type: 'ActionItemCompleted', data: { entryId, actionItemId: command.data.actionItemId, completedBy: role } }];
  },
  GiveAgendaPulse: (command, state, { role }) => {
    const { entryId } = command.data;
    const { sessionId, clarity } = command.data;
    if (sessionId === 'next') throw new InvalidAgendaInputError('振り返りは1on1の実施後に回答できます');
    const session = state.closedSessions[sessionId];
    if (!session) throw new AgendaSessionNotFoundError();
    if (role !== 'member') throw new AgendaNotAllowedError('振り返りに回答できるのはメンバー本人のみです');
    if (!inRange(clarity, CLARITY_RANGE)) throw new InvalidAgendaInputError(L.clarity.message);
    if (session.pulse) throw new PulseAlreadyGivenError();
    const comment = text(command.data.comment, L.pulseComment);
    return [{ type: 'AgendaPulseGiven', data: { entryId, sessionId, clarity, comment } }];
  },
};

function decide(command: CommandWithoutFacts<OneOnOneAgendaCommand, OneOnOneAgendaFacts>, state: OneOnOneAgendaState): OneOnOneAgendaEvent[] {
  const { entryId } = command.data;
  switch (command.type) {
    case 'CloseAgenda': {
      const { sessionId, sessionDate } = command.data;
      if (state.closedSessions[sessionId]) return [];
      const itemIds = Object.keys(state.openItems);
      const actionItemIds = Object.entries(state.actionItems)
        .filter(([, item]) => item.onOpenAgenda)
        .map(([id]) => id);
      return [{ type: 'AgendaClosed', data: { entryId, sessionId, sessionDate, itemIds, actionItemIds } }];
    }
    case 'DiscardAgenda': {
      const empty =
        Object.keys(state.openItems).length + Object.keys(state.closedSessions).length + Object.keys(state.actionItems).length === 0;
      return empty ? [] : [{ type: 'AgendaDiscarded', data: { entryId } }];
    }
    default:
      return assertNever(command);
  }
}

export const oneOnOneAgendaDecider: Decider<OneOnOneAgendaState, OneOnOneAgendaCommand, OneOnOneAgendaEvent, OneOnOneAgendaFacts> = deciderWithFacts({
  initialState,
  evolve,
  decideWithFacts,
  decide,
});
