import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { KNOWLEDGE_SEARCH_LIMITS } from '@pivot/rules';
import { QueryTooShortError } from '../domain/knowledge-entry.errors.js';
import { fold, significantLength, termCounts } from '../domain/japanese-text.js';
import { snippet, type Highlight } from '../domain/snippet.js';

/** Spec part 2 §4, §9: a search runs only for a query of 3 characters or more. */
export const MIN_QUERY_LENGTH = KNOWLEDGE_SEARCH_LIMITS.query.min;

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
  /** Relevance (BM25 over words and bigrams, field-weighted, plus phrase bonuses); higher first. */
  score: number;
}

export interface SearchOptions {
  /** At most this many passages (default 20, at most 100). */
  limit?: number;
  /** Only entries of this book. */
  bookTitle?: string;
}

/** BM25's usual constants; a word match counts more than a bigram match of the query. */
const K1 = 1.2;
const B = 0.75;
const WORD_BOOST = 1.5;
/** A whole query found as a phrase in the heading (section title, concepts, other spellings) or the body. */
const HEADING_PHRASE_BONUS = 8;
const BODY_PHRASE_BONUS = 2;
/**
 * How much of the query an entry must match to be listed: the idf-weighted share of the query's
 * terms found in it. Below it an entry shares only a common bigram or two with the query (バリュー
 * and コンピューター share ゅー), which is noise, not an answer.
 */
const MIN_COVERAGE = 0.15;
/** Importance (1..10) lifts a score by up to 20 %: of two entries about the same thing, the central one first. */
const IMPORTANCE_PRIOR = 50;

/**
 * The knowledge base's search, for the knowledge screen and the AI coach (published through
 * `index.ts`). Ranking: BM25 over the inverted index of words and bigrams (search/japanese-text.ts),
 * each term weighted by the fields it occurs in (search/entry-terms.ts), plus a bonus when the
 * whole folded query occurs in the heading or the body, lifted a little by the entry's importance;
 * entries that match too little of the query are left out (MIN_COVERAGE).
 */
@Injectable()
export class KnowledgeSearch {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async search(query: string, options: SearchOptions = {}): Promise<KnowledgePassage[]> {
    if (significantLength(query) < MIN_QUERY_LENGTH) throw new QueryTooShortError();
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), 100);
    const terms = termCounts(query);
    const phrase = fold(query).replace(/\s+/g, '');
    const rows: (Omit<KnowledgePassage, 'snippet' | 'highlights'> & { content: string; coverage: number })[] = await this.manager.query(
      `WITH q AS (SELECT unnest($1::text[]) AS term, unnest($2::real[]) AS boost),
            corpus AS (SELECT count(*)::float8 AS n, coalesce(avg(term_length), 1)::float8 AS avgdl FROM knowledge_entries WHERE is_active),
            df AS (SELECT t.term, count(*)::float8 AS df FROM knowledge_terms t JOIN q USING (term) GROUP BY t.term),
            idf AS (SELECT q.term, q.boost * ln(1 + (corpus.n - coalesce(df.df, 0) + 0.5) / (coalesce(df.df, 0) + 0.5)) AS idf
                    FROM q LEFT JOIN df USING (term) CROSS JOIN corpus),
            total AS (SELECT sum(idf) AS idf FROM idf),
            scored AS (
              SELECT t.entry_id,
                     sum(idf.idf * t.weight * ${K1 + 1} / (t.weight + ${K1} * (${1 - B} + ${B} * e.term_length / corpus.avgdl))) AS score,
                     sum(idf.idf) / max(total.idf) AS coverage
              FROM knowledge_terms t
              JOIN idf USING (term)
              JOIN knowledge_entries e ON e.id = t.entry_id AND e.is_active AND ($3::text IS NULL OR e.book_title = $3)
              CROSS JOIN corpus CROSS JOIN total
              GROUP BY t.entry_id
            )
       SELECT e.id AS "entryId", e.book_title AS "bookTitle", e.chapter_number AS "chapterNumber", e.chapter_title AS "chapterTitle",
              e.section_title AS "sectionTitle", e.concepts, e.content_type AS "contentType", e.importance, e.content,
              ((s.score + CASE WHEN strpos(e.heading_folded, $4) > 0 THEN ${HEADING_PHRASE_BONUS} ELSE 0 END
                        + CASE WHEN strpos(e.body_folded, $4) > 0 THEN ${BODY_PHRASE_BONUS} ELSE 0 END)
                * (1 + e.importance / ${IMPORTANCE_PRIOR}))::float8 AS score,
              s.coverage::float8 AS coverage
       FROM scored s JOIN knowledge_entries e ON e.id = s.entry_id
       WHERE s.coverage >= $6
       ORDER BY score DESC, e.importance DESC, e.id
       LIMIT $5`,
      [[...terms.keys()], [...terms.keys()].map((term) => (term.startsWith('w:') ? WORD_BOOST : 1) * terms.get(term)!), options.bookTitle ?? null, phrase, limit, MIN_COVERAGE],
    );
    return rows.map(({ content, coverage: _coverage, ...row }) => {
      const passage = snippet(content, query);
      return { ...row, score: Math.round(row.score * 1000) / 1000, snippet: passage.text, highlights: passage.highlights };
    });
  }
}
