import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The MS board through time (decision 0050), written only by `MsMatrixTimelineProjection`: one row
 * per interval of time an entry held one position, name and department, the departments' names and
 * colours over time, the team's entries, and when each team was created.
 */
export class CreateMsMatrixTimeline1765500000000 implements MigrationInterface {
  name = 'CreateMsMatrixTimeline1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ms_matrix_timeline_intervals (
        entry_id         text NOT NULL,
        opened_position  bigint NOT NULL,
        team_id          text NOT NULL,
        member_id        text NOT NULL,
        member_name      text NOT NULL,
        department_id    text,
        x                double precision NOT NULL,
        y                double precision NOT NULL,
        valid_from       timestamptz NOT NULL,
        valid_to         timestamptz,
        PRIMARY KEY (entry_id, opened_position)
      )`);
    // A member's name or department changes: their open intervals are found by member.
    await q.query(`CREATE INDEX ms_matrix_timeline_intervals_member_idx ON ms_matrix_timeline_intervals (member_id) WHERE valid_to IS NULL`);
    await q.query(`CREATE INDEX ms_matrix_timeline_intervals_team_idx ON ms_matrix_timeline_intervals (team_id)`);
    await q.query(`
      CREATE TABLE ms_matrix_timeline_entries (
        entry_id  text PRIMARY KEY,
        team_id   text NOT NULL
      )`);
    await q.query(`CREATE INDEX ms_matrix_timeline_entries_team_idx ON ms_matrix_timeline_entries (team_id)`);
    await q.query(`
      CREATE TABLE ms_matrix_timeline_departments (
        department_id    text NOT NULL,
        opened_position  bigint NOT NULL,
        team_id          text NOT NULL,
        name             text NOT NULL,
        color            text NOT NULL,
        valid_from       timestamptz NOT NULL,
        valid_to         timestamptz,
        PRIMARY KEY (department_id, opened_position)
      )`);
    await q.query(`CREATE INDEX ms_matrix_timeline_departments_team_idx ON ms_matrix_timeline_departments (team_id)`);
    await q.query(`
      CREATE TABLE ms_matrix_timeline_teams (
        team_id     text PRIMARY KEY,
        created_at  timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ms_matrix_timeline_teams`);
    await q.query(`DROP TABLE IF EXISTS ms_matrix_timeline_departments`);
    await q.query(`DROP TABLE IF EXISTS ms_matrix_timeline_entries`);
    await q.query(`DROP TABLE IF EXISTS ms_matrix_timeline_intervals`);
  }
}
