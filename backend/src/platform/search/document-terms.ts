import { t, table, type TableDefinition } from '../database/schema.js';
import { readingStarts, termCounts, type Term } from './japanese-text.js';

/** One field of a document to index: its text, how much a match in it counts, and whether its kanji readings are indexed too. */
export interface IndexedField {
  text: string;
  weight: number;
  readings?: boolean;
  /**
   * The starts of its runs' readings are indexed too (`p:` terms, `readingStarts`): a search with
   * `wholeParts` (ranking.ts) finds a reading typed in part from its start only (やま finds やまだ,
   * not こやま). They are not counted in the document's length.
   */
  readingStarts?: boolean;
}

/** A document's terms, each weighted by where it occurs (Σ field weight × count), and their sum (its length for BM25). */
export function documentTerms(fields: readonly IndexedField[]): { terms: Map<Term, number>; length: number } {
  const terms = new Map<Term, number>();
  let length = 0;
  for (const { text, weight, readings, readingStarts: starts } of fields) {
    for (const [term, count] of termCounts(text, readings ?? false)) {
      terms.set(term, (terms.get(term) ?? 0) + weight * count);
      length += weight * count;
    }
    if (starts) for (const term of readingStarts(text)) terms.set(term, (terms.get(term) ?? 0) + weight);
  }
  return { terms, length };
}

/**
 * The two tables of a module's search index (ranking.ts): `<name>_documents` (id, Σ term weights,
 * the stream revision last indexed) and `<name>_terms` (term, document, weight), its postings
 * readable heaviest first per term.
 */
export function searchIndexTables(name: string): TableDefinition[] {
  return [
    table(`${name}_documents`, { id: t.id, term_length: t.real, revision: t.integer }),
    table(
      `${name}_terms`,
      { term: t.text, doc_id: t.text, weight: t.real },
      { primaryKey: 'term, doc_id', indexes: [{ on: 'doc_id' }, { on: 'term, weight DESC, doc_id', as: 'heaviest' }] },
    ),
  ];
}

/** The `SearchIndex` (ranking.ts) of tables made by `searchIndexTables(name)`. */
export const searchIndexOf = (name: string) => ({
  documents: `${name}_documents`,
  id: 'id',
  lengthColumn: 'term_length',
  postings: `${name}_terms`,
  doc: 'doc_id',
});

/** Statements a projection writes an index with (a RowWriter's `query`, or an EntityManager's). */
type Run = (sql: string, parameters?: readonly unknown[]) => Promise<unknown>;

/**
 * Replaces a document's terms in an index made by `searchIndexTables(name)`, unless the index
 * already holds a later revision of it (a redelivered older event changes nothing). Answers
 * whether it wrote.
 */
export async function indexDocument(run: Run, name: string, id: string, revision: number, fields: readonly IndexedField[]): Promise<boolean> {
  const { terms, length } = documentTerms(fields);
  const written = (await run(
    `INSERT INTO ${name}_documents (id, term_length, revision) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET term_length = EXCLUDED.term_length, revision = EXCLUDED.revision WHERE ${name}_documents.revision <= EXCLUDED.revision
     RETURNING id`,
    [id, length, revision],
  )) as unknown[];
  if (written.length === 0) return false;
  await run(`DELETE FROM ${name}_terms WHERE doc_id = $1`, [id]);
  await run(`INSERT INTO ${name}_terms (term, doc_id, weight) SELECT unnest($1::text[]), $2, unnest($3::real[])`, [[...terms.keys()], id, [...terms.values()]]);
  return true;
}

/** Removes a document and its terms from an index made by `searchIndexTables(name)`. */
export async function unindexDocument(run: Run, name: string, id: string): Promise<void> {
  await run(`DELETE FROM ${name}_terms WHERE doc_id = $1`, [id]);
  await run(`DELETE FROM ${name}_documents WHERE id = $1`, [id]);
}
