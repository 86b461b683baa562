import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { KNOWLEDGE_ENTRY_COMMAND_HANDLERS } from './commands/knowledge-entry.handlers.js';
import { SeedKnowledgeBaseHandler } from './commands/seed-knowledge-base/seed-knowledge-base.handler.js';
import { KNOWLEDGE_ENTRY_EVENT_SCHEMAS } from './events/knowledge-entry.events.js';
import { KnowledgeBaseController } from './http/knowledge-base.controller.js';
import { CreateKnowledgeBaseReadModels1765400000000 } from './migrations/1765400000000-create-knowledge-base-read-models.js';
import { IndexKnowledgeTermsByWeight1767630000000 } from './migrations/1767630000000-index-knowledge-terms-by-weight.js';
import { KnowledgeEntriesProjection } from './projections/knowledge-entries/knowledge-entries.projection.js';
import { KNOWLEDGE_READ_MODELS } from './projections/knowledge-entries/knowledge-entries.read-model.js';
import { GetKnowledgeEntryHandler } from './queries/get-knowledge-entry/get-knowledge-entry.handler.js';
import { ListKnowledgeEntriesHandler } from './queries/list-knowledge-entries/list-knowledge-entries.handler.js';
import { SearchKnowledgeHandler } from './queries/search-knowledge/search-knowledge.handler.js';
import { KnowledgeSearch } from './search/knowledge-search.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { knowledgeEntryDecider, knowledgeEntryStream } from './domain/knowledge-entry.js';

/** The knowledge base: the books' entries, their Japanese search, and the book data an admin loads. */
@Module({
  imports: [EventStoreModule.forFeature(KNOWLEDGE_ENTRY_EVENT_SCHEMAS, [streamFolder(knowledgeEntryStream, knowledgeEntryDecider)]), TypeOrmModule.forFeature(KNOWLEDGE_READ_MODELS)],
  controllers: [KnowledgeBaseController],
  providers: [
    ...KNOWLEDGE_ENTRY_COMMAND_HANDLERS,
    SeedKnowledgeBaseHandler,
    ListKnowledgeEntriesHandler,
    GetKnowledgeEntryHandler,
    SearchKnowledgeHandler,
    KnowledgeSearch,
    KnowledgeEntriesProjection,
  ],
  exports: [KnowledgeSearch],
})
export class KnowledgeBaseModule {
  static readonly migrations = [CreateKnowledgeBaseReadModels1765400000000, IndexKnowledgeTermsByWeight1767630000000];
}
