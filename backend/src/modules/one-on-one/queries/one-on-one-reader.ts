import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { calendarDate, daysBetween } from '../../../platform/time/calendar.js';
import { approachLabel, isStale, STALE_AFTER_DAYS } from '../domain/one-on-one-board.js';
import type { OneOnOneApproach } from '../events/one-on-one-entry.events.js';

/** A manager's 1on1s at a glance (the community dashboard's figures). */
export interface ManagerOneOnOnes {
  /** The manager's entries: one per member they hold 1on1s with. */
  managedMembers: number;
  /** Sessions of those entries dated in the calendar month of `today`. */
  sessionsThisMonth: number;
  /** Entries whose next session is `today` or later, earliest first. */
  upcomingSessions: {
    entryId: string;
    /** `姓 名`. */
    employeeName: string;
    /** `YYYY-MM-DD`. */
    date: string;
    /** The label of the entry's recommended approach now; null when none is known. */
    approachLabel: string | null;
  }[];
}

/** How regularly a manager holds 1on1s (the dashboard's cadence chart and stale list). */
export interface ManagerCadence {
  /** Sessions per session date from `from` to `to` (both included); dates without one are left out. */
  sessionsByDate: { date: string; sessions: number }[];
  /** Days without a session after which an entry is stale (the board's rule, `isStale`). */
  staleAfterDays: number;
  /** The manager's stale entries, longest without a session first. */
  staleEntries: {
    entryId: string;
    /** `姓 名`. */
    employeeName: string;
    /** `YYYY-MM-DD`; null when no session was ever recorded. */
    lastSessionDate: string | null;
    /** Days since the last session, or since the entry was created when there was none. */
    daysSince: number;
  }[];
}

/** One 1on1 entry as other modules may see it (the agendas module's access and header). */
export interface OneOnOneEntrySummary {
  entryId: string;
  /** The user who owns the entry. */
  managerId: string;
  teamId: string;
  /** The company member the 1on1s are with. */
  employeeId: string;
  /** `姓 名`. */
  employeeName: string;
  /** The entry's current quadrant. */
  recommendedApproach: OneOnOneApproach;
  /** The entry's levels now, 0..1 (trust = x, mindset = 1 − y). */
  trustLevel: number;
  mindsetLevel: number;
  /** `YYYY-MM-DD`; null when none was recorded or planned. */
  lastSessionDate: string | null;
  nextSessionDate: string | null;
  /** The board's stale flag on `today` (`isStale`). */
  isStale: boolean;
}

/**
 * The 1on1 module's published reads, exported by `OneOnOneModule` and re-exported from
 * `index.ts` (import the module in yours). Answered from this module's read models.
 */
