import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../platform/auth/session-user.js';
import type { FoundItem, FoundItems } from '../../platform/search/hit.js';
import { analyseQuery } from '../../platform/search/query.js';
import { snippet, type Highlight } from '../../platform/search/snippet.js';
import { CommunityEventSearch } from '../community-events/index.js';
import { ForumSearch } from '../forum/index.js';
import { KnowledgeSearch } from '../knowledge-base/index.js';
import { LearningContentSearch } from '../learning/index.js';
import { MemberSearch } from '../organization/index.js';

/**
 * What the global search looks in, in the order its groups are shown. 心の叫び (anonymous posts)
 * is not searched: a match would place a post's words next to a search box any member can probe,
 * and the module's promise is that nothing leads from a post to its author (docs/modules/search.md).
 */
export const SEARCH_KINDS = ['knowledge', 'forum', 'event', 'learning', 'member'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchHit extends Omit<FoundItem, 'text' | 'kind'> {
  kind: SearchKind;
  snippet: string;
  highlights: Highlight[];
  titleHighlights: Highlight[];
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** Parts of the query found in none of the kinds searched. */
  unmatched: string[];
}

/** A passage of about 80 characters: a palette row has room for two lines. */
const PASSAGE = 80;

/**
 * One search across the product: each searchable module answers with what the reader may open
 * (its own permission rules), best first; the answer groups them by kind, at most `limit` of each,
 * with the passage around the matches and the matched ranges of title and passage.
 */
@Injectable()
export class GlobalSearch {
  constructor(
    private readonly knowledge: KnowledgeSearch,
    private readonly forum: ForumSearch,
    private readonly events: CommunityEventSearch,
    private readonly learning: LearningContentSearch,
    private readonly members: MemberSearch,
  ) {}

  async search(reader: SessionUser, q: string, kinds: readonly SearchKind[] = SEARCH_KINDS, limit = 5): Promise<SearchAnswer> {
    const query = analyseQuery(q);
    const sources: Record<SearchKind, () => Promise<FoundItems>> = {
      knowledge: () => this.knowledge.items(q, limit),
      forum: () => this.forum.items(query, limit),
      event: () => this.events.items(reader, query, limit),
      learning: () => this.learning.items(reader, query, limit),
      member: () => this.members.items(reader, query, limit),
    };
    const wanted = SEARCH_KINDS.filter((kind) => kinds.includes(kind));
    const answers = await Promise.all(wanted.map((kind) => sources[kind]()));
    const hits = answers.flatMap(({ items }) =>
      items.map(({ text, ...item }) => {
        const passage = snippet(text, q, PASSAGE);
        return { ...item, kind: item.kind as SearchKind, snippet: passage.text, highlights: passage.highlights, titleHighlights: snippet(item.title, q, item.title.length).highlights };
      }),
    );
    const unmatched = answers.length === 0 ? [] : answers.map((a) => a.unmatched).reduce((common, list) => common.filter((part) => list.includes(part)));
    return { hits, unmatched };
  }
}
