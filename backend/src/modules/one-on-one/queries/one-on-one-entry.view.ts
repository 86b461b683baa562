import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { calendarDate } from '../../../platform/time/calendar.js';
import { approachFor, isStale, levelsFromPosition } from '../domain/one-on-one-board.js';
import type { OneOnOneApproach } from '../events/one-on-one-entry.events.js';

/** An entry as the board shows it. Levels are fractions 0..1 (trust = x, mindset = 1 − y). */
export interface OneOnOneEntryView {
  id: string;
  managerId: string;
  teamId: string;
  employeeId: string;
  /** `姓 名`. */
  employeeName: string;
  departmentId: string | null;
  departmentName: string | null;
  departmentColor: string | null;
  positionX: number;
  positionY: number;
  trustLevel: number;
  mindsetLevel: number;
  quadrant: OneOnOneApproach;
  approachLabel: string;
  recommendedApproach: string;
  notes: string | null;
  lastSessionDate: string | null;
  nextSessionDate: string | null;
  isStale: boolean;
  createdAt: string;
  revision: number;
}

interface EntryRecord {
  id: string;
  manager_id: string;
  team_id: string;
  employee_id: string;
  employee_name: string;
  department_id: string | null;
  department_name: string | null;
  department_color: string | null;
  position_x: number;
  position_y: number;
  notes: string | null;
  last_session_date: string | null;
  next_session_date: string | null;
  created_at: Date;
  revision: number;
}

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
    `SELECT e.id, e.manager_id, e.team_id, e.employee_id, e.employee_name, e.department_id,
            d.name AS department_name, d.color AS department_color, e.position_x, e.position_y, e.notes,
            e.last_session_date::text AS last_session_date, e.next_session_date::text AS next_session_date,
            e.created_at, e.revision
     FROM one_on_one_matrix_entries e LEFT JOIN one_on_one_departments d ON d.id = e.department_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY e.employee_name, e.id`,
    params,
  );
}

export function toEntryView(row: EntryRecord, now: Date, timeZone: string): OneOnOneEntryView {
  const levels = levelsFromPosition(row.position_x, row.position_y);
  const approach = approachFor(levels);
  return {
    id: row.id,
    managerId: row.manager_id,
    teamId: row.team_id,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    departmentColor: row.department_color,
    positionX: row.position_x,
    positionY: row.position_y,
    ...levels,
    quadrant: approach.quadrant,
    approachLabel: approach.label,
    recommendedApproach: approach.recommendedApproach,
    notes: row.notes,
    lastSessionDate: row.last_session_date,
    nextSessionDate: row.next_session_date,
    isStale: isStale({
      lastSessionDate: row.last_session_date,
      createdOn: calendarDate(row.created_at, timeZone),
      today: calendarDate(now, timeZone),
    }),
    createdAt: row.created_at.toISOString(),
    revision: row.revision,
  };
}

/** The owner reads their entries; admins may read anyone's. */
export function canReadEntriesOf(managerId: string, reader: SessionUser): boolean {
  return managerId === reader.id || reader.isAdmin;
}
