import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { TeamEvent } from '../../events/team.events.js';

type Handled = Extract<
  TeamEvent,
  {
    type:
      | 'MemberInvited'
      | 'InvitationLinkCreated'
      | 'InvitationAccepted'
      | 'InvitationDeclined'
      | 'InvitationRevoked'
      | 'JoinRequested'
      | 'JoinRequestApproved'
      | 'JoinRequestDeclined'
      | 'UserJoinedTeam'
      | 'TeamDeleted';
  }
>;

const HANDLED: readonly Handled['type'][] = [
  'MemberInvited',
  'InvitationLinkCreated',
  'InvitationAccepted',
  'InvitationDeclined',
  'InvitationRevoked',
  'JoinRequested',
  'JoinRequestApproved',
  'JoinRequestDeclined',
  'UserJoinedTeam',
  'TeamDeleted',
];

/**
 * Invitations (the leaders' list, the invitee's list, a link's lookup by token hash) and pending
 * join requests. Inserts do nothing on conflict and updates set a final value, so applying an
 * event twice leaves the same rows.
 */
@Injectable()
@ReadModelProjection()
export class TeamInvitationsProjection implements Projection<Handled> {
  readonly name = 'organization-team-invitations';
  readonly handles = HANDLED;
  readonly tables = ['team_invitations', 'team_join_requests'];

  async apply(event: RecordedEventOf<Handled>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'MemberInvited': {
        const d = event.data;
        await manager.query(
          `INSERT INTO team_invitations (id, team_id, kind, email, token_hash, invited_by, status, created_at, expires_at)
           VALUES ($1, $2, 'email', $3, NULL, $4, 'pending', $5, $6) ON CONFLICT (id) DO NOTHING`,
          [d.invitationId, d.teamId, d.email, d.invitedBy, at, d.expiresAt],
        );
        return;
      }
      case 'InvitationLinkCreated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO team_invitations (id, team_id, kind, email, token_hash, invited_by, status, created_at, expires_at)
           VALUES ($1, $2, 'link', NULL, $3, $4, 'pending', $5, $6) ON CONFLICT (id) DO NOTHING`,
          [d.invitationId, d.teamId, d.tokenHash, d.createdBy, at, d.expiresAt],
        );
        return;
      }
      case 'InvitationAccepted':
        return settle(manager, event.data.invitationId, 'accepted');
      case 'InvitationDeclined':
        return settle(manager, event.data.invitationId, 'declined');
      case 'InvitationRevoked':
        return settle(manager, event.data.invitationId, 'revoked');
      case 'JoinRequested':
        await manager.query(
          `INSERT INTO team_join_requests (team_id, user_id, requested_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [event.data.teamId, event.data.userId, at],
        );
        return;
      case 'JoinRequestApproved':
      case 'JoinRequestDeclined':
      case 'UserJoinedTeam':
        await manager.query(`DELETE FROM team_join_requests WHERE team_id = $1 AND user_id = $2`, [event.data.teamId, event.data.userId]);
        return;
      case 'TeamDeleted':
        await manager.query(`DELETE FROM team_invitations WHERE team_id = $1`, [event.data.teamId]);
        await manager.query(`DELETE FROM team_join_requests WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}

async function settle(manager: EntityManager, invitationId: string, status: string) {
  await manager.query(`UPDATE team_invitations SET status = $2 WHERE id = $1`, [invitationId, status]);
}
