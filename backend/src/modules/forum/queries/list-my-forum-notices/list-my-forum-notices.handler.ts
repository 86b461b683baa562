import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForumReader } from '../forum-reader.js';
import { ListMyForumNoticesQuery } from './list-my-forum-notices.query.js';

@QueryHandler(ListMyForumNoticesQuery)
export class ListMyForumNoticesQueryHandler implements IQueryHandler<ListMyForumNoticesQuery> {
  constructor(private readonly forum: ForumReader) {}

  execute(query: ListMyForumNoticesQuery) {
    return this.forum.myNotices(query.reader);
  }
}
