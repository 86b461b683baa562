import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AnonymousBoardReader } from '../anonymous-board-reader.js';
import { GetAnonymousPostQuery } from './get-anonymous-post.query.js';

@QueryHandler(GetAnonymousPostQuery)
export class GetAnonymousPostQueryHandler implements IQueryHandler<GetAnonymousPostQuery> {
  constructor(private readonly board: AnonymousBoardReader) {}

  execute(query: GetAnonymousPostQuery) {
    return this.board.detail(query.postId, query.reader);
  }
}
