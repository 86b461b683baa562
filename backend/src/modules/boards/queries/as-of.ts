import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../../platform/database/prepared-query.js';
import { calendarDate, isCalendarDate, nextCalendarDate, startOfDay } from '../../../platform/time/calendar.js';

/**
 * What the boards' as-of reads share (decision 0050): the day's end, the team's start, the
 * answer's frame, and the SQL that probes a table of intervals (`Intervals`) for a moment.
 */

/**
 * The end of `date` (YYYY-MM-DD in `timeZone`): an as-of board shows what held then. A date that
 * is not one, or one after today, is refused with the module's own errors.
 */
export function endOfAsOfDay(date: string, now: Date, timeZone: string, refuse: { invalid: () => Error; future: () => Error }): Date {
  if (!isCalendarDate(date)) throw refuse.invalid();
  if (date > calendarDate(now, timeZone)) throw refuse.future();
  return startOfDay(nextCalendarDate(date), timeZone);
}

/** The answer of an as-of read: the day, its end, when the team began, and why it is empty. */
export interface AsOfAnswer<Entry, Reason extends string> {
  date: string;
  endsAt: string;
  teamCreatedOn: string | null;
  emptyReason: Reason | null;
  entries: Entry[];
}

export interface AsOfTeamDay {
  /** The team was created after the day: its board did not exist yet (`before_team`). */
  readonly beforeTeam: boolean;
  /** The answer with these entries; `emptyReason` is given only when there are none. */
  answer<Entry, Reason extends string>(entries: Entry[], emptyReason: Reason): AsOfAnswer<Entry, Reason>;
}

/**
 * The team's day on a timeline whose tables start with `prefix` (`<prefix>_teams` holds when each
 * team was created; read as the prepared statement `<prefix>_team`).
 */
export async function asOfTeamDay(
  manager: EntityManager,
  prefix: string,
  teamId: string,
  date: string,
  endsAt: Date,
  timeZone: string,
): Promise<AsOfTeamDay> {
  const [team] = await preparedQuery<{ createdAt: Date }>(manager, `${prefix}_team`, `SELECT created_at AS "createdAt" FROM ${prefix}_teams WHERE team_id = $1`, [
    teamId,
  ]);
  const teamCreatedOn = team ? calendarDate(team.createdAt, timeZone) : null;
  return {
    beforeTeam: team !== undefined && team.createdAt.getTime() >= endsAt.getTime(),
    answer: (entries, emptyReason) => ({ date, endsAt: endsAt.toISOString(), teamCreatedOn, emptyReason: entries.length ? null : emptyReason, entries }),
  };
}

/**
 * SQL for a lateral join: the interval of `table` for `keyExpression` begun last before `at` (one
 * backward probe of the primary key). Whether it still held then is the caller's `heldAt`.
 */
export function latestIntervalBefore(table: string, key: string, keyExpression: string, at: string): string {
  return `SELECT * FROM ${table} s WHERE s.${key} = ${keyExpression} AND s.valid_from < ${at} ORDER BY s.opened_position DESC LIMIT 1`;
}

/** SQL: the interval `alias` had not ended by `at`. */
export function heldAt(alias: string, at: string): string {
  return `(${alias}.valid_to IS NULL OR ${alias}.valid_to >= ${at})`;
}

/**
 * SQL for `LEFT JOIN LATERAL (…) d ON true`: the name and colour the department `departmentExpression`
 * had at `at`; none when it did not exist then (its members read 未所属).
 */
export function departmentAt(table: string, departmentExpression: string, at: string): string {
  return `SELECT dd.name, dd.color FROM (${latestIntervalBefore(table, 'department_id', departmentExpression, at)}) dd WHERE ${heldAt('dd', at)}`;
}

/**
 * SQL from `FROM` on for an as-of read of the timeline whose tables start with `prefix`: every
 * entry it ever had (`t`, to be filtered by the caller), its latest interval begun before `at`
 * (`i`, to be kept with `heldAt('i', at)`), and its department's interval of that moment (`d`).
 */
export function asOfFrom(prefix: string, at: string): string {
  return `FROM ${prefix}_entries t
  CROSS JOIN LATERAL (${latestIntervalBefore(`${prefix}_intervals`, 'entry_id', 't.entry_id', at)}) i
  LEFT JOIN LATERAL (${departmentAt(`${prefix}_departments`, 'i.department_id', at)}) d ON true`;
}

/** SQL: the department columns of an as-of row (`asOfFrom`); a department that no longer existed then reads 未所属 (null). */
export const AS_OF_DEPARTMENT_COLUMNS = `CASE WHEN d.name IS NULL THEN NULL ELSE i.department_id END AS "departmentId",
         d.name AS "departmentName", d.color AS "departmentColor"`;
