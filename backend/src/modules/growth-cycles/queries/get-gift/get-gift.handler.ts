import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../users/index.js';
import { FeedForwardNotFoundError, FeedbackNotFoundError } from '../../domain/growth-cycle.errors.js';
import type { FeedForwardResponse, FeedbackResponse } from '../../http/growth-cycles.response.dto.js';
import { findFeedForward, findFeedback } from '../gift.view.js';
import { GetFeedForwardQuery, GetFeedbackQuery } from './get-gift.query.js';

const BETWEEN = 'id = $1 AND (from_user_id = $2 OR to_user_id = $2)';

@QueryHandler(GetFeedbackQuery)
export class GetFeedbackHandler implements IQueryHandler<GetFeedbackQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ feedbackId, reader }: GetFeedbackQuery): Promise<FeedbackResponse> {
    const [feedback] = await findFeedback(this.db, this.users, BETWEEN, [feedbackId, reader.id]);
    if (!feedback) throw new FeedbackNotFoundError();
    return feedback;
  }
}

@QueryHandler(GetFeedForwardQuery)
export class GetFeedForwardHandler implements IQueryHandler<GetFeedForwardQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ feedForwardId, reader }: GetFeedForwardQuery): Promise<FeedForwardResponse> {
    const [feedForward] = await findFeedForward(this.db, this.users, BETWEEN, [feedForwardId, reader.id]);
    if (!feedForward) throw new FeedForwardNotFoundError();
    return feedForward;
  }
}
