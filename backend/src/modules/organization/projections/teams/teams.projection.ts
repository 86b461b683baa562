import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { TeamEvent } from '../../events/team.events.js';

// Every team event: each advances the team row's revision (If-Match).
const HANDLED: readonly TeamEvent['type'][] = [
  'TeamCreated',
  'UserJoinedTeam',
  'UserTeamLinkUpdated',
  'UserLeftTeam',
  'TeamDeleted',
  'TeamVisibilityChanged',
  'MemberInvited',
  'InvitationLinkCreated',
  'InvitationAccepted',
  'InvitationDeclined',
  'InvitationRevoked',
  'JoinRequested',
  'JoinRequestApproved',
  'JoinRequestDeclined',
];

/**
 * Teams and their user links. The team row carries its stream revision (for If-Match), and
 * every team event advances it; statements are upserts and deletes keyed by ids, so applying an
 * event twice leaves the same rows.
 */
@Injectable()
@ReadModelProjection()
export class TeamsProjection implements Projection<TeamEvent> {
  readonly name = 'organization-teams';
  readonly handles = HANDLED;
  readonly tables = ['teams', 'user_teams'];

  async apply(event: RecordedEventOf<TeamEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'TeamCreated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO teams (id, name, description, organization_type, leader_id, is_active, is_open, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, true, false, $6, $6, $7)
           ON CONFLICT (id) DO NOTHING`,
          [d.teamId, d.name, d.description, d.organizationType, d.leaderId, at, event.revision],
        );
        return;
      }
      case 'UserJoinedTeam': {
        const d = event.data;
        await manager.query(
          `INSERT INTO user_teams (team_id, user_id, is_primary_team, is_leader, joined_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (team_id, user_id) DO UPDATE SET is_primary_team = EXCLUDED.is_primary_team, is_leader = EXCLUDED.is_leader`,
          [d.teamId, d.userId, d.isPrimaryTeam, d.isLeader, at],
        );
        if (d.isPrimaryTeam) await onlyPrimary(manager, d.userId, d.teamId);
        await touch(manager, d.teamId, at, event.revision);
        return;
      }
      case 'UserTeamLinkUpdated': {
        const d = event.data;
        await manager.query(`UPDATE user_teams SET is_primary_team = $3 WHERE team_id = $1 AND user_id = $2`, [
          d.teamId,
          d.userId,
          d.isPrimaryTeam,
        ]);
        if (d.isPrimaryTeam) await onlyPrimary(manager, d.userId, d.teamId);
        await touch(manager, d.teamId, at, event.revision);
        return;
      }
      case 'UserLeftTeam':
        await manager.query(`DELETE FROM user_teams WHERE team_id = $1 AND user_id = $2`, [event.data.teamId, event.data.userId]);
        await touch(manager, event.data.teamId, at, event.revision);
        return;
      case 'TeamDeleted':
        await manager.query(`DELETE FROM user_teams WHERE team_id = $1`, [event.data.teamId]);
        await manager.query(`DELETE FROM teams WHERE id = $1`, [event.data.teamId]);
        return;
      case 'TeamVisibilityChanged':
        await manager.query(`UPDATE teams SET is_open = $2 WHERE id = $1 AND revision < $3`, [
          event.data.teamId,
          event.data.open,
          event.revision,
        ]);
        await touch(manager, event.data.teamId, at, event.revision);
        return;
      // Invitations and requests have their own rows (TeamInvitationsProjection); here they only
      // advance the team's revision.
      case 'MemberInvited':
      case 'InvitationLinkCreated':
      case 'InvitationAccepted':
      case 'InvitationDeclined':
      case 'InvitationRevoked':
      case 'JoinRequested':
      case 'JoinRequestApproved':
      case 'JoinRequestDeclined':
        await touch(manager, event.data.teamId, at, event.revision);
        return;
      default:
        assertNever(event);
    }
  }
}

/** A user has at most one primary team: the one marked last. */
async function onlyPrimary(manager: EntityManager, userId: string, teamId: string) {
  await manager.query(`UPDATE user_teams SET is_primary_team = false WHERE user_id = $1 AND team_id <> $2`, [userId, teamId]);
}

async function touch(manager: EntityManager, teamId: string, at: string, revision: number) {
  await manager.query(`UPDATE teams SET updated_at = $2, revision = $3 WHERE id = $1 AND revision < $3`, [teamId, at, revision]);
}
