import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MsMatrixEntryView } from '../ms-matrix-entry.view.js';

/**
 * The entries on a team's MS board: all of them for its leaders, team_admin and admin; for a plain
 * member only their own (the entry of the company member linked to them), or none.
 */
export class GetTeamMatrixQuery extends Query<MsMatrixEntryView[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
