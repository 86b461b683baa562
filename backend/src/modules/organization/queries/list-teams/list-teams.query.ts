import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface TeamView {
  id: string;
  name: string;
  description: string | null;
  organizationType: string;
  leaderId: string;
  isActive: boolean;
  /** Users who joined the team. */
  memberCount: number;
  createdAt: string;
  revision: number;
  /** The caller belongs to the team. */
  isMember: boolean;
  /** The caller may read every member's data at once (whole board, e-mails, exports): a leader, team_admin or admin. */
  canReadBoard: boolean;
  /** The caller may change the team: a leader, team_admin or admin. */
  canManage: boolean;
}

/** Every team (one organisation per deployment: everyone may list them and join one). */
export class ListTeamsQuery extends Query<TeamView[]> {
  constructor(readonly user: SessionUser) {
    super();
  }
}
