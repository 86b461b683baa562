import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { calendarDate } from '../../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { approachLabel, ONE_ON_ONE_TABLES, type OneOnOneApproach } from '../../../one-on-one/index.js';
import { GetDashboardSummaryQuery, type DashboardSummaryView } from './get-dashboard-summary.query.js';

/** At most this many upcoming sessions (spec part 1 §9). */
export const UPCOMING_SESSIONS_LIMIT = 3;

/**
 * A read-side composition: it counts rows of the 1on1 module's read models (named in its
 * index) and of this module's own joined-teams projection, with plain SQL. It never writes.
 */
@QueryHandler(GetDashboardSummaryQuery)
export class GetDashboardSummaryHandler implements IQueryHandler<GetDashboardSummaryQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ user }: GetDashboardSummaryQuery): Promise<DashboardSummaryView> {
    const today = calendarDate(this.clock.now(), this.config.timeZone);
    const monthStart = `${today.slice(0, 7)}-01`;
    const [counts] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM dashboard_joined_teams WHERE user_id = $1)::int AS joined_teams,
         (SELECT count(*) FROM ${ONE_ON_ONE_TABLES.entries} WHERE manager_id = $1)::int AS managed_members,
         (SELECT count(*) FROM ${ONE_ON_ONE_TABLES.sessions}
            WHERE manager_id = $1 AND session_date >= $2::date AND session_date < ($2::date + interval '1 month'))::int
           AS sessions_this_month`,
      [user.id, monthStart],
    );
    const upcoming: { id: string; employee_name: string; date: string; recommended_approach: OneOnOneApproach | null }[] =
      await this.dataSource.query(
        `SELECT id, employee_name, next_session_date::text AS date, recommended_approach
         FROM ${ONE_ON_ONE_TABLES.entries}
         WHERE manager_id = $1 AND next_session_date >= $2::date
         ORDER BY next_session_date, employee_name, id
         LIMIT ${UPCOMING_SESSIONS_LIMIT}`,
        [user.id, today],
      );
    return {
      joinedTeams: counts.joined_teams,
      managedMembers: counts.managed_members,
      sessionsThisMonth: counts.sessions_this_month,
      upcomingSessions: upcoming.map((row) => ({
        entryId: row.id,
        employeeName: row.employee_name,
        date: row.date,
        approachLabel: row.recommended_approach ? approachLabel(row.recommended_approach) : null,
      })),
    };
  }
}
