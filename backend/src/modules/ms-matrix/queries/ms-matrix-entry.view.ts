import { preparedQuery } from '../../../platform/database/prepared-query.js';
import type { EntityManager } from 'typeorm';
import { levelsAt } from '../domain/ms-matrix-board.js';

/** An entry as the API answers it; levels are derived from the position on every read. */
export interface MsMatrixEntryView {
  id: string;
  memberId: string;
  /** `姓 名`. */
  memberName: string;
  departmentId: string | null;
  departmentName: string | null;
  departmentColor: string | null;
  teamId: string;
  positionX: number;
  positionY: number;
  skillLevel: number;
  mindsetLevel: number;
  notes: string | null;
  /** The entry stream's revision: send it back in If-Match. */
  revision: number;
  updatedAt: string;
}

interface EntryRow {
  id: string;
  member_id: string;
  member_name: string;
  department_id: string | null;
  department_name: string | null;
  department_color: string | null;
  team_id: string;
  position_x: number;
  position_y: number;
  notes: string | null;
  revision: number;
  updated_at: Date;
}

const SELECT_ENTRIES = `
  SELECT e.id, e.member_id, e.member_name, e.department_id, d.name AS department_name, d.color AS department_color,
         e.team_id, e.position_x, e.position_y, e.notes, e.revision, e.updated_at
  FROM ms_matrix_entries e LEFT JOIN ms_matrix_departments d ON d.id = e.department_id`;

function toView(row: EntryRow): MsMatrixEntryView {
  const position = { x: row.position_x, y: row.position_y };
  return {
    id: row.id,
    memberId: row.member_id,
    memberName: row.member_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    departmentColor: row.department_color,
    teamId: row.team_id,
    positionX: row.position_x,
    positionY: row.position_y,
    ...levelsAt(position),
    notes: row.notes,
    revision: row.revision,
    updatedAt: row.updated_at.toISOString(),
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
