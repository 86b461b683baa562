import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AnonymousBoardReader } from '../anonymous-board-reader.js';
import { ListAnonymousPostsQuery } from './list-anonymous-posts.query.js';

@QueryHandler(ListAnonymousPostsQuery)
export class ListAnonymousPostsQueryHandler implements IQueryHandler<ListAnonymousPostsQuery> {
  constructor(private readonly board: AnonymousBoardReader) {}

  execute(query: ListAnonymousPostsQuery) {
    return this.board.list(query.reader, query.limit);
  }
}
