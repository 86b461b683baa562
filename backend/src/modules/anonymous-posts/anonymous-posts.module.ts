import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { UsersModule } from '../users/index.js';
import { ANONYMOUS_POST_COMMAND_HANDLERS } from './commands/anonymous-post.handlers.js';
import { loadAnonymityKey } from './commands/anonymity-key.js';
import { AnonymousWriteMixer } from './commands/anonymous-write-mixer.js';
import { ANONYMITY_KEY, OwnershipProofs } from './commands/ownership-proofs.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { ANONYMOUS_POST_EVENT_SCHEMAS } from './events/anonymous-post.events.js';
import { AnonymousPostsController } from './http/anonymous-posts.controller.js';
import { CreateAnonymousPostReadModels1765100000000 } from './migrations/1765100000000-create-anonymous-post-read-models.js';
import { AnonymousBoardProjection } from './projections/anonymous-board/anonymous-board.projection.js';
import { ANONYMOUS_POST_READ_MODELS } from './projections/anonymous-board/anonymous-board.read-model.js';
import { AnonymousBoardReader } from './queries/anonymous-board-reader.js';
import { GetAnonymousPostQueryHandler } from './queries/get-anonymous-post/get-anonymous-post.handler.js';
import { GetModerationLogQueryHandler } from './queries/get-moderation-log/get-moderation-log.handler.js';
import { GetModerationQueueQueryHandler } from './queries/get-moderation-queue/get-moderation-queue.handler.js';
import { ListAnonymousPostsQueryHandler } from './queries/list-anonymous-posts/list-anonymous-posts.handler.js';
import { ListMyAnonymousNoticesQueryHandler } from './queries/list-my-anonymous-notices/list-my-anonymous-notices.handler.js';
import { ListMyAnonymousReportsQueryHandler } from './queries/list-my-anonymous-reports/list-my-anonymous-reports.handler.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';
import { anonymousPostDecider, anonymousPostStateShown, anonymousPostStream } from './domain/anonymous-post.js';
import { SECRET_PLACEHOLDER } from '../../platform/event-store/event-schemas.js';

/**
 * 心の叫び: anonymous posts (stream `anonymous-post-<id>`) and their moderation. Its routes are
 * unattributed requests (platform/http/unattributed-requests.ts): no user in their context or
 * log lines, their session never written (decision 0057).
 */
@Module({
  imports: [EventStoreModule.forFeature(ANONYMOUS_POST_EVENT_SCHEMAS, [streamFolder(anonymousPostStream, anonymousPostDecider, (state) => anonymousPostStateShown(state, SECRET_PLACEHOLDER))]), TypeOrmModule.forFeature(ANONYMOUS_POST_READ_MODELS), UsersModule],
  controllers: [AnonymousPostsController],
  providers: [
    { provide: ANONYMITY_KEY, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadAnonymityKey(config) },
    OwnershipProofs,
    AnonymousWriteMixer,
    ...ANONYMOUS_POST_COMMAND_HANDLERS,
    AnonymousBoardReader,
    ListAnonymousPostsQueryHandler,
    GetAnonymousPostQueryHandler,
    ListMyAnonymousReportsQueryHandler,
    ListMyAnonymousNoticesQueryHandler,
    GetModerationQueueQueryHandler,
    GetModerationLogQueryHandler,
    AnonymousBoardProjection,
  ],
  // Notifications tell an anonymous post's author of replies and supports by its owner proof (decision 0082).
  exports: [OwnershipProofs],
})
export class AnonymousPostsModule {
  static readonly migrations = [CreateAnonymousPostReadModels1765100000000];
}
