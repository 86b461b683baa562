import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { approachLabel } from '../domain/one-on-one-board.js';
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
}
