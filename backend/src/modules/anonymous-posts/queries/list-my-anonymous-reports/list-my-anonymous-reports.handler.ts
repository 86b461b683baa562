import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AnonymousBoardReader } from '../anonymous-board-reader.js';
import { ListMyAnonymousReportsQuery } from './list-my-anonymous-reports.query.js';

@QueryHandler(ListMyAnonymousReportsQuery)
export class ListMyAnonymousReportsQueryHandler implements IQueryHandler<ListMyAnonymousReportsQuery> {
  constructor(private readonly board: AnonymousBoardReader) {}

  execute(query: ListMyAnonymousReportsQuery) {
    return this.board.myReports(query.reader);
  }
}
