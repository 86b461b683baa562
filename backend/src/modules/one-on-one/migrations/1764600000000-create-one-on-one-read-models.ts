import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createBoardDepartmentsTable } from '../../boards/index.js';

/**
 * Read models of the 1on1 matrix, written only by `OneOnOneBoardProjection`. Table and column
 * names follow spec part 2 §3; the extra columns (team, display name, department, event
 * position, revision) are what the board shows without asking other contexts. Ids of other
 * contexts (users, teams, members, departments) are text: this module does not own their format.
 */
export class CreateOneOnOneReadModels1764600000000 implements MigrationInterface {
  name = 'CreateOneOnOneReadModels1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE one_on_one_matrix_entries (
        id                    text PRIMARY KEY,
        manager_id            text NOT NULL,
        team_id               text NOT NULL,
        employee_id           text NOT NULL,
        employee_name         text NOT NULL,
        department_id         text,
        position_x            double precision NOT NULL,
        position_y            double precision NOT NULL,
        trust_level           double precision NOT NULL,
        mindset_level         double precision NOT NULL,
        recommended_approach  text NOT NULL,
        notes                 text,
        last_session_date     date,
        next_session_date     date,
        created_at            timestamptz NOT NULL,
        updated_at            timestamptz NOT NULL,
        revision              integer NOT NULL
      )`);
    await q.query(`CREATE INDEX one_on_one_matrix_entries_manager_idx ON one_on_one_matrix_entries (manager_id, team_id)`);
    await q.query(`CREATE INDEX one_on_one_matrix_entries_employee_idx ON one_on_one_matrix_entries (employee_id)`);
    await q.query(`
      CREATE TABLE one_on_one_growth_history (
        id               text PRIMARY KEY,
        matrix_entry_id  text NOT NULL,
        manager_id       text NOT NULL,
        position_x       double precision NOT NULL,
        position_y       double precision NOT NULL,
        trust_level      double precision NOT NULL,
        mindset_level    double precision NOT NULL,
        notes            text,
        created_at       timestamptz NOT NULL,
        event_position   bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX one_on_one_growth_history_entry_idx ON one_on_one_growth_history (matrix_entry_id, event_position)`);
    await q.query(`
      CREATE TABLE one_on_one_sessions (
        id                 text PRIMARY KEY,
        matrix_entry_id    text NOT NULL,
        manager_id         text NOT NULL,
        session_date       date NOT NULL,
        approach           text NOT NULL,
        outcomes           text,
        feedback           text,
        effectiveness      smallint NOT NULL,
        next_session_date  date,
        created_at         timestamptz NOT NULL,
        event_position     bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX one_on_one_sessions_entry_idx ON one_on_one_sessions (matrix_entry_id, session_date)`);
    await q.query(`CREATE INDEX one_on_one_sessions_manager_idx ON one_on_one_sessions (manager_id, session_date)`);
    await createBoardDepartmentsTable(q, 'one_on_one_departments', { indexByTeam: false });
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS one_on_one_departments`);
    await q.query(`DROP TABLE IF EXISTS one_on_one_sessions`);
    await q.query(`DROP TABLE IF EXISTS one_on_one_growth_history`);
    await q.query(`DROP TABLE IF EXISTS one_on_one_matrix_entries`);
  }
}
