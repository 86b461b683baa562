import { SchemaMigration, t, table, versioned } from '../../../platform/database/schema.js';

/** The knowledge base's entries and their search index (docs/modules/knowledge-base.md). */
export class CreateKnowledgeBaseReadModels1765400000000 extends SchemaMigration {
  name = 'CreateKnowledgeBaseReadModels1765400000000';
  protected readonly tables = [
    table('knowledge_entries', {
      id: t.id, book_title: t.text, chapter_number: t.integer, chapter_title: t.text, section_title: t.text, content: t.text,
      concepts: t.jsonb, keywords: t.jsonb, practical_applications: t.jsonb, related_topics: t.jsonb, aliases: t.jsonb,
      content_type: t.text, importance: t.integer, is_active: t.boolean, heading_folded: t.text, body_folded: t.text, term_length: t.real,
      ...versioned,
    }, { indexes: [{ on: 'book_title, chapter_number, section_title', as: 'book' }] }),
    table(
      'knowledge_terms',
      { term: t.text, entry_id: t.text, weight: t.real },
      { primaryKey: 'term, entry_id', indexes: [{ on: 'entry_id' }] },
    ),
  ];
}
