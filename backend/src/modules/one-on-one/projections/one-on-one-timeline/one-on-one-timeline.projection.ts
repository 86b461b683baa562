import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { BoardTimelineProjection, type BoardTimelineSpec, type TimelineEvent } from '../../../boards/index.js';
import type { OneOnOneEntryCreated, OneOnOneEntryDeleted, OneOnOneEntryMoved, OneOnOneSessionRecorded } from '../../events/one-on-one-entry.events.js';

export const ONE_ON_ONE_TIMELINE = 'one-on-one-timeline';

/** The 1on1 entry events its timeline follows; its own extra: the sessions. */
type OneOnOneTimelineEvents = { opened: OneOnOneEntryCreated; moved: OneOnOneEntryMoved; removed: OneOnOneEntryDeleted; extra: OneOnOneSessionRecorded };

/**
 * The 1on1 board through time: the board kernel's timeline (`BoardTimelineProjection`, decision
 * 0050) over the `one_on_one_timeline_*` tables. An interval keeps where the entry stood under
 * which name, department and team (members may move teams), in which life of the entry (a
 * creation's position and time mark the life's start: its sessions are those recorded since);
 * the manager's entries are what `GetManagerEntriesAsOfHandler` probes. Its own extra: the
 * sessions by date (the last session and the staleness of a past day).
 */
export const ONE_ON_ONE_TIMELINE_SPEC: BoardTimelineSpec<OneOnOneTimelineEvents> = {
  name: ONE_ON_ONE_TIMELINE,
  prefix: 'one_on_one_timeline',
  events: { opened: 'OneOnOneEntryCreated', moved: 'OneOnOneEntryMoved', removed: 'OneOnOneEntryDeleted' },
  columns: {
    manager_id: 'text',
    team_id: 'text',
    employee_id: 'text',
    employee_name: 'text',
    department_id: 'text',
    x: 'float8',
    y: 'float8',
    life_position: 'int8',
    life_started_at: 'timestamptz',
  },
  memberColumn: 'employee_id',
  owner: { column: 'manager_id', of: (d) => d.managerId },
  openedValues: (d, position, at) => ({
    manager_id: d.managerId,
    team_id: d.teamId,
    employee_id: d.employeeId,
    employee_name: d.employeeName,
    department_id: d.departmentId,
    x: d.positionX,
    y: d.positionY,
    life_position: position,
    life_started_at: at,
  }),
  // Only a change of name, department or team starts a new interval.
  memberChanges: (d) => ({ employee_name: `${d.lastName} ${d.firstName}`, department_id: d.departmentId, team_id: d.teamId }),
  extras: {
    handles: ['OneOnOneSessionRecorded'],
    tables: ['one_on_one_timeline_sessions'],
    async apply(recorded: RecordedEvent<OneOnOneSessionRecorded>, manager: EntityManager): Promise<void> {
      const d = recorded.data;
      await manager.query(
        `INSERT INTO one_on_one_timeline_sessions (session_id, entry_id, session_date, next_session_date, recorded_position)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (session_id) DO NOTHING`,
        [d.sessionId, d.entryId, d.sessionDate, d.nextSessionDate, recorded.position.toString()],
      );
    },
  },
};

@Injectable()
@ReadModelProjection()
export class OneOnOneTimelineProjection extends BoardTimelineProjection<OneOnOneTimelineEvents> implements Projection<TimelineEvent<OneOnOneTimelineEvents>> {
  constructor() {
    super(ONE_ON_ONE_TIMELINE_SPEC);
  }
}
