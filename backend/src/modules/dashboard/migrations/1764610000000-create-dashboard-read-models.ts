import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTables, dropTables, t, table } from '../../../platform/database/schema.js';

const tables = [
  table(
    'dashboard_joined_teams',
    { user_id: t.text, team_id: t.text, joined_at: t.timestamptz },
    { primaryKey: 'user_id, team_id', indexes: [{ on: 'team_id' }] },
  ),
];

/** Which teams each user belongs to, for the dashboard's first card (JoinedTeamsProjection). */
export class CreateDashboardReadModels1764610000000 implements MigrationInterface {
  name = 'CreateDashboardReadModels1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, tables);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, tables);
  }
}
