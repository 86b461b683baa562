import { Query } from '@nestjs/cqrs';
import type { KnowledgePassage, SearchOptions } from '../../search/knowledge-search.js';

/** The knowledge screen's search (the AI coach calls `KnowledgeSearch` itself). */
export class SearchKnowledgeQuery extends Query<KnowledgePassage[]> {
  constructor(
    readonly query: string,
    readonly options: SearchOptions,
  ) {
    super();
  }
}
