import type { EntityManager } from 'typeorm';
import type { Term } from './japanese-text.js';
import type { AnalysedQuery } from './query.js';

/**
 * Ranked search over a module's inverted index (docs/architecture.md, "Search"). A searchable
 * module keeps two tables written by its projection: its documents (an id and `lengthColumn`, Σ of
 * the term weights) and their postings `(term, <doc>, weight)` with an index on
 * `(term, weight DESC)` (`searchPostingsIndex`). The search knows nothing of what the documents
 * are: the module says which rows may be found (`where`, e.g. only shown posts), what to answer
 * (`columns`) and what lifts a score (`bonus`).
 */
export interface SearchIndex {
  /** The documents table (read as `d`). */
  documents: string;
  /** Its id column. */
  id: string;
  /** Its Σ of term weights (BM25's document length). */
  lengthColumn: string;
  /** The postings table (read as `t`): `term`, the document column, `weight`. */
  postings: string;
  doc: string;
  /** SQL over the documents table of those that count in the corpus statistics (e.g. `is_active`). */
  counted?: string;
}

export interface RankRequest {
  /** SQL over `d` limiting what may be found (permissions, filters); `$n` refer to `params`. */
  where?: string;
  /** SQL select list over `d` (and `s.score`). */
  columns: string;
  /** SQL added to the BM25 score, over `d`; `$phrase` is the folded query. */
  bonus?: string;
  /** SQL the final score is multiplied by, over `d`. */
  factor?: string;
  /** Tie-breakers after the score, over `d`. */
  order?: string;
  params?: unknown[];
  limit: number;
}

export interface Ranked<Row> {
  rows: (Row & { score: number })[];
  /** The parts of the query that occur in no document at all (shown back, left out of the search). */
  unmatched: string[];
}

/** BM25's usual constants; a word match counts more than a bigram match of the query. */
const K1 = 1.2;
const B = 0.75;
const WORD_BOOST = 1.5;
/**
 * At most this many postings of one term are scored, the heaviest first: a term in most documents
 * (a common bigram) costs a bounded read whatever the corpus size, and the documents it would
 * add are the ones where it weighs least.
 */
export const POSTINGS_CAP = 2000;
/** Below this share of the query's idf a document shares only a common bigram or two with it: noise, not an answer. */
const MIN_COVERAGE = 0.15;
/** Corpus statistics of a corpus this large are reused for a while instead of counted per search. */
const STATS_CACHE = { minDocuments: 1000, ttlMs: 30_000 };

interface CorpusStats {
  n: number;
  avgdl: number;
  at: number;
}

/** The search over one module's index (one instance per index; it caches the corpus size of a large corpus). */
export class RankedSearch {
  private stats?: CorpusStats;

  constructor(private readonly index: SearchIndex) {}

