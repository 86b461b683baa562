import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AnonymousBoardReader } from '../anonymous-board-reader.js';
import { GetModerationLogQuery } from './get-moderation-log.query.js';

@QueryHandler(GetModerationLogQuery)
export class GetModerationLogQueryHandler implements IQueryHandler<GetModerationLogQuery> {
  constructor(private readonly board: AnonymousBoardReader) {}

  execute(_query: GetModerationLogQuery) {
    return this.board.moderationLog();
  }
}
