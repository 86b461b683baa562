import { isSearchableQuery, SEARCH_QUERY_RULES } from '@pivot/rules';
import type { KnowledgePassage, KnowledgeSearch } from '../../knowledge-base/index.js';
import { logger } from '../../../platform/logging/logger.js';
import type { CoachKnowledge, CoachPassage } from './coach-knowledge.port.js';

/**
 * The coach's knowledge: the knowledge base's Japanese search over the books' concepts first (the
 * same search as the knowledge screen), then the worksheet and approach cards the offline coaching
 * model knows, for what the books' entries do not cover. A search that fails (the database) is
 * logged and the cards still answer: a chat never fails for want of a citation.
 */
export class KnowledgeBaseCoachKnowledge implements CoachKnowledge {
  constructor(
    private readonly search: Pick<KnowledgeSearch, 'search'>,
    private readonly cards: CoachKnowledge,
  ) {}

  async find(query: string, limit: number): Promise<CoachPassage[]> {
    const [entries, cards] = await Promise.all([this.entries(query, limit), this.cards.find(query, limit)]);
    const seen = new Set(entries.map((p) => p.title));
    return [...entries, ...cards.filter((card) => !seen.has(card.title))].slice(0, limit);
  }

  private async entries(query: string, limit: number): Promise<CoachPassage[]> {
    // A chat message is often longer than a search query may be: its first sentences are searched.
    const searched = [...query].slice(0, SEARCH_QUERY_RULES.max).join('');
    if (!isSearchableQuery(searched)) return [];
    try {
      return (await this.search.search(searched, { limit })).map(toPassage);
    } catch (error) {
      logger.warn({ err: error }, 'knowledge search failed; the coach answers from its concept cards');
      return [];
    }
  }
}

function toPassage(found: KnowledgePassage): CoachPassage {
  return { id: `knowledge:${found.entryId}`, title: found.sectionTitle || found.chapterTitle, snippet: found.snippet, score: found.score };
}
