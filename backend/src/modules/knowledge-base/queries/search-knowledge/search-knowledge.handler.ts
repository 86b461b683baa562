import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KnowledgeSearch, type KnowledgePassage } from '../../search/knowledge-search.js';
import { SearchKnowledgeQuery } from './search-knowledge.query.js';

@QueryHandler(SearchKnowledgeQuery)
export class SearchKnowledgeHandler implements IQueryHandler<SearchKnowledgeQuery> {
  constructor(private readonly search: KnowledgeSearch) {}

  execute({ query, options }: SearchKnowledgeQuery): Promise<KnowledgePassage[]> {
    return this.search.search(query, options);
  }
}
