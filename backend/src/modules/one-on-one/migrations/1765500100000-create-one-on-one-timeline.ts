import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIntervalTable, createTeamTimelineTables } from '../../boards/index.js';

/**
 * The 1on1 board through time (decision 0050), written only by `OneOnOneTimelineProjection`: the
 * intervals of time an entry held one position, name, department and team; its sessions; the
 * departments' names and colours over time; when each team was created.
 */
export class CreateOneOnOneTimeline1765500100000 implements MigrationInterface {
  name = 'CreateOneOnOneTimeline1765500100000';

  async up(q: QueryRunner): Promise<void> {
    await createIntervalTable(q, 'one_on_one_timeline_intervals', 'entry_id', [
      'manager_id text NOT NULL',
      'team_id text NOT NULL',
      'employee_id text NOT NULL',
      'employee_name text NOT NULL',
      'department_id text',
      'x double precision NOT NULL',
      'y double precision NOT NULL',
      'life_position bigint NOT NULL',
      'life_started_at timestamptz NOT NULL',
    ]);
    await q.query(`CREATE INDEX one_on_one_timeline_intervals_employee_idx ON one_on_one_timeline_intervals (employee_id) WHERE valid_to IS NULL`);
    await q.query(`CREATE INDEX one_on_one_timeline_intervals_team_idx ON one_on_one_timeline_intervals (team_id)`);
    await q.query(`
      CREATE TABLE one_on_one_timeline_entries (
        entry_id    text PRIMARY KEY,
        manager_id  text NOT NULL
      )`);
    await q.query(`CREATE INDEX one_on_one_timeline_entries_manager_idx ON one_on_one_timeline_entries (manager_id)`);
    await q.query(`
      CREATE TABLE one_on_one_timeline_sessions (
        session_id          text PRIMARY KEY,
        entry_id            text NOT NULL,
        session_date        text NOT NULL,
        next_session_date   text,
        recorded_position   bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX one_on_one_timeline_sessions_entry_idx ON one_on_one_timeline_sessions (entry_id, session_date)`);
    await createTeamTimelineTables(q, 'one_on_one_timeline');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['teams', 'departments', 'sessions', 'entries', 'intervals']) await q.query(`DROP TABLE IF EXISTS one_on_one_timeline_${table}`);
  }
}
