import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closed teams, invitations and join requests (decision 0058). `is_open` defaults to false: a team
 * is closed unless a `TeamVisibilityChanged` opened it, which is also what a replay gives.
 */
export class AddTeamInvitations1767100000000 implements MigrationInterface {
  name = 'AddTeamInvitations1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE teams ADD COLUMN is_open boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE team_invitations (
        id          text PRIMARY KEY,
        team_id     text NOT NULL,
        kind        text NOT NULL,
        email       text,
        token_hash  text,
        invited_by  text NOT NULL,
        status      text NOT NULL,
        created_at  timestamptz NOT NULL,
        expires_at  timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX team_invitations_team_idx ON team_invitations (team_id)`);
    await q.query(`CREATE INDEX team_invitations_email_idx ON team_invitations (email) WHERE email IS NOT NULL`);
    await q.query(`CREATE INDEX team_invitations_token_idx ON team_invitations (token_hash) WHERE token_hash IS NOT NULL`);
    await q.query(`
      CREATE TABLE team_join_requests (
        team_id       text NOT NULL,
        user_id       text NOT NULL,
        requested_at  timestamptz NOT NULL,
        PRIMARY KEY (team_id, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE team_join_requests`);
    await q.query(`DROP TABLE team_invitations`);
    await q.query(`ALTER TABLE teams DROP COLUMN is_open`);
  }
}
