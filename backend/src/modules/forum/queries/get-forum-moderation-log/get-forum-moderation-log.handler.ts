import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForumReader } from '../forum-reader.js';
import { GetForumModerationLogQuery } from './get-forum-moderation-log.query.js';

@QueryHandler(GetForumModerationLogQuery)
export class GetForumModerationLogQueryHandler implements IQueryHandler<GetForumModerationLogQuery> {
  constructor(private readonly forum: ForumReader) {}

  execute(_query: GetForumModerationLogQuery) {
    return this.forum.moderationLog();
  }
}
