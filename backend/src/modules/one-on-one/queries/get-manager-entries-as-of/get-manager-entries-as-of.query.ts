import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneAsOfResponse } from '../../http/one-on-one.response.dto.js';

export type OneOnOneAsOfView = OneOnOneAsOfResponse;

/**
 * A manager's 1on1 board of a team as it was at the end of `date` (YYYY-MM-DD in APP_TIME_ZONE):
 * the caller's own entries, or (admins) another manager's; the caller must be able to read the team.
 */
export class GetManagerEntriesAsOfQuery extends Query<OneOnOneAsOfView> {
  constructor(
    readonly reader: SessionUser,
    readonly options: { teamId: string; date: string; managerId?: string },
  ) {
    super();
  }
}
