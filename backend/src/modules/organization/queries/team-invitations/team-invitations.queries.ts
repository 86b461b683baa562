import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** A pending invitation as the team's leaders see it. */
export interface TeamInvitationView {
  id: string;
  teamId: string;
  kind: 'email' | 'link';
  /** The invited address (an e-mail invitation); null for a link. */
  email: string | null;
  createdAt: string;
  expiresAt: string;
  /** Past its expiry: it can no longer be accepted, only revoked. */
  expired: boolean;
}

/** An invitation to the signed-in user's own e-mail. */
export interface MyInvitationView {
  id: string;
  teamId: string;
  teamName: string;
  teamDescription: string | null;
  expiresAt: string;
}

/** What a link's holder sees before accepting it. */
export interface InvitationLinkView {
  invitationId: string;
  teamId: string;
  teamName: string;
  teamDescription: string | null;
  expiresAt: string;
  /** The holder already belongs to the team. */
  isMember: boolean;
}

export interface JoinRequestView {
  userId: string;
  teamId: string;
  /** 姓 名, or the e-mail while the user has no name. */
  displayName: string;
  email: string | null;
  requestedAt: string;
}

/** Pending invitations of a team (leaders, team_admin, admin). */
export class ListTeamInvitationsQuery extends Query<TeamInvitationView[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}

/** Pending join requests of a team (leaders, team_admin, admin). */
export class ListJoinRequestsQuery extends Query<JoinRequestView[]> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}

/** Pending, unexpired invitations to the caller's e-mail address. */
export class ListMyInvitationsQuery extends Query<MyInvitationView[]> {
  constructor(readonly user: SessionUser) {
    super();
  }
}

/** The team an invitation belongs to, by id or by a link's token hash (404 when unknown). */
export class FindInvitationQuery extends Query<{ invitationId: string; teamId: string }> {
  constructor(readonly by: { invitationId: string } | { tokenHash: string }) {
    super();
  }
}

/** A usable link's team, for its holder (404 unknown; 409 expired, revoked or used). */
export class GetInvitationLinkQuery extends Query<InvitationLinkView> {
  constructor(
    readonly tokenHash: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
