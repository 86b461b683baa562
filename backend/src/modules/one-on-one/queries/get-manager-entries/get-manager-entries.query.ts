import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneEntryView } from '../one-on-one-entry.view.js';

/** A manager's entries (the caller's own unless an admin names another manager). */
export class GetManagerEntriesQuery extends Query<OneOnOneEntryView[]> {
  constructor(
    readonly reader: SessionUser,
    readonly options: { teamId?: string; managerId?: string } = {},
  ) {
    super();
  }
}
