import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import { isCalendarDate } from '../../../platform/time/calendar.js';
import type { JournalEntryEvent } from '../events/journal-entry.events.js';
import type { JournalEntryCommand } from './journal-entry.commands.js';
import { EmptyJournalEntryError, InvalidWeekError, JournalEntryNotFoundError, TextTooLongError } from './coaching-session.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';
import { AI_COACHING_LIMITS } from '@pivot/rules';

export const journalEntryStream = streamCategory('journal-entry');
export const journalEntryStreamId = journalEntryStream.streamId;

/** Shared with the client; every text of an entry has the same limit. */
const MAX_JOURNAL_TEXT = AI_COACHING_LIMITS.practiceContent.max;
const MAX_JOURNAL_TITLE = AI_COACHING_LIMITS.journalTitle.max;

export type JournalEntryState = { status: 'empty' } | { status: 'written'; userId: string } | { status: 'deleted' };

const text = (value: string | null | undefined, field: string, max: number): string | null => {
  const trimmed = value?.trim() || null;
  if (trimmed && trimmed.length > max) throw new TextTooLongError(field, max);
  return trimmed;
};

function decide(command: JournalEntryCommand, state: JournalEntryState): JournalEntryEvent[] {
  switch (command.type) {
    case 'WriteJournalEntry': {
      if (state.status !== 'empty') return [];
      const d = command.data;
      if (!isCalendarDate(d.weekOf)) throw new InvalidWeekError();
      const practiceContent = text(d.practiceContent, '今週の実践', MAX_JOURNAL_TEXT);
      const insights = text(d.insights, '気づき', MAX_JOURNAL_TEXT);
      const challenges = text(d.challenges, '課題', MAX_JOURNAL_TEXT);
      const goals = text(d.goals, '次のステップ', MAX_JOURNAL_TEXT);
      if (!practiceContent && !insights && !challenges && !goals) throw new EmptyJournalEntryError();
      return [
        {
          type: 'JournalEntryWritten',
          data: {
            entryId: d.entryId,
            userId: command.actor.id,
            sessionId: d.sessionId ?? null,
            weekOf: d.weekOf,
            title: text(d.title, 'タイトル', MAX_JOURNAL_TITLE),
            practiceContent,
            insights,
            challenges,
            goals,
            aiSummary: d.aiSummary,
          },
        },
      ];
    }
    case 'DeleteJournalEntry': {
      if (state.status !== 'written' || state.userId !== command.actor.id) throw new JournalEntryNotFoundError();
      return [{ type: 'JournalEntryDeleted', data: { entryId: command.data.entryId, userId: state.userId } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: JournalEntryState, event: JournalEntryEvent): JournalEntryState {
  switch (event.type) {
    case 'JournalEntryWritten':
      return { status: 'written', userId: event.data.userId };
    case 'JournalEntryDeleted':
      return { status: 'deleted' };
    default:
      return assertNever(event);
  }
}

export const journalEntryDecider: Decider<JournalEntryState, JournalEntryCommand, JournalEntryEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
