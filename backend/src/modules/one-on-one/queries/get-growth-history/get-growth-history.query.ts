import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneGrowthHistoryResponse, OneOnOneGrowthPointResponse } from '../../http/one-on-one.response.dto.js';

/**
 * A growth point as the API answers it (the response DTO's shape): `timestamp` is when it was
 * recorded; `changeValue` the change of trust + mindset since the previous point in percentage
 * points (null for the first); the latest point is the current position and cannot be deleted.
 */
export type OneOnOneGrowthPointView = OneOnOneGrowthPointResponse;

/** An entry with its growth points, as the API answers it (the response DTO's shape). */
export type OneOnOneGrowthHistoryView = OneOnOneGrowthHistoryResponse;

/** The caller's entries with their growth points, oldest first. */
export class GetGrowthHistoryQuery extends Query<OneOnOneGrowthHistoryView[]> {
  constructor(
    readonly reader: SessionUser,
    readonly options: { teamId?: string } = {},
  ) {
    super();
  }
}
