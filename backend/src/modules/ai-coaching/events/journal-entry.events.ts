import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

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

export const JOURNAL_ENTRY_EVENT_SCHEMAS = eventSchemas<JournalEntryEvent>({ JournalEntryWritten: 1, JournalEntryDeleted: 1 });
