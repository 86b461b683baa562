import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface MemberStatsView {
  totalMembers: number;
  /** Positions defined for the team. */
  positions: number;
  /** Hired this month: by hire date, or by the registration date when there is none. */
  newHiresThisMonth: number;
  /** The month counted, `YYYY-MM` in the deployment's time zone. */
  month: string;
}

/** The members screen's stat cards for a team the user may read. */
export class GetMemberStatsQuery extends Query<MemberStatsView> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
