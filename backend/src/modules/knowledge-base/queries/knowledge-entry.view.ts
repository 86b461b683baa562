import type { KnowledgeContentType } from '../events/knowledge-entry.events.js';
import type { KnowledgeEntryRow } from '../projections/knowledge-entries/knowledge-entries.read-model.js';

export interface KnowledgeEntryView
  extends Pick<
    KnowledgeEntryRow,
    | 'id'
    | 'bookTitle'
    | 'chapterNumber'
    | 'chapterTitle'
    | 'sectionTitle'
    | 'content'
    | 'concepts'
    | 'keywords'
    | 'practicalApplications'
    | 'relatedTopics'
    | 'aliases'
    | 'importance'
    | 'isActive'
    | 'updatedAt'
    | 'revision'
  > {
  contentType: KnowledgeContentType;
}

export const KNOWLEDGE_ENTRY_COLUMNS = `id, book_title AS "bookTitle", chapter_number AS "chapterNumber", chapter_title AS "chapterTitle",
  section_title AS "sectionTitle", content, concepts, keywords, practical_applications AS "practicalApplications",
  related_topics AS "relatedTopics", aliases, content_type AS "contentType", importance, is_active AS "isActive",
  updated_at AS "updatedAt", revision`;
