import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { personal } from '../../../platform/event-store/personal-data.js';

/** A weekly journal entry (spec part 2 §3 `journal_entries`), written from the reflection guide. */
export type JournalEntryWritten = DomainEvent<
  'JournalEntryWritten',
  {
    entryId: string;
    userId: string;
    /** The reflection session it came from, if any. */
    sessionId: string | null;
    /** `YYYY-MM-DD`: the Monday of the week reflected on. */
    weekOf: string;
    title: string | null;
    practiceContent: string | null;
    insights: string | null;
    challenges: string | null;
    goals: string | null;
    aiSummary: string | null;
  }
>;

export type JournalEntryDeleted = DomainEvent<'JournalEntryDeleted', { entryId: string; userId: string }>;

export type JournalEntryEvent = JournalEntryWritten | JournalEntryDeleted;

/** The entry's text is its author's (decision 0044): sealed under their key, empty once they are forgotten. */
export const JOURNAL_ENTRY_EVENT_SCHEMAS = eventSchemas<JournalEntryEvent>({
  JournalEntryWritten: {
    version: 1,
    personal: personal<JournalEntryWritten['data']>('userId', { title: null, practiceContent: null, insights: null, challenges: null, goals: null, aiSummary: null }),
  },
  JournalEntryDeleted: 1,
});
