import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ForumReader } from '../forum-reader.js';
import { ListMyForumReportsQuery } from './list-my-forum-reports.query.js';

@QueryHandler(ListMyForumReportsQuery)
export class ListMyForumReportsQueryHandler implements IQueryHandler<ListMyForumReportsQuery> {
  constructor(private readonly forum: ForumReader) {}

  execute(query: ListMyForumReportsQuery) {
    return this.forum.myReports(query.reader);
  }
}
