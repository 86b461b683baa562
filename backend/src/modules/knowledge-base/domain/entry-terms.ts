import type { KnowledgeEntryContent } from '../events/knowledge-entry.events.js';
import { fold, type Term } from '../../../platform/search/japanese-text.js';
import { documentTerms } from '../../../platform/search/document-terms.js';

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

/** An entry's terms, each weighted by where it occurs (Σ field weight × count), readings included, and their sum (the entry's length for BM25). */
export function entryTerms(entry: Indexed): { terms: Map<Term, number>; length: number } {
  return documentTerms(
    (Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[]).map((field) => ({ text: fieldText(entry, field), weight: FIELD_WEIGHTS[field], readings: true })),
  );
}

/** The folded heading (section title, concepts, other spellings) and body, where a whole query is looked for as a phrase. */
export function foldedFields(entry: Indexed): { heading: string; body: string } {
  return {
    heading: fold([entry.sectionTitle, ...entry.concepts, ...entry.aliases].join('\n')),
    body: fold([entry.chapterTitle, entry.content, ...entry.keywords, ...entry.practicalApplications].join('\n')),
  };
}
