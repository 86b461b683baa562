import { boardTimelineTables } from '../../boards/index.js';
import { SchemaMigration } from '../../../platform/database/schema.js';

/**
 * The MS board through time (decision 0050), written only by `MsMatrixTimelineProjection`: one row
 * per interval of time an entry held one position, name and department, the departments' names and
 * colours over time, the team's entries, and when each team was created.
 */
export class CreateMsMatrixTimeline1765500000000 extends SchemaMigration {
  name = 'CreateMsMatrixTimeline1765500000000';
  protected readonly tables = boardTimelineTables('ms_matrix_timeline', { member: { id: 'member_id', name: 'member_name' }, ownerColumn: 'team_id' });
}
