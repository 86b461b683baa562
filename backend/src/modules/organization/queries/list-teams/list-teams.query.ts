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
  /** Anyone may join at once; a closed team (the default) takes an invitation or an approved request. */
  isOpen: boolean;
  /** The caller's join request waits for a leader. */
  joinRequested: boolean;
  /** The caller may read every member's data at once (whole board, e-mails, exports): a leader, team_admin or admin. */
  canReadBoard: boolean;
  /** The caller may change the team: a leader, team_admin or admin. */
  canManage: boolean;
}

/**
 * Every team (one organisation per deployment) by name, so a user can choose one to join or ask
 * to join; its data is for its members (a closed team's requester sees nothing more).
 */
export class ListTeamsQuery extends Query<TeamView[]> {
  constructor(readonly user: SessionUser) {
    super();
  }
}
