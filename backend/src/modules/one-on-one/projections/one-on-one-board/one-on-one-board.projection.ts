import { Injectable } from '@nestjs/common';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { InlineEvent, InlineStatement } from '../../../../platform/event-store/inline-projection.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import { BoardProjection, entryChildrenDeleted, entryRemoved, entryTouched, type BoardEvent, type BoardTables } from '../../../boards/index.js';
import type { OneOnOneEntryEvent } from '../../events/one-on-one-entry.events.js';
import { ENTRY_VIEW_COLUMNS } from './one-on-one-board.read-model.js';
import { approachFor, levelsFromPosition } from '../../domain/one-on-one-board.js';

/** The entry stream's own events: their rows belong to that one stream, so they are applied inline. */
const ENTRY_EVENTS: readonly OneOnOneEntryEvent['type'][] = [
  'OneOnOneEntryCreated',
  'OneOnOneEntryMoved',
  'OneOnOneGrowthPointDeleted',
  'OneOnOneSessionRecorded',
  'OneOnOneEntryDeleted',
];

/** The 1on1 board's tables (spec part 2 §3 names), as the board kernel writes them; a member's entries follow them across teams. */
const TABLES: BoardTables = {
  entries: 'one_on_one_matrix_entries',
  member: { id: 'employee_id', name: 'employee_name' },
  children: ['one_on_one_growth_history', 'one_on_one_sessions'],
  childEntryColumn: 'matrix_entry_id',
  departments: 'one_on_one_departments',
  followsMemberTeam: true,
};

/** The board projection's name (its checkpoint key, and the key of the rows it answers inline). */
export const ONE_ON_ONE_BOARD = 'one-on-one-board';

/**
 * The 1on1 board: entries, growth points, sessions, and the departments they are shown under; the
 * board kernel's `BoardProjection` (what the organisation's events do, inline application,
 * decision 0029) with the 1on1 entry stream's statements (`entryStatements`).
 */
@Injectable()
@ReadModelProjection()
export class OneOnOneBoardProjection extends BoardProjection<OneOnOneEntryEvent> implements Projection<BoardEvent<OneOnOneEntryEvent>> {
  constructor() {
    super({ name: ONE_ON_ONE_BOARD, tables: TABLES, entryEvents: ENTRY_EVENTS, entryStatements });
  }
}

/** Levels and quadrant are stored derived (spec part 2 §3 has the columns); a replay recomputes them. */
function boardColumns(x: number, y: number) {
  const levels = levelsFromPosition(x, y);
  return { ...levels, quadrant: approachFor(levels).quadrant };
}

/**
 * The statements of one entry-stream event: what `apply` runs for it, and what the event store
 * runs in the append's transaction when it applies the event inline (where `position` is null and
 * is read back with `event_position`). A move answers the entry as the API shows it
 * (`ENTRY_VIEW_COLUMNS`), so the command can answer without reading it again.
 */
