import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AnonymousBoardReader } from '../anonymous-board-reader.js';
import { ListMyAnonymousNoticesQuery } from './list-my-anonymous-notices.query.js';

@QueryHandler(ListMyAnonymousNoticesQuery)
export class ListMyAnonymousNoticesQueryHandler implements IQueryHandler<ListMyAnonymousNoticesQuery> {
  constructor(private readonly board: AnonymousBoardReader) {}

  execute(query: ListMyAnonymousNoticesQuery) {
    return this.board.myNotices(query.reader);
  }
}
