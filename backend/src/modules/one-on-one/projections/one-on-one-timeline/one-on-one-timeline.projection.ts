import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type {
  CompanyMemberDeleted,
  CompanyMemberUpdated,
  DepartmentCreated,
  DepartmentDeleted,
  DepartmentUpdated,
  TeamCreated,
  TeamDeleted,
} from '../../../organization/index.js';
import type { OneOnOneEntryEvent } from '../../events/one-on-one-entry.events.js';

type HandledEvent =
  | Exclude<OneOnOneEntryEvent, { type: 'OneOnOneGrowthPointDeleted' }>
  | CompanyMemberUpdated
  | CompanyMemberDeleted
  | DepartmentCreated
  | DepartmentUpdated
  | DepartmentDeleted
  | TeamCreated
  | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = [
  'OneOnOneEntryCreated',
  'OneOnOneEntryMoved',
  'OneOnOneSessionRecorded',
  'OneOnOneEntryDeleted',
  'CompanyMemberUpdated',
  'CompanyMemberDeleted',
  'DepartmentCreated',
  'DepartmentUpdated',
  'DepartmentDeleted',
  'TeamCreated',
  'TeamDeleted',
];

const COLUMNS = `entry_id, opened_position, manager_id, team_id, employee_id, employee_name, department_id, x, y,
  life_position, life_started_at, valid_from, valid_to`;
const END = `valid_to = greatest(valid_from, $3::timestamptz)`;

export const ONE_ON_ONE_TIMELINE = 'one-on-one-timeline';

/**
 * The 1on1 board through time (decision 0050), as the MS board's timeline: per entry the stretches
 * of one position, name, department and team; the sessions by date; departments over time; when
 * each team was created. Time is the event's `occurredAt`. A deleted growth point does not change
 * where the board showed the member then; a deleted entry or member ends the last stretch; a
 * deleted team takes its rows. Catch-up only, in log order; every statement ends stretches opened
 * before the event and opens one keyed by its position, so applying an event again changes nothing.
 */
