import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface TeamAccess {
  teamExists: boolean;
  /** The user belongs to the team (user_teams). */
  isMember: boolean;
  /** Members, team_admin and admin may read the team's matrices and members. */
  canRead: boolean;
  /** Team leaders (the creator is the first), team_admin and admin may change them. */
  canManage: boolean;
}

/** How other modules ask whether a user may read or change a team's data. */
export class GetTeamAccessQuery extends Query<TeamAccess> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
