import { boardDepartmentsTable } from '../../boards/index.js';
import { orNull, SchemaMigration, t, table, versioned } from '../../../platform/database/schema.js';

/**
 * Read models of the MS matrix, written only by `MsMatrixBoardProjection`. Ids of other contexts
 * (teams, members, departments) are text: this module does not own their format.
 */
export class CreateMsMatrixReadModels1764500000000 extends SchemaMigration {
  name = 'CreateMsMatrixReadModels1764500000000';
  protected readonly tables = [
    table('ms_matrix_entries', {
      id: t.id, team_id: t.text, member_id: t.text, member_name: t.text, department_id: orNull.text, position_x: t.double,
      position_y: t.double, notes: orNull.text, ...versioned,
    }, { indexes: [{ on: 'team_id' }, { on: 'member_id' }] }),
    // Lean on purpose: the growth history of a whole team is read in one index-ordered scan.
    table(
      'ms_matrix_growth_points',
      { id: t.id, entry_id: t.text, team_id: t.text, x: t.double, y: t.double, recorded_at: t.timestamptz, event_position: t.bigint },
      { indexes: [{ on: 'team_id, entry_id, event_position' }, { on: 'entry_id' }] },
    ),
    boardDepartmentsTable('ms_matrix_departments', { indexByTeam: true }),
  ];
}
