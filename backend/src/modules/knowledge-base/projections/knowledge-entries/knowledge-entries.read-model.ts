import { Column, Entity, PrimaryColumn } from 'typeorm';

// Written only by KnowledgeEntriesProjection; created by the migration 1765400000000.

@Entity({ name: 'knowledge_entries' })
export class KnowledgeEntryRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'book_title', type: 'text' }) bookTitle: string;
  @Column({ name: 'chapter_number', type: 'integer' }) chapterNumber: number;
  @Column({ name: 'chapter_title', type: 'text' }) chapterTitle: string;
  @Column({ name: 'section_title', type: 'text' }) sectionTitle: string;
  @Column({ type: 'text' }) content: string;
  @Column({ type: 'jsonb' }) concepts: string[];
  @Column({ type: 'jsonb' }) keywords: string[];
  @Column({ name: 'practical_applications', type: 'jsonb' }) practicalApplications: string[];
  @Column({ name: 'related_topics', type: 'jsonb' }) relatedTopics: string[];
  @Column({ type: 'jsonb' }) aliases: string[];
  @Column({ name: 'content_type', type: 'text' }) contentType: string;
  @Column({ type: 'integer' }) importance: number;
  @Column({ name: 'is_active', type: 'boolean' }) isActive: boolean;
  /** Section title, concepts and other spellings, folded (platform/search/japanese-text.ts): where a whole query counts most. */
  @Column({ name: 'heading_folded', type: 'text' }) headingFolded: string;
  @Column({ name: 'body_folded', type: 'text' }) bodyFolded: string;
  /** Σ of the entry's term weights: its length for BM25. */
  @Column({ name: 'term_length', type: 'real' }) termLength: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  @Column({ type: 'integer' }) revision: number;
}

/** The inverted index: one row per (term, entry) with the term's field-weighted count in the entry. */
@Entity({ name: 'knowledge_terms' })
export class KnowledgeTermRow {
  @PrimaryColumn({ type: 'text' }) term: string;
  @PrimaryColumn({ name: 'entry_id', type: 'text' }) entryId: string;
  @Column({ type: 'real' }) weight: number;
}

export const KNOWLEDGE_READ_MODELS = [KnowledgeEntryRow, KnowledgeTermRow];
