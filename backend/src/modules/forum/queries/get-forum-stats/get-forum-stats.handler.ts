import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForumReader } from '../forum-reader.js';
import { GetForumStatsQuery } from './get-forum-stats.query.js';

@QueryHandler(GetForumStatsQuery)
export class GetForumStatsQueryHandler implements IQueryHandler<GetForumStatsQuery> {
  constructor(private readonly forum: ForumReader) {}

  execute(_query: GetForumStatsQuery) {
    return this.forum.stats();
  }
}
