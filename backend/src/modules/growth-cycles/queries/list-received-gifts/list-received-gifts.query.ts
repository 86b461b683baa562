import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { ReceivedGiftsResponse } from '../../http/growth-cycles.response.dto.js';

/** The feedback and feed-forward a cycle received, newest first: for its owner only (others: not found). */
export class ListReceivedGiftsQuery extends Query<ReceivedGiftsResponse> {
  constructor(
    readonly cycleId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
