import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The knowledge base's entries and their search index (docs/modules/knowledge-base.md). */
export class CreateKnowledgeBaseReadModels1765400000000 implements MigrationInterface {
  name = 'CreateKnowledgeBaseReadModels1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE knowledge_entries (
        id                      text PRIMARY KEY,
        book_title              text NOT NULL,
        chapter_number          integer NOT NULL,
        chapter_title           text NOT NULL,
        section_title           text NOT NULL,
        content                 text NOT NULL,
        concepts                jsonb NOT NULL,
        keywords                jsonb NOT NULL,
        practical_applications  jsonb NOT NULL,
        related_topics          jsonb NOT NULL,
        aliases                 jsonb NOT NULL,
        content_type            text NOT NULL,
        importance              integer NOT NULL,
        is_active               boolean NOT NULL,
        heading_folded          text NOT NULL,
        body_folded             text NOT NULL,
        term_length             real NOT NULL,
        created_at              timestamptz NOT NULL,
        updated_at              timestamptz NOT NULL,
        revision                integer NOT NULL
      )`);
    await q.query(`CREATE INDEX knowledge_entries_book_idx ON knowledge_entries (book_title, chapter_number, section_title)`);
    await q.query(`
      CREATE TABLE knowledge_terms (
        term      text NOT NULL,
        entry_id  text NOT NULL,
        weight    real NOT NULL,
        PRIMARY KEY (term, entry_id)
      )`);
    await q.query(`CREATE INDEX knowledge_terms_entry_idx ON knowledge_terms (entry_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS knowledge_terms`);
    await q.query(`DROP TABLE IF EXISTS knowledge_entries`);
  }
}