@Injectable()
@ReadModelProjection()
export class OneOnOneTimelineProjection implements Projection {
  readonly name = ONE_ON_ONE_TIMELINE;
  readonly handles = HANDLED;
  /** History: no write answers with it; its queries wait for it (decision 0055). */
  readonly awaitedBy = 'reads';
  readonly tables = [
    'one_on_one_timeline_intervals',
    'one_on_one_timeline_entries',
    'one_on_one_timeline_sessions',
    'one_on_one_timeline_departments',
    'one_on_one_timeline_teams',
  ];

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    const at = recorded.metadata.occurredAt;
    const position = recorded.position.toString();
    switch (event.type) {
      case 'OneOnOneEntryCreated': {
        const d = event.data;
        await manager.query(`INSERT INTO one_on_one_timeline_entries (entry_id, manager_id) VALUES ($1, $2) ON CONFLICT (entry_id) DO NOTHING`, [
          d.entryId,
          d.managerId,
        ]);
        await manager.query(`UPDATE one_on_one_timeline_intervals SET ${END} WHERE entry_id = $1 AND valid_to IS NULL AND opened_position < $2`, [
          d.entryId,
          position,
          at,
        ]);
        await manager.query(
          `INSERT INTO one_on_one_timeline_intervals (${COLUMNS})
           VALUES ($1, $2, $4, $5, $6, $7, $8, $9, $10, $2, $3, $3, NULL) ON CONFLICT (entry_id, opened_position) DO NOTHING`,
          [d.entryId, position, at, d.managerId, d.teamId, d.employeeId, d.employeeName, d.departmentId, d.positionX, d.positionY],
        );
        return;
      }
      case 'OneOnOneEntryMoved': {
        const d = event.data;
        await manager.query(
          `WITH closed AS (
             UPDATE one_on_one_timeline_intervals SET ${END} WHERE entry_id = $1 AND valid_to IS NULL AND opened_position < $2 RETURNING *)
           INSERT INTO one_on_one_timeline_intervals (${COLUMNS})
           SELECT entry_id, $2, manager_id, team_id, employee_id, employee_name, department_id, $4, $5,
                  life_position, life_started_at, greatest(valid_from, $3::timestamptz), NULL FROM closed
           ON CONFLICT (entry_id, opened_position) DO NOTHING`,
          [d.entryId, position, at, d.to.x, d.to.y],
        );
        return;
      }
      case 'OneOnOneSessionRecorded': {
        const d = event.data;
        await manager.query(
          `INSERT INTO one_on_one_timeline_sessions (session_id, entry_id, session_date, next_session_date, recorded_position)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (session_id) DO NOTHING`,
          [d.sessionId, d.entryId, d.sessionDate, d.nextSessionDate, position],
        );
        return;
      }
      case 'OneOnOneEntryDeleted':
        await manager.query(`UPDATE one_on_one_timeline_intervals SET ${END} WHERE entry_id = $1 AND valid_to IS NULL AND opened_position < $2`, [
          event.data.entryId,
          position,
          at,
        ]);
        return;
      case 'CompanyMemberUpdated': {
        const d = event.data;
        await manager.query(
          `WITH closed AS (
             UPDATE one_on_one_timeline_intervals SET ${END}
             WHERE employee_id = $1 AND valid_to IS NULL AND opened_position < $2
               AND (employee_name IS DISTINCT FROM $4 OR department_id IS DISTINCT FROM $5 OR team_id IS DISTINCT FROM $6)
             RETURNING *)
           INSERT INTO one_on_one_timeline_intervals (${COLUMNS})
           SELECT entry_id, $2, manager_id, $6, employee_id, $4, $5, x, y, life_position, life_started_at, greatest(valid_from, $3::timestamptz), NULL
           FROM closed ON CONFLICT (entry_id, opened_position) DO NOTHING`,
          [d.memberId, position, at, `${d.lastName} ${d.firstName}`, d.departmentId, d.teamId],
        );
        return;
      }
      case 'CompanyMemberDeleted':
        await manager.query(`UPDATE one_on_one_timeline_intervals SET ${END} WHERE employee_id = $1 AND valid_to IS NULL AND opened_position < $2`, [
          event.data.memberId,
          position,
          at,
        ]);
        return;
      case 'DepartmentCreated':
      case 'DepartmentUpdated': {
        const d = event.data;
        await manager.query(
          `UPDATE one_on_one_timeline_departments SET ${END} WHERE department_id = $1 AND valid_to IS NULL AND opened_position < $2`,
          [d.departmentId, position, at],
        );
        await manager.query(
          `INSERT INTO one_on_one_timeline_departments (department_id, opened_position, team_id, name, color, valid_from, valid_to)
           VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (department_id, opened_position) DO NOTHING`,
          [d.departmentId, position, d.teamId, d.name, d.color, at],
        );
        return;
      }
      case 'DepartmentDeleted':
        await manager.query(
          `UPDATE one_on_one_timeline_departments SET ${END} WHERE department_id = $1 AND valid_to IS NULL AND opened_position < $2`,
          [event.data.departmentId, position, at],
        );
        return;
      case 'TeamCreated':
        await manager.query(`INSERT INTO one_on_one_timeline_teams (team_id, created_at) VALUES ($1, $2) ON CONFLICT (team_id) DO NOTHING`, [
          event.data.teamId,
          at,
        ]);
        return;
      case 'TeamDeleted':
        await manager.query(`DELETE FROM one_on_one_timeline_intervals WHERE team_id = $1`, [event.data.teamId]);
        await manager.query(`DELETE FROM one_on_one_timeline_departments WHERE team_id = $1`, [event.data.teamId]);
        await manager.query(`DELETE FROM one_on_one_timeline_teams WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}
