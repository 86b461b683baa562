import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** A reflection journal entry (spec part 2 §3 `journal_entries`; the dashboard lists id, title, createdAt). */
export interface JournalEntryView {
  id: string;
  userId: string;
  /** null: the client shows its default label. */
  title: string | null;
  practiceContent: string | null;
  insights: string | null;
  challenges: string | null;
  goals: string | null;
  aiSummary: string | null;
  isPublic: boolean;
  /** The week reflected on, `YYYY-MM-DD`. */
  weekOf: string;
  createdAt: string;
  updatedAt: string;
}

/** The caller's own journal entries, newest first. */
export class ListJournalEntriesQuery extends Query<JournalEntryView[]> {
  constructor(readonly user: SessionUser) {
    super();
  }
}
