import { UserCommand } from '../../../platform/domain/command.js';

/** Writes a weekly journal entry from the reflection guide (stream `journal-entry-<entryId>`). Answers its id. */
export class WriteJournalEntry extends UserCommand<
  'WriteJournalEntry',
  {
    entryId: string;
    sessionId?: string | null;
    weekOf: string;
    title?: string | null;
    practiceContent?: string | null;
    insights?: string | null;
    challenges?: string | null;
    goals?: string | null;
    aiSummary: string | null;
  },
  { id: string }
> {
  readonly type = 'WriteJournalEntry';
}

export class DeleteJournalEntry extends UserCommand<'DeleteJournalEntry', { entryId: string }> {
  readonly type = 'DeleteJournalEntry';
}

export type JournalEntryCommand = WriteJournalEntry | DeleteJournalEntry;
