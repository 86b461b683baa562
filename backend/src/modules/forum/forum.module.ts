import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { UsersModule } from '../users/index.js';
import { AddForumEdits1767400000000 } from './migrations/1767400000000-add-forum-edits.js';
import { GetForumRevisionsQueryHandler } from './queries/get-forum-revisions/get-forum-revisions.handler.js';
import { FORUM_POST_COMMAND_HANDLERS } from './commands/forum-post.handlers.js';
import { FORUM_POST_EVENT_SCHEMAS } from './events/forum-post.events.js';
import { ForumController } from './http/forum.controller.js';
import { CreateForumReadModels1765100100000 } from './migrations/1765100100000-create-forum-read-models.js';
import { AddForumModeration1765200150000 } from './migrations/1765200150000-add-forum-moderation.js';
import { GetForumModerationLogQueryHandler } from './queries/get-forum-moderation-log/get-forum-moderation-log.handler.js';
import { GetForumModerationQueueQueryHandler } from './queries/get-forum-moderation-queue/get-forum-moderation-queue.handler.js';
import { ListMyForumNoticesQueryHandler } from './queries/list-my-forum-notices/list-my-forum-notices.handler.js';
import { ListMyForumReportsQueryHandler } from './queries/list-my-forum-reports/list-my-forum-reports.handler.js';
import { ForumBoardProjection } from './projections/forum-board/forum-board.projection.js';
import { FORUM_READ_MODELS } from './projections/forum-board/forum-board.read-model.js';
import { ForumReader } from './queries/forum-reader.js';
import { ForumSearch } from './queries/forum-search.js';
import { ForumSearchProjection } from './projections/forum-search/forum-search.projection.js';
import { CreateForumSearchIndex1767630100000 } from './migrations/1767630100000-create-forum-search-index.js';
import { GetForumPostQueryHandler } from './queries/get-forum-post/get-forum-post.handler.js';
import { GetForumStatsQueryHandler } from './queries/get-forum-stats/get-forum-stats.handler.js';
import { ListForumPostsQueryHandler } from './queries/list-forum-posts/list-forum-posts.handler.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { forumPostDecider, forumPostStream } from './domain/forum-post.js';

/** The community forum (stream `forum-post-<id>`). */
@Module({
  imports: [EventStoreModule.forFeature(FORUM_POST_EVENT_SCHEMAS, [streamFolder(forumPostStream, forumPostDecider)]), TypeOrmModule.forFeature(FORUM_READ_MODELS), UsersModule],
  controllers: [ForumController],
  providers: [
    ...FORUM_POST_COMMAND_HANDLERS,
    GetForumRevisionsQueryHandler,
    ForumReader,
    ListForumPostsQueryHandler,
    GetForumPostQueryHandler,
    GetForumStatsQueryHandler,
    ListMyForumReportsQueryHandler,
    ListMyForumNoticesQueryHandler,
    GetForumModerationQueueQueryHandler,
    GetForumModerationLogQueryHandler,
    ForumBoardProjection,
    ForumSearch,
    ForumSearchProjection,
  ],
  exports: [ForumSearch],
})
export class ForumModule {
  static readonly migrations = [CreateForumReadModels1765100100000, AddForumModeration1765200150000, AddForumEdits1767400000000, CreateForumSearchIndex1767630100000];
}
