import type { KnowledgeEntryContent } from '../events/knowledge-entry.events.js';
import { fold, termCounts, type Term } from '../../../platform/search/japanese-text.js';

/**
 * How much a match in each field counts: the titles, concepts and other spellings first, then
 * keywords, then the body (the issue: "title and concept matches first").
 */
export const FIELD_WEIGHTS = {
  sectionTitle: 3,
  concepts: 3,
  aliases: 3,
  keywords: 2,
  chapterTitle: 1,
  content: 1,
  practicalApplications: 0.5,
  relatedTopics: 0.5,
} as const satisfies Partial<Record<keyof KnowledgeEntryContent, number>>;

type Indexed = Pick<KnowledgeEntryContent, keyof typeof FIELD_WEIGHTS>;

const fieldText = (entry: Indexed, field: keyof typeof FIELD_WEIGHTS): string => {
  const value = entry[field];
  return Array.isArray(value) ? value.join('\n') : value;
};

/** An entry's terms, each weighted by where it occurs (Σ field weight × count), and their sum (the entry's length for BM25). */
export function entryTerms(entry: Indexed): { terms: Map<Term, number>; length: number } {
  const terms = new Map<Term, number>();
  let length = 0;
  for (const field of Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[]) {
    const weight = FIELD_WEIGHTS[field];
    for (const [term, count] of termCounts(fieldText(entry, field), true)) {
      terms.set(term, (terms.get(term) ?? 0) + weight * count);
      length += weight * count;
    }
  }
  return { terms, length };
}

/** The folded heading (section title, concepts, other spellings) and body, where a whole query is looked for as a phrase. */
export function foldedFields(entry: Indexed): { heading: string; body: string } {
  return {
    heading: fold([entry.sectionTitle, ...entry.concepts, ...entry.aliases].join('\n')),
    body: fold([entry.chapterTitle, entry.content, ...entry.keywords, ...entry.practicalApplications].join('\n')),
  };
}
