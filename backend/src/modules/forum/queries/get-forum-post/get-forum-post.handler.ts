import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForumReader } from '../forum-reader.js';
import { GetForumPostQuery } from './get-forum-post.query.js';

@QueryHandler(GetForumPostQuery)
export class GetForumPostQueryHandler implements IQueryHandler<GetForumPostQuery> {
  constructor(private readonly forum: ForumReader) {}

  execute(query: GetForumPostQuery) {
    return this.forum.detail(query.postId, query.reader);
  }
}
