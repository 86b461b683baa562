// The knowledge base's public surface: the module, its events, the seed command, and the search
// the AI coach grounds its answers in (`KnowledgeSearch.search(query, { limit })`; import
// KnowledgeBaseModule to inject it).
export { KnowledgeBaseModule } from './knowledge-base.module.js';
export { KnowledgeSearch, type KnowledgePassage, type SearchOptions } from './search/knowledge-search.js';
export { SeedKnowledgeBase, type SeedResult } from './domain/knowledge-entry.commands.js';
export type { KnowledgeEntryEvent, KnowledgeEntryAdded, KnowledgeEntryRevised } from './events/knowledge-entry.events.js';
