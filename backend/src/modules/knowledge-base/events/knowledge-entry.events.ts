import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

export const KNOWLEDGE_CONTENT_TYPES = ['theory', 'practice', 'case_study', 'exercise'] as const;
export type KnowledgeContentType = (typeof KNOWLEDGE_CONTENT_TYPES)[number];

/** What an entry says (spec part 2 §3 "Knowledge entry"), whole in every event: the read model is the last one. */
export interface KnowledgeEntryContent {
  bookTitle: string;
  chapterNumber: number;
  chapterTitle: string;
  sectionTitle: string;
  content: string;
  concepts: string[];
  keywords: string[];
  practicalApplications: string[];
  relatedTopics: string[];
  /** Readings and other spellings a reader may search by (とうじしゃいしき, メンタルブレーキ); shown in the detail. */
  aliases: string[];
  contentType: KnowledgeContentType;
  /** 1..10, shown as n/10. */
  importance: number;
  isActive: boolean;
}

/** An entry was written. Starts the stream `knowledge-entry-<entryId>`. No personal data. */
export type KnowledgeEntryAdded = DomainEvent<'KnowledgeEntryAdded', { entryId: string } & KnowledgeEntryContent>;

/** An entry was rewritten (the seed changed, or an admin edited it): the whole new content. */
export type KnowledgeEntryRevised = DomainEvent<'KnowledgeEntryRevised', { entryId: string } & KnowledgeEntryContent>;

export type KnowledgeEntryEvent = KnowledgeEntryAdded | KnowledgeEntryRevised;

export const KNOWLEDGE_ENTRY_EVENT_SCHEMAS = eventSchemas<KnowledgeEntryEvent>({
  KnowledgeEntryAdded: 1,
  KnowledgeEntryRevised: 1,
});
