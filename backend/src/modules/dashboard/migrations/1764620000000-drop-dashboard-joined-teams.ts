import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard counts joined teams through the organisation's `OrganizationDirectory` now, so
 * its own copy of the user–team links (and the projection that kept it) is gone.
 */
export class DropDashboardJoinedTeams1764620000000 implements MigrationInterface {
  name = 'DropDashboardJoinedTeams1764620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS dashboard_joined_teams`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dashboard_joined_teams (
        user_id    text NOT NULL,
        team_id    text NOT NULL,
        joined_at  timestamptz NOT NULL,
        PRIMARY KEY (user_id, team_id)
      )`);
    await q.query(`CREATE INDEX dashboard_joined_teams_team_idx ON dashboard_joined_teams (team_id)`);
  }
}
