import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { calendarDate } from '../../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../../platform/time/clock.js';
import { GetTeamGrowthHistoryQuery } from '../../../ms-matrix/index.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { recentWeekStarts } from '../../domain/calendar-weeks.js';
import { dashboardTeamRefused } from '../../domain/dashboard.errors.js';
import { msMovement } from '../../domain/ms-movement.js';
import { DASHBOARD_WEEKS } from '../dashboard-weeks.js';
import { GetMsMovementQuery, type MsMovementView } from './get-ms-movement.query.js';

/**
 * Reads the MS module's growth history through the query bus (which applies the board's
 * visibility rule again) and computes the month's movement from it; the dashboard keeps no copy.
 */
@QueryHandler(GetMsMovementQuery)
export class GetMsMovementHandler implements IQueryHandler<GetMsMovementQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ teamId, user }: GetMsMovementQuery): Promise<MsMovementView> {
    // Refused here with the dashboard's own message, before the MS module would refuse with its.
    const view = await this.organization.requireBoardView(teamId, user, dashboardTeamRefused);
    const trails = await this.queryBus.execute(new GetTeamGrowthHistoryQuery(teamId, user));
    const today = calendarDate(this.clock.now(), this.config.timeZone);
    const movement = msMovement(trails, { today, timeZone: this.config.timeZone, weekStarts: recentWeekStarts(today, DASHBOARD_WEEKS) });
    return { teamId, scope: view.scope, ...movement };
  }
}
