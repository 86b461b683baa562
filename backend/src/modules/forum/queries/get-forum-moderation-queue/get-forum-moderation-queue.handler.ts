import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForumReader } from '../forum-reader.js';
import { GetForumModerationQueueQuery } from './get-forum-moderation-queue.query.js';

@QueryHandler(GetForumModerationQueueQuery)
export class GetForumModerationQueueQueryHandler implements IQueryHandler<GetForumModerationQueueQuery> {
  constructor(private readonly forum: ForumReader) {}

  execute(_query: GetForumModerationQueueQuery) {
    return this.forum.moderationQueue();
  }
}
