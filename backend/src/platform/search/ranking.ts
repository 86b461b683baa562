import type { EntityManager } from 'typeorm';
import { isReading, readingStart, type Term } from './japanese-text.js';
import { coverage, idfOf, type AnalysedQuery, type QueryPart } from './query.js';

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
  /**
   * Every part of the query must be in a document found (a list filtered by a search: the forum):
   * a part no document has leaves the answer empty (and is named in `unmatched`). Without it a
   * part no document has is left out and named, and a document needs one of the other parts, those
   * with more ranking higher (a question to the knowledge base rarely repeats in its answer word for word).
   */
  matchAllParts?: boolean;
  /**
   * With `matchAllParts`: a part is in a document only when the document has it as a word or
   * has every one of its bigrams (names, departments: 人材開発部 is not 開発部, しょうじ is not
   * しょうた), not when it merely shares half of them (a reading typed with one kana wrong). A
   * part in kana is a reading: it must be the start of one of the document's readings, or one
   * whole (`p:` terms, `IndexedField.readingStarts`): やま finds やまだ, not こやま.
   */
  wholeParts?: boolean;
}

export interface Ranked<Row> {
  rows: (Row & { score: number })[];
  /** The parts of the query that occur in no document at all (shown back, left out of the search). */
  unmatched: string[];
}

/** BM25's usual constants. */
export const K1 = 1.2;
export const B = 0.75;
/**
 * At most this many postings of one term are scored, the heaviest first: a term in most documents
 * (a common bigram) costs a bounded read whatever the corpus size, and the documents it would
 * add are the ones where it weighs least.
 */
export const POSTINGS_CAP = 2000;
/**
 * When a term was capped, this many documents (those with most parts, then the highest score
 * over the postings read) are scored again over every term of the query, read by (term,
 * document): a document whose postings of a common term were past the cap is not judged on a
 * part of its terms, so capping never empties an answer that has documents matching.
 */
export const RESCORED_CANDIDATES = 200;
/**
 * With `matchAllParts` and a capped term, the candidates are the documents of one term (the rarest
 * of the part with the fewest documents, its word first), at most this many, the heaviest first,
 * that have every other part, looked up by document: the heaviest postings of each common part are
 * mostly documents full of that part alone (a post repeating one word), so the best-scored
 * documents of the capped read may have no other part at all, and an answer with thousands of
 * documents matching came back empty (the 100,000-post forum's 「評価面談 目標設定」).
 */
