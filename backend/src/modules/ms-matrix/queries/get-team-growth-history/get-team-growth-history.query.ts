import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MatrixGrowthPointResponse, MemberGrowthHistoryResponse } from '../../http/ms-matrix.response.dto.js';

/** A growth point as the API answers it (the response DTO's shape); `timestamp` is when it was recorded. */
export type GrowthPointView = MatrixGrowthPointResponse;

/**
 * Spec part 1 §3 "MS growth history per member" (the response DTO's shape): `history` oldest
 * first, the last point being the current position; `growthPath` the trail to draw, in that order.
 */
export type MemberGrowthHistoryView = MemberGrowthHistoryResponse;

/**
 * The growth history of every member on a team's board for its leaders, team_admin and admin; a
 * plain member gets only their own entry's.
 */
export class GetTeamGrowthHistoryQuery extends Query<MemberGrowthHistoryView[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
