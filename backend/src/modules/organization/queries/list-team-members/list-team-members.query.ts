import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface TeamMemberView {
  userId: string;
  teamId: string;
  firstName: string | null;
  lastName: string | null;
  /**
   * Family name first (姓 名); while the user has no name, the e-mail for those who may see it,
   * else 名前未登録のユーザー.
   */
  displayName: string;
  /** Other members' addresses only for the team's leaders, team_admin and admin. */
  email: string | null;
  isPrimaryTeam: boolean;
  isLeader: boolean;
  joinedAt: string;
}

/**
 * Users who joined a team, leaders first; readable by its members, team_admin and admin. A plain
 * member gets the others without their e-mail.
 */
export class ListTeamMembersQuery extends Query<TeamMemberView[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
