import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * Closed teams, invitations and join requests (decision 0058). `is_open` defaults to false: a team
 * is closed unless a `TeamVisibilityChanged` opened it, which is also what a replay gives.
 */
export class AddTeamInvitations1767100000000 extends SchemaMigration {
  name = 'AddTeamInvitations1767100000000';
  protected readonly columns = { teams: { is_open: 'boolean NOT NULL DEFAULT false' } };
  protected readonly tables = [
    table(
      'team_invitations',
      {
        id: t.id, team_id: t.text, kind: t.text, email: orNull.text, token_hash: orNull.text, invited_by: t.text, status: t.text,
        created_at: t.timestamptz, expires_at: t.timestamptz,
      },
      {
        indexes: [
          { on: 'team_id' },
          { on: 'email', where: 'email IS NOT NULL' },
          { on: 'token_hash', as: 'token', where: 'token_hash IS NOT NULL' },
        ],
      },
    ),
    table('team_join_requests', { team_id: t.text, user_id: t.text, requested_at: t.timestamptz }, { primaryKey: 'team_id, user_id' }),
  ];
}
