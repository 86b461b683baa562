import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { QueryTooShortError } from '../domain/knowledge-entry.errors.js';
import { analyseQuery, UnsearchableQueryError } from '../../../platform/search/query.js';
import { RankedSearch } from '../../../platform/search/ranking.js';
import { snippet, type Highlight } from '../../../platform/search/snippet.js';
import type { FoundItems } from '../../../platform/search/hit.js';

/** One passage a search found: what the knowledge screen lists and what the AI coach grounds an answer in. */
export interface KnowledgePassage {
  entryId: string;
  bookTitle: string;
  chapterNumber: number;
  chapterTitle: string;
  sectionTitle: string;
  concepts: string[];
  contentType: string;
  importance: number;
  /** About 100 characters of the content around the matches. */
  snippet: string;
  /** The matched ranges of `snippet`. */
  highlights: Highlight[];
  /** Relevance (BM25 over words, bigrams and readings, field-weighted, plus phrase bonuses); higher first. */
  score: number;
}

export interface SearchOptions {
  /** At most this many passages (default 20, at most 100). */
  limit?: number;
  /** Only entries of this book. */
  bookTitle?: string;
}

/** The passages found and the parts of the query no entry contains (left out, shown back to the reader). */
export interface KnowledgeFindings {
  passages: KnowledgePassage[];
  unmatched: string[];
}

/** A whole query found as a phrase in the heading (section title, concepts, other spellings) or the body. */
const HEADING_PHRASE_BONUS = 8;
const BODY_PHRASE_BONUS = 2;
/** Importance (1..10) lifts a score by up to 20 %: of two entries about the same thing, the central one first. */
const IMPORTANCE_PRIOR = 50;

/**
 * The knowledge base's search, for the knowledge screen, the global search and the AI coach
 * (published through `index.ts`). Ranking is the platform's (platform/search/ranking.ts: BM25
 * over words, bigrams and readings) over the entries' index, each term weighted by the fields it
 * occurs in (domain/entry-terms.ts), plus a bonus when the whole folded query occurs in the
 * heading or the body, lifted a little by the entry's importance.
 */
@Injectable()
export class KnowledgeSearch {
  private readonly ranked = new RankedSearch({
    documents: 'knowledge_entries',
    id: 'id',
    lengthColumn: 'term_length',
    postings: 'knowledge_terms',
    doc: 'entry_id',
    counted: 'is_active',
  });

  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async search(query: string, options: SearchOptions = {}): Promise<KnowledgePassage[]> {
    return (await this.find(query, options)).passages;
  }

  async find(query: string, options: SearchOptions = {}): Promise<KnowledgeFindings> {
    let analysed;
    try {
      analysed = analyseQuery(query);
    } catch (error) {
      if (error instanceof UnsearchableQueryError && error.reason === 'tooShort') throw new QueryTooShortError();
      throw error;
    }
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), 100);
    const { rows, unmatched } = await this.ranked.rank<Omit<KnowledgePassage, 'snippet' | 'highlights'> & { content: string }>(this.manager, analysed, {
      where: `d.is_active AND ($1::text IS NULL OR d.book_title = $1)`,
      params: [options.bookTitle ?? null],
      columns: `d.id AS "entryId", d.book_title AS "bookTitle", d.chapter_number AS "chapterNumber", d.chapter_title AS "chapterTitle",
                d.section_title AS "sectionTitle", d.concepts, d.content_type AS "contentType", d.importance, d.content`,
      bonus: `CASE WHEN strpos(d.heading_folded, $phrase) > 0 THEN ${HEADING_PHRASE_BONUS} ELSE 0 END
            + CASE WHEN strpos(d.body_folded, $phrase) > 0 THEN ${BODY_PHRASE_BONUS} ELSE 0 END`,
      factor: `(1 + d.importance / ${IMPORTANCE_PRIOR}::float8)`,
      order: 'd.importance DESC',
      limit,
    });
    const passages = rows.map(({ content, ...row }) => {
      const passage = snippet(content, query);
      return { ...row, snippet: passage.text, highlights: passage.highlights };
    });
    return { passages, unmatched };
  }

  /** The global search's view: each passage as an item with its book and chapter. */
  async items(query: string, limit: number): Promise<FoundItems> {
    const { passages, unmatched } = await this.find(query, { limit });
    const items = passages.map((p) => ({
      kind: 'knowledge',
      id: p.entryId,
      title: p.sectionTitle,
      breadcrumb: ['ナレッジ', p.bookTitle, `第${p.chapterNumber}章 ${p.chapterTitle}`],
      text: p.snippet,
      score: p.score,
    }));
    return { items, unmatched };
  }
}
