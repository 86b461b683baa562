import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneAuditRecordResponse } from '../../http/one-on-one.response.dto.js';

/** Who changed a 1on1 entry, when, from where to where, and which points were deleted by whom: read from its events, oldest first. */
export class GetOneOnOneEntryAuditQuery extends Query<OneOnOneAuditRecordResponse[]> {
  constructor(
    readonly entryId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
