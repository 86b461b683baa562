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
  TeamDeleted,
} from '../../../organization/index.js';
import type { OneOnOneEntryEvent } from '../../events/one-on-one-entry.events.js';
import { approachFor, levelsFromPosition } from '../../domain/one-on-one-board.js';

type HandledEvent =
  | OneOnOneEntryEvent
  | CompanyMemberUpdated
  | CompanyMemberDeleted
  | DepartmentCreated
  | DepartmentUpdated
  | DepartmentDeleted
  | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = [
  'OneOnOneEntryCreated',
  'OneOnOneEntryMoved',
  'OneOnOneGrowthPointDeleted',
  'OneOnOneSessionRecorded',
  'OneOnOneEntryDeleted',
  'CompanyMemberUpdated',
  'CompanyMemberDeleted',
  'DepartmentCreated',
  'DepartmentUpdated',
  'DepartmentDeleted',
  'TeamDeleted',
];

/**
 * The 1on1 board: entries, growth points, sessions, and the departments they are shown under.
 * Every statement is an upsert or a delete keyed by ids, so applying an event twice leaves the
 * same rows. Writes go only through the runtime's manager with unqualified table names.
 */
@Injectable()
@ReadModelProjection()
export class OneOnOneBoardProjection implements Projection {
  readonly name = 'one-on-one-board';
  readonly handles = HANDLED;
  readonly tables = ['one_on_one_matrix_entries', 'one_on_one_growth_history', 'one_on_one_sessions', 'one_on_one_departments'];

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    const at = recorded.metadata.occurredAt;
    const position = recorded.position.toString();
    switch (event.type) {
      case 'OneOnOneEntryCreated': {
        const d = event.data;
        const board = boardColumns(d.positionX, d.positionY);
        // The stream may start a new life after a deletion: nothing of the old one remains.
        await deleteEntryChildren(manager, 'matrix_entry_id = $1', [d.entryId]);
        await manager.query(
          `INSERT INTO one_on_one_matrix_entries (id, manager_id, team_id, employee_id, employee_name, department_id,
             position_x, position_y, trust_level, mindset_level, recommended_approach, notes,
             last_session_date, next_session_date, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, NULL, $13, $13, $14)
           ON CONFLICT (id) DO UPDATE SET manager_id = EXCLUDED.manager_id, team_id = EXCLUDED.team_id,
             employee_id = EXCLUDED.employee_id, employee_name = EXCLUDED.employee_name,
             department_id = EXCLUDED.department_id, position_x = EXCLUDED.position_x, position_y = EXCLUDED.position_y,
             trust_level = EXCLUDED.trust_level, mindset_level = EXCLUDED.mindset_level,
             recommended_approach = EXCLUDED.recommended_approach, notes = EXCLUDED.notes,
             last_session_date = NULL, next_session_date = NULL,
             created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision`,
          [
            d.entryId, d.managerId, d.teamId, d.employeeId, d.employeeName, d.departmentId,
            d.positionX, d.positionY, board.trustLevel, board.mindsetLevel, board.quadrant, d.notes, at, recorded.revision,
          ],
        );
        await insertPoint(manager, d.pointId, d.entryId, d.positionX, d.positionY, at, position);
        return;
      }
      case 'OneOnOneEntryMoved': {
        const d = event.data;
        const board = boardColumns(d.to.x, d.to.y);
        await manager.query(
          `UPDATE one_on_one_matrix_entries SET position_x = $2, position_y = $3, trust_level = $4, mindset_level = $5,
             recommended_approach = $6, updated_at = $7, revision = $8 WHERE id = $1`,
          [d.entryId, d.to.x, d.to.y, board.trustLevel, board.mindsetLevel, board.quadrant, at, recorded.revision],
        );
        await insertPoint(manager, d.pointId, d.entryId, d.to.x, d.to.y, at, position);
        return;
      }
      case 'OneOnOneGrowthPointDeleted':
        await manager.query(`DELETE FROM one_on_one_growth_history WHERE id = $1`, [event.data.pointId]);
        await touchEntry(manager, event.data.entryId, at, recorded.revision);
        return;
      case 'OneOnOneSessionRecorded': {
        const d = event.data;
        await manager.query(
          `INSERT INTO one_on_one_sessions (id, matrix_entry_id, manager_id, session_date, approach, outcomes, feedback,
             effectiveness, next_session_date, created_at, event_position)
           SELECT $1, e.id, e.manager_id, $3, $4, $5, $6, $7, $8, $9, $10 FROM one_on_one_matrix_entries e WHERE e.id = $2
           ON CONFLICT (id) DO NOTHING`,
          [d.sessionId, d.entryId, d.sessionDate, d.approach, d.outcomes, d.feedback, d.effectiveness, d.nextSessionDate, at, position],
        );
        // Last session is the latest date; the next date is the one planned at that latest session.
        await manager.query(
          `UPDATE one_on_one_matrix_entries e SET
             last_session_date = latest.session_date, next_session_date = latest.next_session_date
           FROM (SELECT session_date, next_session_date FROM one_on_one_sessions WHERE matrix_entry_id = $1
                 ORDER BY session_date DESC, event_position DESC LIMIT 1) latest
           WHERE e.id = $1`,
          [d.entryId],
        );
        await touchEntry(manager, d.entryId, at, recorded.revision);
        return;
      }
      case 'OneOnOneEntryDeleted':
        await deleteEntries(manager, 'id = $1', [event.data.entryId]);
        return;
      case 'CompanyMemberUpdated': {
        const d = event.data;
        await manager.query(
          `UPDATE one_on_one_matrix_entries SET employee_name = $2, department_id = $3, team_id = $4 WHERE employee_id = $1`,
          [d.memberId, `${d.lastName} ${d.firstName}`, d.departmentId, d.teamId],
        );
        return;
      }
      case 'CompanyMemberDeleted':
        // The member is gone, so are the entries about them (in every manager's board).
        await deleteEntries(manager, 'employee_id = $1', [event.data.memberId]);
        return;
      case 'DepartmentCreated':
      case 'DepartmentUpdated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO one_on_one_departments (id, team_id, name, color) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO UPDATE SET team_id = EXCLUDED.team_id, name = EXCLUDED.name, color = EXCLUDED.color`,
          [d.departmentId, d.teamId, d.name, d.color],
        );
        return;
      }
      case 'DepartmentDeleted':
        await manager.query(`DELETE FROM one_on_one_departments WHERE id = $1`, [event.data.departmentId]);
        await manager.query(`UPDATE one_on_one_matrix_entries SET department_id = NULL WHERE department_id = $1`, [
          event.data.departmentId,
        ]);
        return;
      case 'TeamDeleted':
        await deleteEntries(manager, 'team_id = $1', [event.data.teamId]);
        await manager.query(`DELETE FROM one_on_one_departments WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}

/** Levels and quadrant are stored derived (spec part 2 §3 has the columns); a replay recomputes them. */
function boardColumns(x: number, y: number) {
  const levels = levelsFromPosition(x, y);
  return { ...levels, quadrant: approachFor(levels).quadrant };
}

async function insertPoint(manager: EntityManager, id: string, entryId: string, x: number, y: number, at: string, position: string) {
  const levels = levelsFromPosition(x, y);
  await manager.query(
    `INSERT INTO one_on_one_growth_history (id, matrix_entry_id, manager_id, position_x, position_y, trust_level, mindset_level,
       notes, created_at, event_position)
     SELECT $1, e.id, e.manager_id, $3, $4, $5, $6, NULL, $7, $8 FROM one_on_one_matrix_entries e WHERE e.id = $2
     ON CONFLICT (id) DO NOTHING`,
    [id, entryId, x, y, levels.trustLevel, levels.mindsetLevel, at, position],
  );
}

async function touchEntry(manager: EntityManager, entryId: string, at: string, revision: number) {
  await manager.query(`UPDATE one_on_one_matrix_entries SET updated_at = $2, revision = $3 WHERE id = $1`, [entryId, at, revision]);
}

/** `where` selects entries; their growth points and sessions go with them. */
async function deleteEntries(manager: EntityManager, where: string, params: unknown[]) {
  await deleteEntryChildren(manager, `matrix_entry_id IN (SELECT id FROM one_on_one_matrix_entries WHERE ${where})`, params);
  await manager.query(`DELETE FROM one_on_one_matrix_entries WHERE ${where}`, params);
}

async function deleteEntryChildren(manager: EntityManager, where: string, params: unknown[]) {
  await manager.query(`DELETE FROM one_on_one_growth_history WHERE ${where}`, params);
  await manager.query(`DELETE FROM one_on_one_sessions WHERE ${where}`, params);
}
