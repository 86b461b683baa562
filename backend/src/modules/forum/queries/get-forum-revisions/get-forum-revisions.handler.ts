import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForumReader } from '../forum-reader.js';
import { GetForumRevisionsQuery } from './get-forum-revisions.query.js';

@QueryHandler(GetForumRevisionsQuery)
export class GetForumRevisionsQueryHandler implements IQueryHandler<GetForumRevisionsQuery> {
  constructor(private readonly forum: ForumReader) {}

  execute(query: GetForumRevisionsQuery) {
    return this.forum.revisions(query.postId, query.replyId);
  }
}
