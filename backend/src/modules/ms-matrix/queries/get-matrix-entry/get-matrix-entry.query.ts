import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MsMatrixEntryView } from '../ms-matrix-entry.view.js';

/** One entry the user may read: any of the team's for its leaders, team_admin and admin, a plain member's own (what a command answers with). */
export class GetMatrixEntryQuery extends Query<MsMatrixEntryView> {
  constructor(
    readonly entryId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
