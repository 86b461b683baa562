import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIntervalTable, createTeamTimelineTables } from '../../boards/index.js';

/**
 * The MS board through time (decision 0050), written only by `MsMatrixTimelineProjection`: one row
 * per interval of time an entry held one position, name and department, the departments' names and
 * colours over time, the team's entries, and when each team was created.
 */
export class CreateMsMatrixTimeline1765500000000 implements MigrationInterface {
  name = 'CreateMsMatrixTimeline1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await createIntervalTable(q, 'ms_matrix_timeline_intervals', 'entry_id', [
      'team_id text NOT NULL',
      'member_id text NOT NULL',
      'member_name text NOT NULL',
      'department_id text',
      'x double precision NOT NULL',
      'y double precision NOT NULL',
    ]);
    // A member's name or department changes: their open intervals are found by member.
    await q.query(`CREATE INDEX ms_matrix_timeline_intervals_member_idx ON ms_matrix_timeline_intervals (member_id) WHERE valid_to IS NULL`);
    await q.query(`CREATE INDEX ms_matrix_timeline_intervals_team_idx ON ms_matrix_timeline_intervals (team_id)`);
    await q.query(`
      CREATE TABLE ms_matrix_timeline_entries (
        entry_id  text PRIMARY KEY,
        team_id   text NOT NULL
      )`);
    await q.query(`CREATE INDEX ms_matrix_timeline_entries_team_idx ON ms_matrix_timeline_entries (team_id)`);
    await createTeamTimelineTables(q, 'ms_matrix_timeline');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ms_matrix_timeline_teams`);
    await q.query(`DROP TABLE IF EXISTS ms_matrix_timeline_departments`);
    await q.query(`DROP TABLE IF EXISTS ms_matrix_timeline_entries`);
    await q.query(`DROP TABLE IF EXISTS ms_matrix_timeline_intervals`);
  }
}
