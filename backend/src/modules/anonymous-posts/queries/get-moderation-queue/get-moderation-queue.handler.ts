import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AnonymousBoardReader } from '../anonymous-board-reader.js';
import { GetModerationQueueQuery } from './get-moderation-queue.query.js';

@QueryHandler(GetModerationQueueQuery)
export class GetModerationQueueQueryHandler implements IQueryHandler<GetModerationQueueQuery> {
  constructor(private readonly board: AnonymousBoardReader) {}

  execute(_query: GetModerationQueueQuery) {
    return this.board.queue();
  }
}
