import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneEntryView } from '../one-on-one-entry.view.js';

/** One entry; not found for anyone but its manager and admins. */
export class GetOneOnOneEntryQuery extends Query<OneOnOneEntryView> {
  constructor(
    readonly entryId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
