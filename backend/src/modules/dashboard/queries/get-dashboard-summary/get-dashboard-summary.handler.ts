import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { OneOnOneReader } from '../../../one-on-one/index.js';
import { AgendaReader } from '../../../one-on-one-agendas/index.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { countByWeek, recentWeekStarts } from '../../domain/calendar-weeks.js';
import { DASHBOARD_WEEKS } from '../dashboard-weeks.js';
import { GetDashboardSummaryQuery, type DashboardSummaryView } from './get-dashboard-summary.query.js';

/** At most this many upcoming sessions (spec part 1 §9). */
export const UPCOMING_SESSIONS_LIMIT = 3;

/**
 * A read-side composition of other modules' published reads (the organisation's directory and
 * the 1on1 reader, the agendas reader); the dashboard keeps no data of its own and never writes.
 */
@QueryHandler(GetDashboardSummaryQuery)
export class GetDashboardSummaryHandler implements IQueryHandler<GetDashboardSummaryQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly oneOnOnes: OneOnOneReader,
    private readonly clock: DeploymentClock,
    private readonly agendas: AgendaReader,
  ) {}

  async execute({ user }: GetDashboardSummaryQuery): Promise<DashboardSummaryView> {
    const timeZone = this.clock.timeZone;
    const today = this.clock.today();
    const weekStarts = recentWeekStarts(today, DASHBOARD_WEEKS);
    const [teamIds, oneOnOnes, cadence] = await Promise.all([
      this.organization.teamIdsOf(user.id),
      this.oneOnOnes.managerOverview(user.id, { today, upcoming: UPCOMING_SESSIONS_LIMIT }),
      // A session is never dated after today (the 1on1 module refuses it), so the weeks end today.
      this.oneOnOnes.managerCadence(user.id, { from: weekStarts[0], to: today, today, timeZone }),
    ]);
    const agendaCounts = await this.agendas.openCounts(oneOnOnes.upcomingSessions.map((session) => session.entryId));
    return {
      joinedTeams: teamIds.length,
      managedMembers: oneOnOnes.managedMembers,
      sessionsThisMonth: oneOnOnes.sessionsThisMonth,
      upcomingSessions: oneOnOnes.upcomingSessions.map((session) => ({ ...session, agendaItems: agendaCounts.get(session.entryId)?.topics ?? 0 })),
      oneOnOneCadence: {
        weeks: countByWeek(
          weekStarts,
          cadence.sessionsByDate.map(({ date, sessions }) => ({ date, count: sessions })),
        ),
        staleAfterDays: cadence.staleAfterDays,
        staleMembers: cadence.staleEntries,
      },
    };
  }
}
