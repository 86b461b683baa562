import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import { KNOWLEDGE_CONTENT_TYPES, type KnowledgeEntryContent, type KnowledgeEntryEvent } from '../events/knowledge-entry.events.js';
import type { KnowledgeEntryCommand } from './knowledge-entry.commands.js';
import { KnowledgeValidationError } from './knowledge-entry.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** One entry of the knowledge base. Stream `knowledge-entry-<entryId>`. */
export const knowledgeEntryStream = streamCategory('knowledge-entry');

export type KnowledgeEntryState = { status: 'empty' } | { status: 'written'; entry: KnowledgeEntryContent };

export const KNOWLEDGE_LIMITS = { title: 200, content: 10_000, listItem: 200, listLength: 30 } as const;

function text(value: string, field: string, label: string, max: number, required = true): string {
  const trimmed = value.normalize('NFC').trim();
  if (required && trimmed.length === 0) throw new KnowledgeValidationError('REQUIRED', field, `${label}は必須です`);
  if (trimmed.length > max) throw new KnowledgeValidationError('TOO_LONG', field, `${label}は${max}文字以内で入力してください`);
  return trimmed;
}

function list(values: string[], field: string, label: string): string[] {
  const items = [...new Set(values.map((value) => value.normalize('NFC').trim()).filter((value) => value.length > 0))];
  if (items.length > KNOWLEDGE_LIMITS.listLength) {
    throw new KnowledgeValidationError('TOO_MANY', field, `${label}は${KNOWLEDGE_LIMITS.listLength}件以内で入力してください`);
  }
  if (items.some((item) => item.length > KNOWLEDGE_LIMITS.listItem)) {
    throw new KnowledgeValidationError('TOO_LONG', field, `${label}は1件${KNOWLEDGE_LIMITS.listItem}文字以内で入力してください`);
  }
  return items;
}

/** The entry as it is stored: trimmed, lists without blanks or repeats; throws on a broken rule. */
export function validEntry(entry: KnowledgeEntryContent): KnowledgeEntryContent {
  if (!Number.isInteger(entry.chapterNumber) || entry.chapterNumber < 0 || entry.chapterNumber > 99) {
    throw new KnowledgeValidationError('INVALID_CHAPTER', 'chapterNumber', '章番号は0から99の整数で入力してください');
  }
  if (!Number.isInteger(entry.importance) || entry.importance < 1 || entry.importance > 10) {
    throw new KnowledgeValidationError('INVALID_IMPORTANCE', 'importance', '重要度は1から10の整数で入力してください');
  }
  if (!(KNOWLEDGE_CONTENT_TYPES as readonly string[]).includes(entry.contentType)) {
    throw new KnowledgeValidationError('INVALID_CONTENT_TYPE', 'contentType', '種類は theory、practice、case_study、exercise のいずれかです');
  }
  return {
    bookTitle: text(entry.bookTitle, 'bookTitle', '書籍名', KNOWLEDGE_LIMITS.title),
    chapterNumber: entry.chapterNumber,
    chapterTitle: text(entry.chapterTitle, 'chapterTitle', '章タイトル', KNOWLEDGE_LIMITS.title),
    sectionTitle: text(entry.sectionTitle, 'sectionTitle', '節タイトル', KNOWLEDGE_LIMITS.title),
    content: text(entry.content, 'content', '本文', KNOWLEDGE_LIMITS.content),
    concepts: list(entry.concepts, 'concepts', '概念'),
    keywords: list(entry.keywords, 'keywords', 'キーワード'),
    practicalApplications: list(entry.practicalApplications, 'practicalApplications', '実践のヒント'),
    relatedTopics: list(entry.relatedTopics, 'relatedTopics', '関連トピック'),
    aliases: list(entry.aliases, 'aliases', '別表記'),
    contentType: entry.contentType,
    importance: entry.importance,
    isActive: entry.isActive,
  };
}

/** Field by field: a stored event's keys come back in jsonb's order, not the order written. */
function same(a: KnowledgeEntryContent, b: KnowledgeEntryContent): boolean {
  return (Object.keys(b) as (keyof KnowledgeEntryContent)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

function decide(command: KnowledgeEntryCommand, state: KnowledgeEntryState): KnowledgeEntryEvent[] {
  switch (command.type) {
    case 'SaveKnowledgeEntry': {
      const entry = validEntry(command.data.entry);
      const data = { entryId: command.data.entryId, ...entry };
      if (state.status === 'empty') return [{ type: 'KnowledgeEntryAdded', data }];
      if (same(state.entry, entry)) return [];
      return [{ type: 'KnowledgeEntryRevised', data }];
    }
    default:
      return assertNever(command.type);
  }
}

function evolve(state: KnowledgeEntryState, event: KnowledgeEntryEvent): KnowledgeEntryState {
  switch (event.type) {
    case 'KnowledgeEntryAdded':
    case 'KnowledgeEntryRevised': {
      const d = event.data;
      const entry: KnowledgeEntryContent = {
        bookTitle: d.bookTitle,
        chapterNumber: d.chapterNumber,
        chapterTitle: d.chapterTitle,
        sectionTitle: d.sectionTitle,
        content: d.content,
        concepts: d.concepts,
        keywords: d.keywords,
        practicalApplications: d.practicalApplications,
        relatedTopics: d.relatedTopics,
        aliases: d.aliases,
        contentType: d.contentType,
        importance: d.importance,
        isActive: d.isActive,
      };
      return { status: 'written', entry };
    }
    default:
      return assertNever(event);
  }
}

export const knowledgeEntryDecider: Decider<KnowledgeEntryState, KnowledgeEntryCommand, KnowledgeEntryEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
