import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForumReader } from '../forum-reader.js';
import { ListForumPostsQuery } from './list-forum-posts.query.js';

@QueryHandler(ListForumPostsQuery)
export class ListForumPostsQueryHandler implements IQueryHandler<ListForumPostsQuery> {
  constructor(private readonly forum: ForumReader) {}

  execute(query: ListForumPostsQuery) {
    return this.forum.list(query.reader, query.filter);
  }
}
