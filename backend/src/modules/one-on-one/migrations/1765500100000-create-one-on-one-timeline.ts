import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createBoardTimelineTables, dropBoardTimelineTables } from '../../boards/index.js';
import { createTables, orNull, t, table } from '../../../platform/database/schema.js';

const sessions = table(
  'one_on_one_timeline_sessions',
  { session_id: t.id, entry_id: t.text, session_date: t.text, next_session_date: orNull.text, recorded_position: t.bigint },
  { indexes: [{ on: 'entry_id, session_date' }] },
);

/**
 * The 1on1 board through time (decision 0050), written only by `OneOnOneTimelineProjection`: the
 * intervals of time an entry held one position, name, department and team; its sessions; the
 * departments' names and colours over time; when each team was created.
 */
export class CreateOneOnOneTimeline1765500100000 implements MigrationInterface {
  name = 'CreateOneOnOneTimeline1765500100000';

  async up(q: QueryRunner): Promise<void> {
    await createBoardTimelineTables(q, 'one_on_one_timeline', {
      member: { id: 'employee_id', name: 'employee_name' },
      ownerColumn: 'manager_id',
      leading: { manager_id: t.text },
      trailing: { life_position: t.bigint, life_started_at: t.timestamptz },
    });
    await createTables(q, [sessions]);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropBoardTimelineTables(q, 'one_on_one_timeline', [sessions.name]);
  }
}
