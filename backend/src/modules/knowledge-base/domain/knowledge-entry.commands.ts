import { UserCommand } from '../../../platform/domain/command.js';
import type { KnowledgeEntryContent } from '../events/knowledge-entry.events.js';

/** What saving an entry did: `unchanged` when the entry already said exactly this (seeding twice). */
export type SaveOutcome = 'added' | 'revised' | 'unchanged';

/** An admin writes an entry, or the book data is loaded (stream `knowledge-entry-<entryId>`). */
export class SaveKnowledgeEntry extends UserCommand<'SaveKnowledgeEntry', { entryId: string; entry: KnowledgeEntryContent }, SaveOutcome> {
  readonly type = 'SaveKnowledgeEntry';
}

/** The book data (the seed in `knowledge-seed.ts`) is loaded: each entry saved, none duplicated. */
export class SeedKnowledgeBase extends UserCommand<'SeedKnowledgeBase', Record<string, never>, SeedResult> {
  readonly type = 'SeedKnowledgeBase';
}

export interface SeedResult {
  added: number;
  revised: number;
  unchanged: number;
}

export type KnowledgeEntryCommand = SaveKnowledgeEntry;
