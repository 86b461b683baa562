import { rowProjection, type RowWriter } from '../../../../platform/projections/row-projection.js';
import type { TeamEvent } from '../../events/team.events.js';

/** A user has at most one primary team: the one marked last. */
function onlyPrimary(db: RowWriter, userId: string, teamId: string) {
  return db.query(`UPDATE user_teams SET is_primary_team = false WHERE user_id = $1 AND team_id <> $2`, [userId, teamId]);
}

/** Advances the team row's revision (If-Match) and `updated_at`, never backwards. */
function touch(event: { data: { teamId: string }; metadata: { occurredAt: string }; revision: number }, db: RowWriter) {
  return db.query(`UPDATE teams SET updated_at = $2, revision = $3 WHERE id = $1 AND revision < $3`, [event.data.teamId, event.metadata.occurredAt, event.revision]);
}

/**
 * Teams and their user links. The team row carries its stream revision (for If-Match), and
 * every team event advances it; statements are upserts and deletes keyed by ids, so applying an
 * event twice leaves the same rows. Invitations and requests have their own rows
 * (TeamInvitationsProjection); here they only advance the team's revision.
 */
export class TeamsProjection extends rowProjection<TeamEvent>({
  name: 'organization-teams',
  tables: ['teams', 'user_teams'],
  on: {
    TeamCreated: ({ data: d, metadata: { occurredAt: at }, revision }, db) =>
      db.insert(
        'teams',
        {
          id: d.teamId,
          name: d.name,
          description: d.description,
          organization_type: d.organizationType,
          leader_id: d.leaderId,
          is_active: true,
          is_open: false,
          created_at: at,
          updated_at: at,
          revision,
        },
        ['id'],
      ),
    UserJoinedTeam: async (event, db) => {
      const d = event.data;
      await db.upsert(
        'user_teams',
        { team_id: d.teamId, user_id: d.userId, is_primary_team: d.isPrimaryTeam, is_leader: d.isLeader, joined_at: event.metadata.occurredAt },
        { key: ['team_id', 'user_id'], keep: ['joined_at'] },
      );
      if (d.isPrimaryTeam) await onlyPrimary(db, d.userId, d.teamId);
      await touch(event, db);
    },
    UserTeamLinkUpdated: async (event, db) => {
      const d = event.data;
      await db.update('user_teams', { is_primary_team: d.isPrimaryTeam }, { team_id: d.teamId, user_id: d.userId });
      if (d.isPrimaryTeam) await onlyPrimary(db, d.userId, d.teamId);
      await touch(event, db);
    },
    UserLeftTeam: async (event, db) => {
      await db.delete('user_teams', { team_id: event.data.teamId, user_id: event.data.userId });
      await touch(event, db);
    },
    TeamDeleted: async ({ data }, db) => {
      await db.delete('user_teams', { team_id: data.teamId });
      await db.delete('teams', { id: data.teamId });
    },
    TeamVisibilityChanged: async (event, db) => {
      await db.query(`UPDATE teams SET is_open = $2 WHERE id = $1 AND revision < $3`, [event.data.teamId, event.data.open, event.revision]);
      await touch(event, db);
    },
    MemberInvited: touch,
    InvitationLinkCreated: touch,
    InvitationAccepted: touch,
    InvitationDeclined: touch,
    InvitationRevoked: touch,
    JoinRequested: touch,
    JoinRequestApproved: touch,
    JoinRequestDeclined: touch,
  },
}) {}
