import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { KnowledgeEntryAdded, KnowledgeEntryContent, KnowledgeEntryRevised } from '../events/knowledge-entry.events.js';
import { SaveKnowledgeEntry } from './knowledge-entry.commands.js';

export const anEntry = (overrides: Partial<KnowledgeEntryContent> = {}): KnowledgeEntryContent => ({
  bookTitle: 'ピボット',
  chapterNumber: 2,
  chapterTitle: '氷山モデルで自分を知る',
  sectionTitle: '氷山モデルの基本',
  content: '行動は氷山の一角にすぎません。',
  concepts: ['氷山モデル'],
  keywords: ['氷山', '行動'],
  practicalApplications: ['出来事を一つ選んで掘り下げる'],
  relatedTopics: ['心のブレーキ'],
  aliases: ['ひょうざんもでる'],
  contentType: 'theory',
  importance: 8,
  isActive: true,
  ...overrides,
});

export const aSave = (overrides: Partial<KnowledgeEntryContent> = {}, entryId = 'e1') =>
  new SaveKnowledgeEntry({ entryId, entry: anEntry(overrides) }, aSessionUser({ userType: 'admin', isAdmin: true }));

export const anEntryAdded = (overrides: Partial<KnowledgeEntryContent> = {}, entryId = 'e1'): KnowledgeEntryAdded => ({
  type: 'KnowledgeEntryAdded',
  data: { entryId, ...anEntry(overrides) },
});

export const anEntryRevised = (overrides: Partial<KnowledgeEntryContent> = {}, entryId = 'e1'): KnowledgeEntryRevised => ({
  type: 'KnowledgeEntryRevised',
  data: { entryId, ...anEntry(overrides) },
});
