import { boardDepartmentsTable } from '../../boards/index.js';
import { orNull, SchemaMigration, t, table, versioned } from '../../../platform/database/schema.js';

/**
 * Read models of the 1on1 matrix, written only by `OneOnOneBoardProjection`. Table and column
 * names follow spec part 2 §3; the extra columns (team, display name, department, event
 * position, revision) are what the board shows without asking other contexts. Ids of other
 * contexts (users, teams, members, departments) are text: this module does not own their format.
 */
export class CreateOneOnOneReadModels1764600000000 extends SchemaMigration {
  name = 'CreateOneOnOneReadModels1764600000000';
  protected readonly tables = [
    table('one_on_one_matrix_entries', {
      id: t.id, manager_id: t.text, team_id: t.text, employee_id: t.text, employee_name: t.text, department_id: orNull.text,
      position_x: t.double, position_y: t.double, trust_level: t.double, mindset_level: t.double, recommended_approach: t.text,
      notes: orNull.text, last_session_date: orNull.date, next_session_date: orNull.date, ...versioned,
    }, { indexes: [{ on: 'manager_id, team_id' }, { on: 'employee_id' }] }),
    table('one_on_one_growth_history', {
      id: t.id, matrix_entry_id: t.text, manager_id: t.text, position_x: t.double, position_y: t.double, trust_level: t.double,
      mindset_level: t.double, notes: orNull.text, created_at: t.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'matrix_entry_id, event_position', as: 'entry' }] }),
    table('one_on_one_sessions', {
      id: t.id, matrix_entry_id: t.text, manager_id: t.text, session_date: t.date, approach: t.text, outcomes: orNull.text,
      feedback: orNull.text, effectiveness: t.smallint, next_session_date: orNull.date, created_at: t.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'matrix_entry_id, session_date', as: 'entry' }, { on: 'manager_id, session_date' }] }),
    boardDepartmentsTable('one_on_one_departments', { indexByTeam: false }),
  ];
}