@Injectable()
export class OneOnOneReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `today`: a `YYYY-MM-DD` calendar date in the deployment's time zone; `upcoming`: how many next sessions at most. */
  async managerOverview(managerId: string, { today, upcoming }: { today: string; upcoming: number }): Promise<ManagerOneOnOnes> {
    const monthStart = `${today.slice(0, 7)}-01`;
    const [[counts], next] = await Promise.all([
      this.db.query(
        `SELECT
           (SELECT count(*) FROM one_on_one_matrix_entries WHERE manager_id = $1)::int AS managed_members,
           (SELECT count(*) FROM one_on_one_sessions
              WHERE manager_id = $1 AND session_date >= $2::date AND session_date < ($2::date + interval '1 month'))::int
             AS sessions_this_month`,
        [managerId, monthStart],
      ) as Promise<{ managed_members: number; sessions_this_month: number }[]>,
      this.db.query(
        `SELECT id, employee_name, next_session_date::text AS date, recommended_approach
         FROM one_on_one_matrix_entries
         WHERE manager_id = $1 AND next_session_date >= $2::date
         ORDER BY next_session_date, employee_name, id
         LIMIT $3`,
        [managerId, today, upcoming],
      ) as Promise<{ id: string; employee_name: string; date: string; recommended_approach: OneOnOneApproach | null }[]>,
    ]);
    return {
      managedMembers: counts.managed_members,
      sessionsThisMonth: counts.sessions_this_month,
      upcomingSessions: next.map((row) => ({
        entryId: row.id,
        employeeName: row.employee_name,
        date: row.date,
        approachLabel: row.recommended_approach ? approachLabel(row.recommended_approach) : null,
      })),
    };
  }

  /**
   * Entries by id, those of the given company members, or a manager's in a team; unknown ids are
   * left out. `today`: `YYYY-MM-DD` in `timeZone`, for the stale flag.
   */
  async entries(
    by: { entryIds: readonly string[] } | { employeeIds: readonly string[] } | { managerId: string; teamId: string },
    { today, timeZone }: { today: string; timeZone: string },
  ): Promise<OneOnOneEntrySummary[]> {
    let where: string;
    let params: unknown[];
    if ('managerId' in by) [where, params] = ['manager_id = $1 AND team_id = $2', [by.managerId, by.teamId]];
    else {
      const [column, ids] = 'entryIds' in by ? ['id', by.entryIds] : ['employee_id', by.employeeIds];
      if (ids.length === 0) return [];
      [where, params] = [`${column} = ANY($1::text[])`, [[...ids]]];
    }
    const rows = (await this.db.query(
      `SELECT id, manager_id, team_id, employee_id, employee_name, recommended_approach, trust_level, mindset_level,
              last_session_date::text AS last_session_date, next_session_date::text AS next_session_date, created_at
       FROM one_on_one_matrix_entries WHERE ${where} ORDER BY employee_name, id`,
      params,
    )) as {
      id: string;
      manager_id: string;
      team_id: string;
      employee_id: string;
      employee_name: string;
      recommended_approach: OneOnOneApproach;
      trust_level: number;
      mindset_level: number;
      last_session_date: string | null;
      next_session_date: string | null;
      created_at: Date;
    }[];
    return rows.map((row) => ({
      entryId: row.id,
      managerId: row.manager_id,
      teamId: row.team_id,
      employeeId: row.employee_id,
      employeeName: row.employee_name,
      recommendedApproach: row.recommended_approach,
      trustLevel: row.trust_level,
      mindsetLevel: row.mindset_level,
      lastSessionDate: row.last_session_date,
      nextSessionDate: row.next_session_date,
      isStale: isStale({ lastSessionDate: row.last_session_date, createdOn: calendarDate(row.created_at, timeZone), today }),
    }));
  }

  /**
   * `from`, `to`, `today`: `YYYY-MM-DD` calendar dates in `timeZone`, the deployment's (an entry's
   * creation day is taken there, as the board does for its stale flag).
   */
  async managerCadence(
    managerId: string,
    { from, to, today, timeZone }: { from: string; to: string; today: string; timeZone: string },
  ): Promise<ManagerCadence> {
    const [byDate, entries] = await Promise.all([
      this.db.query(
        `SELECT session_date::text AS date, count(*)::int AS sessions FROM one_on_one_sessions
         WHERE manager_id = $1 AND session_date BETWEEN $2::date AND $3::date
         GROUP BY session_date ORDER BY session_date`,
        [managerId, from, to],
      ) as Promise<{ date: string; sessions: number }[]>,
      this.db.query(
        `SELECT id, employee_name, last_session_date::text AS last_session_date, created_at
         FROM one_on_one_matrix_entries WHERE manager_id = $1`,
        [managerId],
      ) as Promise<{ id: string; employee_name: string; last_session_date: string | null; created_at: Date }[]>,
    ]);
    const staleEntries = entries
      .flatMap((row) => {
        const createdOn = calendarDate(row.created_at, timeZone);
        if (!isStale({ lastSessionDate: row.last_session_date, createdOn, today })) return [];
        const since = row.last_session_date ?? createdOn;
        return [{ entryId: row.id, employeeName: row.employee_name, lastSessionDate: row.last_session_date, daysSince: daysBetween(since, today) }];
      })
      .sort((a, b) => b.daysSince - a.daysSince || a.employeeName.localeCompare(b.employeeName, 'ja') || a.entryId.localeCompare(b.entryId));
    return { sessionsByDate: byDate, staleAfterDays: STALE_AFTER_DAYS, staleEntries };
  }
}
