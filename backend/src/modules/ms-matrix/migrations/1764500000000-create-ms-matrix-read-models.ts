import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createBoardDepartmentsTable } from '../../boards/index.js';
import { createTables, dropTables, orNull, t, table, versioned } from '../../../platform/database/schema.js';

const tables = [
  table(
    'ms_matrix_entries',
    {
      id: t.id, team_id: t.text, member_id: t.text, member_name: t.text, department_id: orNull.text, position_x: t.double,
      position_y: t.double, notes: orNull.text, ...versioned,
    },
    { indexes: [{ on: 'team_id' }, { on: 'member_id' }] },
  ),
  // Lean on purpose: the growth history of a whole team is read in one index-ordered scan.
  table(
    'ms_matrix_growth_points',
    { id: t.id, entry_id: t.text, team_id: t.text, x: t.double, y: t.double, recorded_at: t.timestamptz, event_position: t.bigint },
    { indexes: [{ on: 'team_id, entry_id, event_position' }, { on: 'entry_id' }] },
  ),
];

/**
 * Read models of the MS matrix, written only by `MsMatrixBoardProjection`. Ids of other contexts
 * (teams, members, departments) are text: this module does not own their format.
 */
export class CreateMsMatrixReadModels1764500000000 implements MigrationInterface {
  name = 'CreateMsMatrixReadModels1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, tables);
    await createBoardDepartmentsTable(q, 'ms_matrix_departments', { indexByTeam: true });
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, [...tables, 'ms_matrix_departments']);
  }
}
