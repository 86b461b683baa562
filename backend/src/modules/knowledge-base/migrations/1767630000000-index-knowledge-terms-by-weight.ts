import { SchemaMigration } from '../../../platform/database/schema.js';

/** Each term's postings heaviest first: a search reads at most the first POSTINGS_CAP of a common term (platform/search/ranking.ts). */
export class IndexKnowledgeTermsByWeight1767630000000 extends SchemaMigration {
  name = 'IndexKnowledgeTermsByWeight1767630000000';
  protected readonly indexes = { knowledge_terms: [{ on: 'term, weight DESC, entry_id', as: 'heaviest' }] };
}
