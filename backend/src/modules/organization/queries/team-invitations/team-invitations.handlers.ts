import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { OrganizationStreams } from '../../commands/shared/organization-streams.js';
import { normalizeKey } from '../../domain/normalize.js';
import {
  InvitationDeclinedError,
  InvitationExpiredError,
  InvitationNotFoundError,
  InvitationRevokedError,
  InvitationUsedError,
} from '../../domain/organization.errors.js';
import { iso, type Row } from '../shared/read-access.js';
import {
  FindInvitationQuery,
  GetInvitationLinkQuery,
  ListJoinRequestsQuery,
  ListMyInvitationsQuery,
  ListTeamInvitationsQuery,
  type InvitationLinkView,
  type JoinRequestView,
  type MyInvitationView,
  type TeamInvitationView,
} from './team-invitations.queries.js';

@QueryHandler(ListTeamInvitationsQuery)
export class ListTeamInvitationsHandler implements IQueryHandler<ListTeamInvitationsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ teamId, user }: ListTeamInvitationsQuery): Promise<TeamInvitationView[]> {
    await this.streams.requireManageable(teamId, user);
    const now = this.clock.now().getTime();
    const rows: Row[] = await this.db.query(
      `SELECT * FROM team_invitations WHERE team_id = $1 AND status = 'pending' ORDER BY created_at DESC, id`,
      [teamId],
    );
    return rows.map((r) => ({
      id: r.id,
      teamId: r.team_id,
      kind: r.kind,
      email: r.email,
      createdAt: iso(r.created_at),
      expiresAt: iso(r.expires_at),
      expired: new Date(r.expires_at).getTime() <= now,
    }));
  }
}

@QueryHandler(ListJoinRequestsQuery)
export class ListJoinRequestsHandler implements IQueryHandler<ListJoinRequestsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly streams: OrganizationStreams,
  ) {}

  async execute({ teamId, user }: ListJoinRequestsQuery): Promise<JoinRequestView[]> {
    await this.streams.requireManageable(teamId, user);
    const rows: Row[] = await this.db.query(
      `SELECT r.*, u.first_name, u.last_name, u.email FROM team_join_requests r
       LEFT JOIN organization_user_names u ON u.user_id = r.user_id
       WHERE r.team_id = $1 ORDER BY r.requested_at, r.user_id`,
      [teamId],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      teamId: r.team_id,
      displayName: `${r.last_name ?? ''} ${r.first_name ?? ''}`.trim() || r.email || '名前未登録のユーザー',
      email: r.email,
      requestedAt: iso(r.requested_at),
    }));
  }
}

@QueryHandler(ListMyInvitationsQuery)
export class ListMyInvitationsHandler implements IQueryHandler<ListMyInvitationsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user }: ListMyInvitationsQuery): Promise<MyInvitationView[]> {
    // Teams the user already belongs to are left out: their invitation has nothing left to offer.
    const rows: Row[] = await this.db.query(
      `SELECT i.id, i.team_id, i.expires_at, t.name, t.description FROM team_invitations i
       JOIN teams t ON t.id = i.team_id
       WHERE i.kind = 'email' AND i.email = $1 AND i.status = 'pending' AND i.expires_at > $2
         AND NOT EXISTS (SELECT 1 FROM user_teams ut WHERE ut.team_id = i.team_id AND ut.user_id = $3)
       ORDER BY i.created_at, i.id`,
      [normalizeKey(user.email), this.clock.now(), user.id],
    );
    return rows.map((r) => ({ id: r.id, teamId: r.team_id, teamName: r.name, teamDescription: r.description, expiresAt: iso(r.expires_at) }));
  }
}

@QueryHandler(FindInvitationQuery)
export class FindInvitationHandler implements IQueryHandler<FindInvitationQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ by }: FindInvitationQuery): Promise<{ invitationId: string; teamId: string }> {
    const rows: Row[] =
      'invitationId' in by
        ? await this.db.query(`SELECT id, team_id FROM team_invitations WHERE id = $1`, [by.invitationId])
        : await this.db.query(`SELECT id, team_id FROM team_invitations WHERE token_hash = $1`, [by.tokenHash]);
    if (rows.length === 0) throw new InvitationNotFoundError();
    return { invitationId: rows[0].id, teamId: rows[0].team_id };
  }
}

@QueryHandler(GetInvitationLinkQuery)
export class GetInvitationLinkHandler implements IQueryHandler<GetInvitationLinkQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ tokenHash, user }: GetInvitationLinkQuery): Promise<InvitationLinkView> {
    const rows: Row[] = await this.db.query(
      `SELECT i.*, t.name, t.description,
              EXISTS (SELECT 1 FROM user_teams ut WHERE ut.team_id = i.team_id AND ut.user_id = $2) AS is_member
       FROM team_invitations i JOIN teams t ON t.id = i.team_id WHERE i.token_hash = $1`,
      [tokenHash, user.id],
    );
    const r = rows[0];
    if (!r) throw new InvitationNotFoundError();
    if (r.status === 'accepted') throw new InvitationUsedError();
    if (r.status === 'revoked') throw new InvitationRevokedError();
    if (r.status === 'declined') throw new InvitationDeclinedError();
    if (new Date(r.expires_at).getTime() <= this.clock.now().getTime()) throw new InvitationExpiredError();
    return {
      invitationId: r.id,
      teamId: r.team_id,
      teamName: r.name,
      teamDescription: r.description,
      expiresAt: iso(r.expires_at),
      isMember: r.is_member,
    };
  }
}

export const TEAM_INVITATION_QUERY_HANDLERS = [
  ListTeamInvitationsHandler,
  ListJoinRequestsHandler,
  ListMyInvitationsHandler,
  FindInvitationHandler,
  GetInvitationLinkHandler,
];
