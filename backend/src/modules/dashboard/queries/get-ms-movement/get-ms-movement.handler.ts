import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { MsMatrixReader } from '../../../ms-matrix/index.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { recentWeekStarts } from '../../domain/calendar-weeks.js';
import { dashboardTeamRefused } from '../../domain/dashboard.errors.js';
import { msMovement } from '../../domain/ms-movement.js';
import { DASHBOARD_WEEKS } from '../dashboard-weeks.js';
import { GetMsMovementQuery, type MsMovementView } from './get-ms-movement.query.js';

/**
 * The board's visibility rule (the organisation's `requireBoardView`, with the dashboard's own
 * refusal), then the MS module's published growth history, from which the month's movement is
 * computed; the dashboard keeps no copy.
 */
@QueryHandler(GetMsMovementQuery)
export class GetMsMovementHandler implements IQueryHandler<GetMsMovementQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly msMatrix: MsMatrixReader,
    private readonly clock: DeploymentClock,
  ) {}

  async execute({ teamId, user }: GetMsMovementQuery): Promise<MsMovementView> {
    const view = await this.organization.requireBoardView(teamId, user, dashboardTeamRefused);
    const trails = await this.msMatrix.teamGrowthHistory(teamId, view);
    const today = this.clock.today();
    const movement = msMovement(trails, { today, timeZone: this.clock.timeZone, weekStarts: recentWeekStarts(today, DASHBOARD_WEEKS) });
    return { teamId, scope: view.scope, ...movement };
  }
}
