import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Invitations of every team, pending or settled (`status`). */
@Entity({ name: 'team_invitations' })
export class TeamInvitationRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'team_id', type: 'text' }) teamId: string;
  /** 'email' or 'link'. */
  @Column({ type: 'text' }) kind: string;
  /** The invited address, normalised (an e-mail invitation); null for a link. */
  @Column({ type: 'text', nullable: true }) email: string | null;
  /** SHA-256 of a link's token (hex); null for an e-mail invitation. */
  @Column({ name: 'token_hash', type: 'text', nullable: true }) tokenHash: string | null;
  @Column({ name: 'invited_by', type: 'text' }) invitedBy: string;
  /** 'pending', 'accepted', 'declined' or 'revoked'. */
  @Column({ type: 'text' }) status: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
}

/** Pending join requests: a row from the request until a leader decides or the user joins otherwise. */
@Entity({ name: 'team_join_requests' })
export class TeamJoinRequestRow {
  @PrimaryColumn({ name: 'team_id', type: 'text' }) teamId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt: Date;
}
