import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createBoardTimelineTables, dropBoardTimelineTables } from '../../boards/index.js';

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
      leading: ['manager_id text NOT NULL'],
      trailing: ['life_position bigint NOT NULL', 'life_started_at timestamptz NOT NULL'],
    });
    await q.query(`
      CREATE TABLE one_on_one_timeline_sessions (
        session_id          text PRIMARY KEY,
        entry_id            text NOT NULL,
        session_date        text NOT NULL,
        next_session_date   text,
        recorded_position   bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX one_on_one_timeline_sessions_entry_idx ON one_on_one_timeline_sessions (entry_id, session_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropBoardTimelineTables(q, 'one_on_one_timeline', ['one_on_one_timeline_sessions']);
  }
}
