import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { JournalEntryResponse } from '../../http/journal.response.dto.js';

/** A reflection journal entry as the API answers it: the response DTO's shape (spec part 2 §3). */
export type JournalEntryView = JournalEntryResponse;

/** The caller's own journal entries, newest first. */
export class ListJournalEntriesQuery extends Query<JournalEntryView[]> {
  constructor(readonly user: SessionUser) {
    super();
  }
}
