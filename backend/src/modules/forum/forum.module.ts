import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { UsersModule } from '../users/index.js';
import { CreateForumPostHandler } from './commands/create-forum-post/create-forum-post.handler.js';
import { LikeForumPostHandler } from './commands/like-forum-post/like-forum-post.handler.js';
import { PinForumPostHandler } from './commands/pin-forum-post/pin-forum-post.handler.js';
import { RecordForumPostViewHandler } from './commands/record-forum-post-view/record-forum-post-view.handler.js';
import { ReplyToForumPostHandler } from './commands/reply-to-forum-post/reply-to-forum-post.handler.js';
import { FORUM_POST_EVENT_SCHEMAS } from './events/forum-post.events.js';
import { ForumController } from './http/forum.controller.js';
import { CreateForumReadModels1765100100000 } from './migrations/1765100100000-create-forum-read-models.js';
import { ForumBoardProjection } from './projections/forum-board/forum-board.projection.js';
import { FORUM_READ_MODELS } from './projections/forum-board/forum-board.read-model.js';
import { ForumReader } from './queries/forum-reader.js';
import { GetForumPostQueryHandler } from './queries/get-forum-post/get-forum-post.handler.js';
import { GetForumStatsQueryHandler } from './queries/get-forum-stats/get-forum-stats.handler.js';
import { ListForumPostsQueryHandler } from './queries/list-forum-posts/list-forum-posts.handler.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { forumPostDecider } from './domain/forum-post.js';

/** The community forum (stream `forum-post-<id>`). */
@Module({
  imports: [EventStoreModule.forFeature(FORUM_POST_EVENT_SCHEMAS, [streamFolder('forum-post', forumPostDecider)]), TypeOrmModule.forFeature(FORUM_READ_MODELS), UsersModule],
  controllers: [ForumController],
  providers: [
    CreateForumPostHandler,
    ReplyToForumPostHandler,
    LikeForumPostHandler,
    RecordForumPostViewHandler,
    PinForumPostHandler,
    ForumReader,
    ListForumPostsQueryHandler,
    GetForumPostQueryHandler,
    GetForumStatsQueryHandler,
    ForumBoardProjection,
  ],
})
export class ForumModule {
  static readonly migrations = [CreateForumReadModels1765100100000];
}
