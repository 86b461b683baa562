import { Query } from '@nestjs/cqrs';
import type { KnowledgeEntryView } from '../knowledge-entry.view.js';

/** The active entries in book order (book, chapter, section), of one book when `bookTitle` is given. */
export class ListKnowledgeEntriesQuery extends Query<KnowledgeEntryView[]> {
  constructor(readonly bookTitle?: string) {
    super();
  }
}
