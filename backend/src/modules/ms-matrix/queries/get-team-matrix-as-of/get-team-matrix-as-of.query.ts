import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MsMatrixAsOfResponse } from '../../http/ms-matrix.response.dto.js';

export type MsMatrixAsOfView = MsMatrixAsOfResponse;

/**
 * A team's MS board as it was at the end of `date` (YYYY-MM-DD in APP_TIME_ZONE), with the names
 * and departments of that day; read with the current board's access rules (a plain member: only
 * their own entry).
 */
export class GetTeamMatrixAsOfQuery extends Query<MsMatrixAsOfView> {
  constructor(
    readonly teamId: string,
    readonly date: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
