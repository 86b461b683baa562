import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../platform/auth/session-user.js';
import type { FoundItem, FoundItems } from '../../platform/search/hit.js';
import { fold } from '../../platform/search/japanese-text.js';
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
 * How well an item matches the folded query (`phrase`, spaces removed), comparable across kinds,
 * unlike the scores: 3 its title or one word of it or of its passage is the query (a member's
 * name or フリガナ, an event's title), 2 its title contains the query, 1 its passage does, 0 it
 * shares terms with it only (a question answered by a passage).
 */
export function matchQuality(phrase: string, item: Pick<FoundItem, 'title' | 'text'>): number {
  const folded = (text: string) => fold(text).replace(/\s+/g, '');
  const words = [item.title, ...item.title.split(/\s+/), ...item.text.split(/[\s・、。]+/)];
  if (words.some((word) => word && folded(word) === phrase)) return 3;
  if (folded(item.title).includes(phrase)) return 2;
  return folded(item.text).includes(phrase) ? 1 : 0;
}

/** Items of every kind in one list: the better match first (an exact name before a passage sharing a word), then in the kinds' order, each kind's own rank kept. */
export function rankAcrossKinds<T extends Pick<FoundItem, 'title' | 'text' | 'kind'>>(phrase: string, items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i, quality: matchQuality(phrase, item) }))
    .sort((a, b) => b.quality - a.quality || a.i - b.i)
    .map(({ item }) => item);
}

/**
 * One search across the product: each searchable module answers with what the reader may open
 * (its own permission rules), best first, at most `limit` of each; the answer lists them by how
 * well they match (`rankAcrossKinds`), with the passage around the matches and the matched ranges
 * of title and passage.
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
    const hits = rankAcrossKinds(query.phrase, answers.flatMap(({ items }) => items)).map(({ text, ...item }) => {
        const passage = snippet(text, q, PASSAGE);
      return { ...item, kind: item.kind as SearchKind, snippet: passage.text, highlights: passage.highlights, titleHighlights: snippet(item.title, q, item.title.length).highlights };
    });
    const unmatched = answers.length === 0 ? [] : answers.map((a) => a.unmatched).reduce((common, list) => common.filter((part) => list.includes(part)));
    return { hits, unmatched };
  }
}
