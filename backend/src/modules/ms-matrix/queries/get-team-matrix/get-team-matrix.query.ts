import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MsMatrixEntryView } from '../ms-matrix-entry.view.js';

/** The entries on a team's MS board. */
export class GetTeamMatrixQuery extends Query<MsMatrixEntryView[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
