import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../../platform/database/prepared-query.js';
import { levelsAt } from '@pivot/rules';
import type { MsMatrixEntryResponse } from '../http/ms-matrix.response.dto.js';
import { ENTRY_VIEW_COLUMNS, type MsMatrixDepartmentRow, type MsMatrixEntryRow } from '../projections/ms-matrix-board/ms-matrix-board.read-model.js';

/**
 * An entry as the API answers it: the response DTO's shape (the DTO documents it for OpenAPI).
 * Levels are derived from the position on every read.
 */
export type MsMatrixEntryView = MsMatrixEntryResponse;

/** A row of `ENTRY_VIEW_COLUMNS`: the entry's columns as its entity names them, with its department's name and colour. */
export type EntryRow = Pick<
  MsMatrixEntryRow,
  'id' | 'memberId' | 'memberName' | 'departmentId' | 'teamId' | 'positionX' | 'positionY' | 'notes' | 'revision' | 'updatedAt'
> & {
  departmentName: MsMatrixDepartmentRow['name'] | null;
  departmentColor: MsMatrixDepartmentRow['color'] | null;
};

const SELECT_ENTRIES = `SELECT ${ENTRY_VIEW_COLUMNS} FROM ms_matrix_entries e LEFT JOIN ms_matrix_departments d ON d.id = e.department_id`;

/** `row`: one of `ENTRY_VIEW_COLUMNS` (a query's, or the row a move's inline statement answered). */
export function toView(row: EntryRow): MsMatrixEntryView {
  return {
    id: row.id,
    memberId: row.memberId,
    memberName: row.memberName,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    departmentColor: row.departmentColor,
    teamId: row.teamId,
    positionX: row.positionX,
    positionY: row.positionY,
    ...levelsAt({ x: row.positionX, y: row.positionY }),
    notes: row.notes,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The team's entries, grouped by department name (未所属 last), then by member name. */
export async function findTeamEntries(manager: EntityManager, teamId: string): Promise<MsMatrixEntryView[]> {
  const rows: EntryRow[] = await manager.query(
    `${SELECT_ENTRIES} WHERE e.team_id = $1 ORDER BY d.name NULLS LAST, e.member_name, e.id`,
    [teamId],
  );
  return rows.map(toView);
}

export async function findEntry(manager: EntityManager, entryId: string): Promise<MsMatrixEntryView | null> {
  const rows = await preparedQuery<EntryRow>(manager, 'ms_matrix_find_entry', `${SELECT_ENTRIES} WHERE e.id = $1`, [entryId]);
  return rows.length ? toView(rows[0]) : null;
}
