import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type {
  CompanyMemberDeleted,
  CompanyMemberUpdated,
  DepartmentDeleted,
  DepartmentUpdated,
  TeamDeleted,
} from '../../../organization/index.js';
import type { MsMatrixEntryEvent } from '../../events/ms-matrix-entry.events.js';

export const DEFAULT_DEPARTMENT_COLOR = '#3B82F6';

/** The organisation's creation event carries the same fields as DepartmentUpdated. */
type DepartmentCreated = { type: 'DepartmentCreated'; data: DepartmentUpdated['data'] };

type HandledEvent =
  | MsMatrixEntryEvent
  | CompanyMemberUpdated
  | CompanyMemberDeleted
  | DepartmentCreated
  | DepartmentUpdated
  | DepartmentDeleted
  | TeamDeleted;

const HANDLED: readonly HandledEvent['type'][] = [
  'MatrixMemberPlaced',
  'MatrixMemberMoved',
  'MatrixGrowthPointDeleted',
  'MatrixTeamHistoryCleared',
  'MatrixMemberRemoved',
  'CompanyMemberUpdated',
  'CompanyMemberDeleted',
  'DepartmentCreated',
  'DepartmentUpdated',
  'DepartmentDeleted',
  'TeamDeleted',
];

/**
 * The MS board: entries, their growth points, and the departments they are grouped by.
 *
 * What the organisation's events do to the board: a deleted member leaves it (entry and points);
 * a deleted department leaves its members on the board with no department (shown as 未所属); a
 * deleted team takes all its rows. The event log keeps the history for the audit.
 *
 * Every statement is an upsert or a delete keyed by ids, so applying an event twice leaves the
 * same rows. Writes go only through the runtime's manager with unqualified table names.
 */
@Injectable()
@ReadModelProjection()
export class MsMatrixBoardProjection implements Projection {
  readonly name = 'ms-matrix-board';
  readonly handles = HANDLED;
  readonly tables = ['ms_matrix_entries', 'ms_matrix_growth_points', 'ms_matrix_departments'];

  async apply(recorded: RecordedEvent, manager: EntityManager): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    const at = recorded.metadata.occurredAt;
    const position = recorded.position.toString();
    switch (event.type) {
      case 'MatrixMemberPlaced': {
        const d = event.data;
        // The stream may start a new life after a removal: nothing of the old one remains.
        await manager.query(`DELETE FROM ms_matrix_growth_points WHERE entry_id = $1`, [d.entryId]);
        await manager.query(
          `INSERT INTO ms_matrix_entries (id, team_id, member_id, member_name, department_id, position_x, position_y,
             notes, created_at, updated_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
           ON CONFLICT (id) DO UPDATE SET team_id = EXCLUDED.team_id, member_id = EXCLUDED.member_id,
             member_name = EXCLUDED.member_name, department_id = EXCLUDED.department_id,
             position_x = EXCLUDED.position_x, position_y = EXCLUDED.position_y, notes = EXCLUDED.notes,
             created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, revision = EXCLUDED.revision`,
          [d.entryId, d.teamId, d.memberId, d.memberName, d.departmentId, d.positionX, d.positionY, d.notes, at, recorded.revision],
        );
        await insertPoint(manager, d.pointId, d.entryId, d.positionX, d.positionY, at, position);
        return;
      }
      case 'MatrixMemberMoved': {
        const d = event.data;
        await manager.query(
          `UPDATE ms_matrix_entries SET position_x = $2, position_y = $3, updated_at = $4, revision = $5 WHERE id = $1`,
          [d.entryId, d.to.x, d.to.y, at, recorded.revision],
        );
        await insertPoint(manager, d.pointId, d.entryId, d.to.x, d.to.y, at, position);
        return;
      }
      case 'MatrixGrowthPointDeleted':
        await manager.query(`DELETE FROM ms_matrix_growth_points WHERE id = $1`, [event.data.pointId]);
        await touchEntry(manager, event.data.entryId, at, recorded.revision);
        return;
      case 'MatrixTeamHistoryCleared':
        await manager.query(`DELETE FROM ms_matrix_growth_points WHERE entry_id = $1 AND id = ANY($2::text[])`, [
          event.data.entryId,
          event.data.deletedPointIds,
        ]);
        await touchEntry(manager, event.data.entryId, at, recorded.revision);
        return;
      case 'MatrixMemberRemoved':
        await deleteEntries(manager, 'id = $1', [event.data.entryId]);
        return;
      case 'CompanyMemberUpdated': {
        const d = event.data;
        await manager.query(`UPDATE ms_matrix_entries SET member_name = $2, department_id = $3 WHERE member_id = $1`, [
          d.memberId,
          `${d.lastName} ${d.firstName}`,
          d.departmentId,
        ]);
        return;
      }
      case 'CompanyMemberDeleted':
        await deleteEntries(manager, 'member_id = $1', [event.data.memberId]);
        return;
      case 'DepartmentCreated':
      case 'DepartmentUpdated': {
        const d = event.data;
        await manager.query(
          `INSERT INTO ms_matrix_departments (id, team_id, name, color) VALUES ($1, $2, $3, $4)
           ON CONFLICT (id) DO UPDATE SET team_id = EXCLUDED.team_id, name = EXCLUDED.name, color = EXCLUDED.color`,
          [d.departmentId, d.teamId, d.name, d.color || DEFAULT_DEPARTMENT_COLOR],
        );
        return;
      }
      case 'DepartmentDeleted':
        await manager.query(`DELETE FROM ms_matrix_departments WHERE id = $1`, [event.data.departmentId]);
        await manager.query(`UPDATE ms_matrix_entries SET department_id = NULL WHERE department_id = $1`, [event.data.departmentId]);
        return;
      case 'TeamDeleted':
        await deleteEntries(manager, 'team_id = $1', [event.data.teamId]);
        await manager.query(`DELETE FROM ms_matrix_departments WHERE team_id = $1`, [event.data.teamId]);
        return;
      default:
        assertNever(event);
    }
  }
}

/** Only for an entry still on the board (it may have left with its member or team). */
async function insertPoint(manager: EntityManager, id: string, entryId: string, x: number, y: number, at: string, position: string) {
  await manager.query(
    `INSERT INTO ms_matrix_growth_points (id, entry_id, team_id, x, y, recorded_at, event_position)
     SELECT $1, e.id, e.team_id, $3, $4, $5, $6 FROM ms_matrix_entries e WHERE e.id = $2
     ON CONFLICT (id) DO NOTHING`,
    [id, entryId, x, y, at, position],
  );
}

async function touchEntry(manager: EntityManager, entryId: string, at: string, revision: number) {
  await manager.query(`UPDATE ms_matrix_entries SET updated_at = $2, revision = $3 WHERE id = $1`, [entryId, at, revision]);
}

/** `where` selects entries; their growth points go with them. */
async function deleteEntries(manager: EntityManager, where: string, params: unknown[]) {
  await manager.query(`DELETE FROM ms_matrix_growth_points WHERE entry_id IN (SELECT id FROM ms_matrix_entries WHERE ${where})`, params);
  await manager.query(`DELETE FROM ms_matrix_entries WHERE ${where}`, params);
}