export const ANCHOR_DOCUMENTS = 2000;
/** Below this share of the query's idf a document shares only a common bigram or two with it: noise, not an answer. */
export const MIN_COVERAGE = 0.15;
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
  private readonly cap: number;

  /** `postingsCap` (default `POSTINGS_CAP`) is lowered by tests, to cap a small corpus's terms as a large one's are. */
  constructor(
    private readonly index: SearchIndex,
    options: { postingsCap?: number } = {},
  ) {
    this.cap = options.postingsCap ?? POSTINGS_CAP;
  }

  async rank<Row>(manager: EntityManager, query: AnalysedQuery, request: RankRequest): Promise<Ranked<Row>> {
    const { index } = this;
    // With wholeParts a part in kana is found by the start of a reading: its `p:` term is read too.
    const startOf = (part: QueryPart) => (request.wholeParts && isReading(part.terms[0].slice(2)) ? readingStart(part.terms[0].slice(2)) : undefined);
    const starts = query.parts.map(startOf).filter((term): term is Term => term !== undefined);
    const terms = [...new Set([...query.terms.keys(), ...query.parts.flatMap((part) => part.terms), ...starts])];
    const dfRows: { term: Term; df: number }[] = await manager.query(
      `SELECT q.term, (SELECT count(*) FROM (SELECT 1 FROM ${index.postings} t WHERE t.term = q.term LIMIT ${this.cap + 1}) c)::int AS df
         FROM unnest($1::text[]) AS q(term)`,
      [terms],
    );
    const df = new Map(dfRows.map((row) => [row.term, row.df]));
    const occurs = (term: Term) => (df.get(term) ?? 0) > 0;
    const { found, unmatched, scoring, weighed } = coverage(query, occurs);
    const live = [...scoring, ...found.map(startOf)].filter((term): term is Term => term !== undefined && occurs(term));
    // A filtered list (matchAllParts) has nothing for a query with a part no document has.
    if (live.length === 0 || (request.matchAllParts && unmatched.length > 0)) return { rows: [], unmatched };

    const { n, avgdl } = await this.corpus(manager);
    // A term past the cap is in at least POSTINGS_CAP documents: its idf is taken at half the corpus (it is common).
    const idfOfTerm = (term: Term) => {
      const count = df.get(term) ?? 0;
      return idfOf(query, term, count > this.cap ? Math.max(this.cap, n / 2) : count, n);
    };
    const idf = live.map(idfOfTerm);
    const partOf = live.map((term) => found.findIndex((part) => part.terms.includes(term) || startOf(part) === term));
    // A whole match of its part: the part as a word, or a reading as the start of one (not as a word the segmenter cut out of a longer reading: はし of たかはし).
    const ofReading = live.map((_, i) => partOf[i] >= 0 && startOf(found[partOf[i]]) !== undefined);
    const isWord = live.map((term, i) => term.startsWith('p:') || (term.startsWith('w:') && !ofReading[i]));
    const bigramsOfPart = live.map((_, i) => (partOf[i] >= 0 ? new Set(found[partOf[i]].terms.filter((term) => term.startsWith('b:'))).size : 0));
    const totalIdf = weighed.reduce((sum, term) => sum + idfOfTerm(term), 0);
    const capped = live.some((term) => (df.get(term) ?? 0) > this.cap);

    const params: unknown[] = [...(request.params ?? [])];
    const at = (value: unknown) => `$${params.push(value)}`;
    const q = `SELECT unnest(${at(live)}::text[]) AS term, unnest(${at(idf)}::float8[]) AS idf, unnest(${at(partOf)}::int[]) AS part,
                      unnest(${at(isWord)}::bool[]) AS word, unnest(${at(bigramsOfPart)}::int[]) AS need, unnest(${at(ofReading)}::bool[]) AS reading`;
    const bonus = request.bonus ? request.bonus.replaceAll('$phrase', `${at(query.phrase)}::text`) : '0';
    const avg = at(avgdl);
    const bm25 = (h: string) => `sum(${h}.idf * ${h}.weight * ${K1 + 1} / (${h}.weight + ${K1} * (${1 - B} + ${B} * d.${index.lengthColumn} / ${avg}::float8)))`;
    const where = request.where ? `AND (${request.where})` : '';
    const read = `SELECT q.idf, q.part, q.word, q.need, q.reading, p.doc, p.weight FROM q
                    CROSS JOIN LATERAL (SELECT t.${index.doc} AS doc, t.weight FROM ${index.postings} t WHERE t.term = q.term
                                        ORDER BY t.weight DESC LIMIT ${this.cap}) p`;
    // Without a capped term every posting was read: the hits are complete. With one, the best candidates are scored again over all terms.
    const partsDf = found.map((_, p) => Math.max(0, ...live.filter((_, i) => partOf[i] === p).map((term) => df.get(term) ?? 0)));
    const anchor = request.matchAllParts && found.length > 1 ? partsDf.indexOf(Math.min(...partsDf)) : -1;
    // The anchor part's rarest term, its word when tied (a part's word is the part itself).
    const anchorTerm = live
      .filter((_, i) => partOf[i] === anchor)
      .sort((a, b) => (df.get(a) ?? 0) - (df.get(b) ?? 0) || Number(b.startsWith('w:')) - Number(a.startsWith('w:')))[0];
    // A function: its parameters are added only when the capped read uses it.
    const hasOthers = () =>
      found
        .map((_, p) => p)
        .filter((p) => p !== anchor)
        .map((p) => `EXISTS (SELECT 1 FROM ${index.postings} o WHERE o.${index.doc} = a.doc AND o.term = ANY(${at(live.filter((_, i) => partOf[i] === p))}::text[]))`)
        .join(' AND ');
    const candidates = () =>
      anchor >= 0
        ? `SELECT a.doc FROM (SELECT t.${index.doc} AS doc, t.weight FROM ${index.postings} t JOIN ${index.documents} d ON d.${index.id} = t.${index.doc} ${where}
                              WHERE t.term = ${at(anchorTerm)} ORDER BY t.weight DESC, t.${index.doc} LIMIT ${ANCHOR_DOCUMENTS}) a
            WHERE ${hasOthers()} ORDER BY a.weight DESC, a.doc LIMIT ${RESCORED_CANDIDATES}`
        : `SELECT r.doc FROM read r JOIN ${index.documents} d ON d.${index.id} = r.doc ${where}
            GROUP BY r.doc ORDER BY count(DISTINCT r.part) DESC, ${bm25('r')} DESC, r.doc LIMIT ${RESCORED_CANDIDATES}`;
    const hits = capped
      ? `read AS (${read}),
         candidates AS (${candidates()}),
         hits AS (SELECT q.idf, q.part, q.word, q.need, q.reading, c.doc, t.weight FROM candidates c CROSS JOIN q
                  JOIN ${index.postings} t ON t.term = q.term AND t.${index.doc} = c.doc)`
      : `hits AS (${read})`;
    const partRule = request.wholeParts ? 'bool_or(h.word) OR (NOT bool_or(h.reading) AND count(*) FILTER (WHERE NOT h.word) >= max(h.need))' : 'true';
    const sql = `
      WITH q AS (${q}),
           ${hits},
           s AS (SELECT h.doc, ${bm25('h')} AS score, sum(h.idf) / ${at(totalIdf)}::float8 AS coverage
                 FROM hits h JOIN ${index.documents} d ON d.${index.id} = h.doc ${where}
                 GROUP BY h.doc),
           ps AS (SELECT doc, count(*) AS parts FROM (SELECT h.doc FROM hits h WHERE h.part >= 0 GROUP BY h.doc, h.part HAVING ${partRule}) pp GROUP BY doc)
      SELECT ${request.columns}, ((s.score + ${bonus}) * ${request.factor ?? '1'})::float8 AS score
        FROM s JOIN ${index.documents} d ON d.${index.id} = s.doc LEFT JOIN ps ON ps.doc = s.doc
       WHERE s.coverage >= ${MIN_COVERAGE} AND coalesce(ps.parts, 0) >= ${at(request.matchAllParts ? found.length : 0)}
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
