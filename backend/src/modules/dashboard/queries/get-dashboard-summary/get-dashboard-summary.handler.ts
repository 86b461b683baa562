import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { calendarDate } from '../../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { OneOnOneReader } from '../../../one-on-one/index.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { GetDashboardSummaryQuery, type DashboardSummaryView } from './get-dashboard-summary.query.js';

/** At most this many upcoming sessions (spec part 1 §9). */
export const UPCOMING_SESSIONS_LIMIT = 3;

/**
 * A read-side composition of other modules' published reads (the organisation's directory and
 * the 1on1 reader); the dashboard keeps no data of its own and never writes.
 */
@QueryHandler(GetDashboardSummaryQuery)
export class GetDashboardSummaryHandler implements IQueryHandler<GetDashboardSummaryQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly oneOnOnes: OneOnOneReader,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ user }: GetDashboardSummaryQuery): Promise<DashboardSummaryView> {
    const today = calendarDate(this.clock.now(), this.config.timeZone);
    const [teamIds, oneOnOnes] = await Promise.all([
      this.organization.teamIdsOf(user.id),
      this.oneOnOnes.managerOverview(user.id, { today, upcoming: UPCOMING_SESSIONS_LIMIT }),
    ]);
    return {
      joinedTeams: teamIds.length,
      managedMembers: oneOnOnes.managedMembers,
      sessionsThisMonth: oneOnOnes.sessionsThisMonth,
      upcomingSessions: oneOnOnes.upcomingSessions,
    };
  }
}
