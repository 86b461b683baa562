import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { FeedForwardResponse, FeedbackResponse } from '../../http/growth-cycles.response.dto.js';

/** One feedback, for its giver and its receiver (others: not found). */
export class GetFeedbackQuery extends Query<FeedbackResponse> {
  constructor(
    readonly feedbackId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}

/** One feed-forward, for its giver and its receiver (others: not found). */
export class GetFeedForwardQuery extends Query<FeedForwardResponse> {
  constructor(
    readonly feedForwardId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
