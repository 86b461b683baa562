import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which teams each user belongs to, for the dashboard's first card (JoinedTeamsProjection). */
export class CreateDashboardReadModels1764610000000 implements MigrationInterface {
  name = 'CreateDashboardReadModels1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dashboard_joined_teams (
        user_id    text NOT NULL,
        team_id    text NOT NULL,
        joined_at  timestamptz NOT NULL,
        PRIMARY KEY (user_id, team_id)
      )`);
    await q.query(`CREATE INDEX dashboard_joined_teams_team_idx ON dashboard_joined_teams (team_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS dashboard_joined_teams`);
  }
}
