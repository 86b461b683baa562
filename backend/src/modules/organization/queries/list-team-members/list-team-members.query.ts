import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface TeamMemberView {
  userId: string;
  teamId: string;
  firstName: string | null;
  lastName: string | null;
  /** Family name first (姓 名); the e-mail while the user has no name. */
  displayName: string;
  email: string | null;
  isPrimaryTeam: boolean;
  isLeader: boolean;
  joinedAt: string;
}

/** Users who joined a team, leaders first; readable by its members, team_admin and admin. */
export class ListTeamMembersQuery extends Query<TeamMemberView[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