export function entryStatements(recorded: InlineEvent<OneOnOneEntryEvent>): InlineStatement[] {
  const event = recorded;
  const at = recorded.metadata.occurredAt;
  const position = recorded.position?.toString() ?? null;
  const eventId = recorded.eventId;
  switch (event.type) {
    case 'OneOnOneEntryCreated': {
      const d = event.data;
      const board = boardColumns(d.positionX, d.positionY);
      return [
        // The stream may start a new life after a deletion: nothing of the old one remains.
        ...entryChildrenDeleted(TABLES, '= $1', [d.entryId]),
        {
          name: 'one_on_one_board_create',
          text: `INSERT INTO one_on_one_matrix_entries (id, manager_id, team_id, employee_id, employee_name, department_id,
                   position_x, position_y, trust_level, mindset_level, recommended_approach, notes,
                   last_session_date, next_session_date, created_at, updated_at, revision, placed_position)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, NULL, NULL, $13, $13, $14,
                   coalesce($15::bigint, event_position($16::uuid)))
                 ON CONFLICT (id) DO UPDATE SET manager_id = EXCLUDED.manager_id, team_id = EXCLUDED.team_id,
                   employee_id = EXCLUDED.employee_id, employee_name = EXCLUDED.employee_name,
                   department_id = EXCLUDED.department_id, position_x = EXCLUDED.position_x, position_y = EXCLUDED.position_y,
                   trust_level = EXCLUDED.trust_level, mindset_level = EXCLUDED.mindset_level,
                   recommended_approach = EXCLUDED.recommended_approach, notes = EXCLUDED.notes,
                   last_session_date = NULL, next_session_date = NULL,
                   created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision,
                   placed_position = EXCLUDED.placed_position`,
          values: [
            d.entryId, d.managerId, d.teamId, d.employeeId, d.employeeName, d.departmentId,
            d.positionX, d.positionY, board.trustLevel, board.mindsetLevel, board.quadrant, d.notes, at, recorded.revision,
            position, eventId,
          ],
        },
        insertPoint(d.pointId, d.entryId, d.positionX, d.positionY, at, position, eventId),
      ];
    }
    case 'OneOnOneEntryMoved': {
      const d = event.data;
      const board = boardColumns(d.to.x, d.to.y);
      return [
        {
          name: 'one_on_one_board_move',
          text: `WITH moved AS (
                   UPDATE one_on_one_matrix_entries SET position_x = $2, position_y = $3, trust_level = $4, mindset_level = $5,
                     recommended_approach = $6, updated_at = $7, revision = $8 WHERE id = $1
                   RETURNING *)
                 SELECT ${ENTRY_VIEW_COLUMNS} FROM moved e LEFT JOIN one_on_one_departments d ON d.id = e.department_id`,
          values: [d.entryId, d.to.x, d.to.y, board.trustLevel, board.mindsetLevel, board.quadrant, at, recorded.revision],
        },
        insertPoint(d.pointId, d.entryId, d.to.x, d.to.y, at, position, eventId),
      ];
    }
    case 'OneOnOneGrowthPointDeleted':
      return [
        { text: `DELETE FROM one_on_one_growth_history WHERE id = $1`, values: [event.data.pointId] },
        entryTouched(TABLES, event.data.entryId, at, recorded.revision),
      ];
    case 'OneOnOneSessionRecorded': {
      const d = event.data;
      return [
        {
          text: `INSERT INTO one_on_one_sessions (id, matrix_entry_id, manager_id, session_date, approach, outcomes, feedback,
                   effectiveness, next_session_date, created_at, event_position)
                 SELECT $1, e.id, e.manager_id, $3, $4, $5, $6, $7, $8, $9, coalesce($10::bigint, event_position($11::uuid))
                 FROM one_on_one_matrix_entries e WHERE e.id = $2
                 ON CONFLICT (id) DO NOTHING`,
          values: [d.sessionId, d.entryId, d.sessionDate, d.approach, d.outcomes, d.feedback, d.effectiveness, d.nextSessionDate, at, position, eventId],
        },
        // Last session is the latest date; the next date is the one planned at that latest session.
        {
          text: `UPDATE one_on_one_matrix_entries e SET
                   last_session_date = latest.session_date, next_session_date = latest.next_session_date
                 FROM (SELECT session_date, next_session_date FROM one_on_one_sessions WHERE matrix_entry_id = $1
                       ORDER BY session_date DESC, event_position DESC LIMIT 1) latest
                 WHERE e.id = $1`,
          values: [d.entryId],
        },
        entryTouched(TABLES, d.entryId, at, recorded.revision),
      ];
    }
    case 'OneOnOneEntryDeleted':
      return entryRemoved(TABLES, event.data.entryId);
    default:
      return assertNever(event);
  }
}

function insertPoint(id: string, entryId: string, x: number, y: number, at: string, position: string | null, eventId: string): InlineStatement {
  const levels = levelsFromPosition(x, y);
  return {
    text: `INSERT INTO one_on_one_growth_history (id, matrix_entry_id, manager_id, position_x, position_y, trust_level, mindset_level,
             notes, created_at, event_position)
           SELECT $1, e.id, e.manager_id, $3, $4, $5, $6, NULL, $7, coalesce($8::bigint, event_position($9::uuid))
           FROM one_on_one_matrix_entries e WHERE e.id = $2
           ON CONFLICT (id) DO NOTHING`,
    values: [id, entryId, x, y, levels.trustLevel, levels.mindsetLevel, at, position, eventId],
  };
}
