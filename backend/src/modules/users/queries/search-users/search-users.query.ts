import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface UserSearchHit {
  userId: string;
  displayName: string;
  /** Only for a reader allowed to see e-mails (team_admin, admin); absent otherwise. */
  email?: string;
}

/**
 * The organisation's users by name (and by e-mail for readers allowed to see e-mails): the
 * directory a growth cycle's supporters are picked from (docs/modules/users.md).
 */
export class SearchUsersQuery extends Query<UserSearchHit[]> {
  constructor(
    readonly reader: SessionUser,
    readonly term: string,
    readonly limit: number,
  ) {
    super();
  }
}
