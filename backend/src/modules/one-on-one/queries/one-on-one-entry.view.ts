import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { calendarDate } from '../../../platform/time/calendar.js';
import { approachFor, isStale, levelsFromPosition } from '../domain/one-on-one-board.js';
import type { OneOnOneEntryResponse } from '../http/one-on-one.response.dto.js';
import { ENTRY_VIEW_COLUMNS, type OneOnOneDepartmentRow, type OneOnOneEntryRow } from '../projections/one-on-one-board/one-on-one-board.read-model.js';

/**
 * An entry as the board shows it: the response DTO's shape (the DTO documents it for OpenAPI).
 * Levels are fractions 0..1 (trust = x, mindset = 1 − y), derived from the position on every read.
 */
export type OneOnOneEntryView = OneOnOneEntryResponse;

/** A row of `ENTRY_VIEW_COLUMNS`: the entry's columns as its entity names them, with its department's name and colour. */
export type EntryRecord = Pick<
  OneOnOneEntryRow,
  | 'id'
  | 'managerId'
  | 'teamId'
  | 'employeeId'
  | 'employeeName'
  | 'departmentId'
  | 'positionX'
  | 'positionY'
  | 'notes'
  | 'lastSessionDate'
  | 'nextSessionDate'
  | 'createdAt'
  | 'revision'
> & {
  departmentName: OneOnOneDepartmentRow['name'] | null;
  departmentColor: OneOnOneDepartmentRow['color'] | null;
};

export interface EntryFilter {
  managerId?: string;
  entryId?: string;
  teamId?: string;
}

/** Reads entries with their department; callers decide who may see which manager's entries. */
export async function findEntries(manager: EntityManager, filter: EntryFilter): Promise<EntryRecord[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.managerId !== undefined) add('e.manager_id = ?', filter.managerId);
  if (filter.entryId !== undefined) add('e.id = ?', filter.entryId);
  if (filter.teamId !== undefined) add('e.team_id = ?', filter.teamId);
  return manager.query(
    `SELECT ${ENTRY_VIEW_COLUMNS}
     FROM one_on_one_matrix_entries e LEFT JOIN one_on_one_departments d ON d.id = e.department_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY e.employee_name, e.id`,
    params,
  );
}

/** What the board derives from a position on every read: the levels, the quadrant and its approach. */
export function boardFields(x: number, y: number) {
  const levels = levelsFromPosition(x, y);
  const approach = approachFor(levels);
  return { ...levels, quadrant: approach.quadrant, approachLabel: approach.label, recommendedApproach: approach.recommendedApproach };
}

type EntryWho = Pick<EntryRecord, 'id' | 'managerId' | 'teamId' | 'employeeId' | 'employeeName' | 'departmentId' | 'departmentName' | 'departmentColor'>;

/** What every answer about an entry (today's, a past day's) starts with: whose, who, where on the board and what that means. */
export function entryHead(e: EntryWho, x: number, y: number) {
  return {
    id: e.id,
    managerId: e.managerId,
    teamId: e.teamId,
    employeeId: e.employeeId,
    employeeName: e.employeeName,
    departmentId: e.departmentId,
    departmentName: e.departmentName,
    departmentColor: e.departmentColor,
    positionX: x,
    positionY: y,
    ...boardFields(x, y),
  };
}

export function toEntryView(row: EntryRecord, now: Date, timeZone: string): OneOnOneEntryView {
  return {
    ...entryHead(row, row.positionX, row.positionY),
    notes: row.notes,
    lastSessionDate: row.lastSessionDate,
    nextSessionDate: row.nextSessionDate,
    isStale: isStale({
      lastSessionDate: row.lastSessionDate,
      createdOn: calendarDate(row.createdAt, timeZone),
      today: calendarDate(now, timeZone),
    }),
    createdAt: row.createdAt.toISOString(),
    revision: row.revision,
  };
}

/** The owner reads their entries; admins may read anyone's. */
export function canReadEntriesOf(managerId: string, reader: SessionUser): boolean {
  return managerId === reader.id || reader.isAdmin;
}
