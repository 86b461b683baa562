import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MsMatrixEntryView } from '../ms-matrix-entry.view.js';

/** One entry of a board the user may read (what a command answers with). */
export class GetMatrixEntryQuery extends Query<MsMatrixEntryView> {
  constructor(
    readonly entryId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
