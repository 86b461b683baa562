import { boardTimelineTables } from '../../boards/index.js';
import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * The 1on1 board through time (decision 0050), written only by `OneOnOneTimelineProjection`: the
 * intervals of time an entry held one position, name, department and team; its sessions; the
 * departments' names and colours over time; when each team was created.
 */
export class CreateOneOnOneTimeline1765500100000 extends SchemaMigration {
  name = 'CreateOneOnOneTimeline1765500100000';
  protected readonly tables = [
    ...boardTimelineTables('one_on_one_timeline', {
      member: { id: 'employee_id', name: 'employee_name' },
      ownerColumn: 'manager_id',
      leading: { manager_id: t.text },
      trailing: { life_position: t.bigint, life_started_at: t.timestamptz },
    }),
    table(
      'one_on_one_timeline_sessions',
      { session_id: t.id, entry_id: t.text, session_date: t.text, next_session_date: orNull.text, recorded_position: t.bigint },
      { indexes: [{ on: 'entry_id, session_date' }] },
    ),
  ];
}
