import { Query } from '@nestjs/cqrs';
import type { KnowledgeEntryView } from '../knowledge-entry.view.js';

/** One active entry, or undefined. */
export class GetKnowledgeEntryQuery extends Query<KnowledgeEntryView | undefined> {
  constructor(readonly id: string) {
    super();
  }
}
