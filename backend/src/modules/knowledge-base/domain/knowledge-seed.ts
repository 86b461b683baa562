import type { KnowledgeEntryContent } from '../events/knowledge-entry.events.js';
import seed from './knowledge-seed.json' with { type: 'json' };

/**
 * The book data that `POST /api/knowledge-base/seed` loads: original summaries of the two books'
 * concepts, written for this product (no quotations). The ids are fixed, so loading twice adds
 * nothing, and an entry whose text changed here is revised, not duplicated. The book titles are
 * those of `frontend/src/shared/content/books.ts`; the worksheets named are the companion site's.
 * The entries are data, kept in `knowledge-seed.json` next to this file (tsc copies it to `dist`).
 */
export const PIVOT = 'ピボット';
export const OWNERSHIP = '全員経営';

export interface SeedEntry extends Omit<KnowledgeEntryContent, 'isActive' | 'aliases' | 'relatedTopics' | 'practicalApplications'> {
  id: string;
  aliases?: string[];
  relatedTopics?: string[];
  practicalApplications?: string[];
}

export const KNOWLEDGE_SEED: readonly SeedEntry[] = seed as readonly SeedEntry[];

/** A seed entry as the command saves it. */
export function seedContent(entry: SeedEntry): KnowledgeEntryContent {
  const { id: _id, ...rest } = entry;
  return {
    ...rest,
    aliases: entry.aliases ?? [],
    relatedTopics: entry.relatedTopics ?? [],
    practicalApplications: entry.practicalApplications ?? [],
    isActive: true,
  };
}
