import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createBoardDepartmentsTable } from '../../boards/index.js';

/**
 * Read models of the MS matrix, written only by `MsMatrixBoardProjection`. Ids of other contexts
 * (teams, members, departments) are text: this module does not own their format.
 */
export class CreateMsMatrixReadModels1764500000000 implements MigrationInterface {
  name = 'CreateMsMatrixReadModels1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ms_matrix_entries (
        id             text PRIMARY KEY,
        team_id        text NOT NULL,
        member_id      text NOT NULL,
        member_name    text NOT NULL,
        department_id  text,
        position_x     double precision NOT NULL,
        position_y     double precision NOT NULL,
        notes          text,
        created_at     timestamptz NOT NULL,
        updated_at     timestamptz NOT NULL,
        revision       integer NOT NULL
      )`);
    await q.query(`CREATE INDEX ms_matrix_entries_team_idx ON ms_matrix_entries (team_id)`);
    await q.query(`CREATE INDEX ms_matrix_entries_member_idx ON ms_matrix_entries (member_id)`);
    // Lean on purpose: the growth history of a whole team is read in one index-ordered scan.
    await q.query(`
      CREATE TABLE ms_matrix_growth_points (
        id              text PRIMARY KEY,
        entry_id        text NOT NULL,
        team_id         text NOT NULL,
        x               double precision NOT NULL,
        y               double precision NOT NULL,
        recorded_at     timestamptz NOT NULL,
        event_position  bigint NOT NULL
      )`);
    await q.query(
      `CREATE INDEX ms_matrix_growth_points_team_idx ON ms_matrix_growth_points (team_id, entry_id, event_position)`,
    );
    await q.query(`CREATE INDEX ms_matrix_growth_points_entry_idx ON ms_matrix_growth_points (entry_id)`);
    await createBoardDepartmentsTable(q, 'ms_matrix_departments', { indexByTeam: true });
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ms_matrix_departments`);
    await q.query(`DROP TABLE IF EXISTS ms_matrix_growth_points`);
    await q.query(`DROP TABLE IF EXISTS ms_matrix_entries`);
  }
}