  async rank<Row>(manager: EntityManager, query: AnalysedQuery, request: RankRequest): Promise<Ranked<Row>> {
    const { index } = this;
    const terms = [...query.terms.keys()];
    const dfRows: { term: Term; df: number }[] = await manager.query(
      `SELECT q.term, (SELECT count(*) FROM (SELECT 1 FROM ${index.postings} t WHERE t.term = q.term LIMIT ${POSTINGS_CAP + 1}) c)::int AS df
         FROM unnest($1::text[]) AS q(term)`,
      [terms],
    );
    const df = new Map(dfRows.map((row) => [row.term, row.df]));
    const occurs = (term: Term) => (df.get(term) ?? 0) > 0;
    // A part occurs when the corpus has it as a word, or at least half of its bigrams (a reading typed with one kana wrong).
    const found = query.parts.filter((part) => {
      const [word, ...grams] = part.terms;
      return occurs(word) || (grams.length > 0 && grams.filter(occurs).length * 2 >= grams.length);
    });
    const unmatched = query.parts.filter((part) => !found.includes(part)).map((part) => part.text);
    // Only the found parts' terms are scored: the fragments of a part that occurs nowhere find nothing.
    // A query without content parts (only particles, symbols) is scored on all its terms.
    // The query's own words inside a found part count too (当事者 and 意識 of the part 当事者意識).
    const foundText = found.map((part) => part.terms[0].slice(2));
    const scoring =
      query.parts.length === 0
        ? [...query.terms.keys()]
        : [...new Set([...found.flatMap((part) => part.terms), ...[...query.terms.keys()].filter((term) => foundText.some((text) => text.includes(term.slice(2))))])];
    const live = scoring.filter(occurs);
    if (live.length === 0) return { rows: [], unmatched };

    const { n, avgdl } = await this.corpus(manager);
    const boost = (term: Term) => (term.startsWith('w:') ? WORD_BOOST : 1) * (query.terms.get(term) ?? 1);
    // A term past the cap is in at least POSTINGS_CAP documents: its idf is taken at half the corpus (it is common).
    const idfOf = (term: Term) => {
      const count = df.get(term) ?? 0;
      const d = count > POSTINGS_CAP ? Math.max(POSTINGS_CAP, n / 2) : count;
      return boost(term) * Math.log(1 + (Math.max(n, d) - d + 0.5) / (d + 0.5));
    };
    const idf = live.map(idfOf);
    const totalIdf = scoring.reduce((sum, term) => sum + idfOf(term), 0);

    const params: unknown[] = [...(request.params ?? [])];
    const at = (value: unknown) => `$${params.push(value)}`;
    const q = `SELECT unnest(${at(live)}::text[]) AS term, unnest(${at(idf)}::float8[]) AS idf`;
    const bonus = (request.bonus ?? '0').replaceAll('$phrase', at(query.phrase));
    const sql = `
      WITH q AS (${q}),
           hits AS (SELECT q.idf, p.doc, p.weight FROM q
                    CROSS JOIN LATERAL (SELECT t.${index.doc} AS doc, t.weight FROM ${index.postings} t WHERE t.term = q.term
                                        ORDER BY t.weight DESC LIMIT ${POSTINGS_CAP}) p),
           s AS (SELECT h.doc,
                        sum(h.idf * h.weight * ${K1 + 1} / (h.weight + ${K1} * (${1 - B} + ${B} * d.${index.lengthColumn} / ${at(avgdl)}::float8))) AS score,
                        sum(h.idf) / ${at(totalIdf)}::float8 AS coverage
                 FROM hits h JOIN ${index.documents} d ON d.${index.id} = h.doc ${request.where ? `AND (${request.where})` : ''}
                 GROUP BY h.doc)
      SELECT ${request.columns}, ((s.score + ${bonus}) * ${request.factor ?? '1'})::float8 AS score
        FROM s JOIN ${index.documents} d ON d.${index.id} = s.doc
       WHERE s.coverage >= ${MIN_COVERAGE}
       ORDER BY score DESC${request.order ? `, ${request.order}` : ''}, d.${index.id}
       LIMIT ${at(request.limit)}`;
    const rows: (Row & { score: number })[] = await manager.query(sql, params);
    return { rows: rows.map((row) => ({ ...row, score: Math.round(row.score * 1000) / 1000 })), unmatched };
  }

  /** The number of documents and their mean length: counted per search for a small corpus, reused for 30 s for a large one. */
  private async corpus(manager: EntityManager): Promise<{ n: number; avgdl: number }> {
    const now = Date.now();
    if (this.stats && this.stats.n >= STATS_CACHE.minDocuments && now - this.stats.at < STATS_CACHE.ttlMs) return this.stats;
    const [row]: { n: number; avgdl: number }[] = await manager.query(
      `SELECT count(*)::float8 AS n, coalesce(avg(${this.index.lengthColumn}), 1)::float8 AS avgdl FROM ${this.index.documents}${this.index.counted ? ` WHERE ${this.index.counted}` : ''}`,
    );
    this.stats = { n: row.n, avgdl: row.avgdl || 1, at: now };
    return this.stats;
  }
}
