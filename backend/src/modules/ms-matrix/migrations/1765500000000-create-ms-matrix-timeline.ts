import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createBoardTimelineTables, dropBoardTimelineTables } from '../../boards/index.js';

/**
 * The MS board through time (decision 0050), written only by `MsMatrixTimelineProjection`: one row
 * per interval of time an entry held one position, name and department, the departments' names and
 * colours over time, the team's entries, and when each team was created.
 */
export class CreateMsMatrixTimeline1765500000000 implements MigrationInterface {
  name = 'CreateMsMatrixTimeline1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await createBoardTimelineTables(q, 'ms_matrix_timeline', { member: { id: 'member_id', name: 'member_name' }, ownerColumn: 'team_id' });
  }

  async down(q: QueryRunner): Promise<void> {
    await dropBoardTimelineTables(q, 'ms_matrix_timeline');
  }
}
