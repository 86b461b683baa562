import { SchemaMigration, t, table } from '../../../platform/database/schema.js';

/** Which teams each user belongs to, for the dashboard's first card (JoinedTeamsProjection). */
export class CreateDashboardReadModels1764610000000 extends SchemaMigration {
  name = 'CreateDashboardReadModels1764610000000';
  protected readonly tables = [
    table(
      'dashboard_joined_teams',
      { user_id: t.text, team_id: t.text, joined_at: t.timestamptz },
      { primaryKey: 'user_id, team_id', indexes: [{ on: 'team_id' }] },
    ),
  ];
}
