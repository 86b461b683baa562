import { Module } from '@nestjs/common';
import { CommunityEventsModule } from '../community-events/index.js';
import { ForumModule } from '../forum/index.js';
import { KnowledgeBaseModule } from '../knowledge-base/index.js';
import { LearningModule } from '../learning/index.js';
import { OrganizationModule } from '../organization/index.js';
import { GlobalSearch } from './global-search.js';
import { SearchController } from './http/search.controller.js';

/** The global search: asks each searchable module, answers in one list (docs/modules/search.md). Owns no data. */
@Module({
  imports: [KnowledgeBaseModule, ForumModule, CommunityEventsModule, LearningModule, OrganizationModule],
  controllers: [SearchController],
  providers: [GlobalSearch],
})
export class SearchModule {}
