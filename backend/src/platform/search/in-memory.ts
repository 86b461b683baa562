import { documentTerms, type IndexedField } from './document-terms.js';
import type { Term } from './japanese-text.js';
import { coverage, idfOf, type AnalysedQuery } from './query.js';
import { B, K1, MIN_COVERAGE } from './ranking.js';

/** A document of a small catalogue ranked per request: its id, its revision (a cached index is reused until it changes) and its fields. */
export interface CatalogueDocument<T> {
  id: string;
  revision: number;
  fields: readonly IndexedField[];
  item: T;
}

/** Indexed documents kept per catalogue (their terms are computed once per revision: readings cost ~1 ms a sentence). */
const CACHE_SIZE = 5000;

/**
 * The same ranking as `RankedSearch` (BM25 over words, bigrams and readings; unmatched parts
 * reported; every found part required when asked) over a catalogue small enough to be read
 * whole per request (community events, learning contents: hundreds of documents, already
 * filtered by what the reader may open). Each document's terms are cached by id and revision.
 */
export class CatalogueSearch {
  private readonly cache = new Map<string, { revision: number; terms: Map<Term, number>; length: number }>();

  rank<T>(query: AnalysedQuery, documents: readonly CatalogueDocument<T>[], options: { limit: number; matchAllParts?: boolean }): { hits: { item: T; score: number }[]; unmatched: string[] } {
    const indexed = documents.map((doc) => ({ doc, ...this.terms(doc) }));
    const df = new Map<Term, number>();
    for (const { terms } of indexed) for (const term of terms.keys()) if (query.terms.has(term) || query.parts.some((p) => p.terms.includes(term))) df.set(term, (df.get(term) ?? 0) + 1);
    const { found, unmatched, scoring, weighed } = coverage(query, (term) => (df.get(term) ?? 0) > 0);
    if (options.matchAllParts && unmatched.length > 0) return { hits: [], unmatched };
    const n = Math.max(indexed.length, 1);
    const avgdl = indexed.reduce((sum, doc) => sum + doc.length, 0) / n || 1;
    const idf = new Map(scoring.map((term) => [term, idfOf(query, term, df.get(term) ?? 0, n)]));
    const total = weighed.reduce((sum, term) => sum + idf.get(term)!, 0) || 1;
    const hits: { item: T; score: number }[] = [];
    for (const { doc, terms, length } of indexed) {
      let score = 0;
      let covered = 0;
      const parts = new Set<number>();
      for (const term of scoring) {
        const weight = terms.get(term);
        if (!weight) continue;
        const i = idf.get(term)!;
        score += (i * weight * (K1 + 1)) / (weight + K1 * (1 - B + (B * length) / avgdl));
        covered += i;
        const part = found.findIndex((p) => p.terms.includes(term));
        if (part >= 0) parts.add(part);
      }
      if (score <= 0 || covered / total < MIN_COVERAGE || (options.matchAllParts && parts.size < found.length)) continue;
      hits.push({ item: doc.item, score: Math.round(score * 1000) / 1000 });
    }
    hits.sort((a, b) => b.score - a.score);
    return { hits: hits.slice(0, options.limit), unmatched };
  }

  private terms(doc: CatalogueDocument<unknown>) {
    const cached = this.cache.get(doc.id);
    if (cached && cached.revision === doc.revision) return cached;
    const entry = { revision: doc.revision, ...documentTerms(doc.fields) };
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(doc.id, entry);
    return entry;
  }
}
