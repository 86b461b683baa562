import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { GetDashboardSummaryQuery } from '../queries/get-dashboard-summary/get-dashboard-summary.query.js';
import { GetDashboardFirstScreenQuery } from '../queries/get-dashboard-first-screen/get-dashboard-first-screen.query.js';
import { GetMsMovementQuery } from '../queries/get-ms-movement/get-ms-movement.query.js';
import { DashboardFirstScreenResponse, DashboardSummaryResponse, MsMovementResponse } from './dashboard.response.dto.js';

@ApiTags('dashboard')
@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('summary')
  @Access('signed_in')
  @ApiAnswers({ ok: DashboardSummaryResponse })
  getSummary(@CurrentUser() user: SessionUser): Promise<DashboardSummaryResponse> {
    return this.queryBus.execute(new GetDashboardSummaryQuery(user));
  }

  @Get('first-screen')
  @Access('signed_in')
  @ApiAnswers({ ok: { type: DashboardFirstScreenResponse, description: 'The summary, the latest journal entries and the learning summary, in one answer' } })
  getFirstScreen(@CurrentUser() user: SessionUser): Promise<DashboardFirstScreenResponse> {
    return this.queryBus.execute(new GetDashboardFirstScreenQuery(user));
  }

  @Get('ms-movement/:teamId')
  @Access('signed_in')
  @ApiAnswers({
    ok: { type: MsMovementResponse, description: "The team's movement on the MS board this month" },
    forbidden: 'The caller does not belong to the team (team_admin and admin may read any)',
    notFound: 'Unknown team',
  })
  getMsMovement(@Param('teamId') teamId: string, @CurrentUser() user: SessionUser): Promise<MsMovementResponse> {
    return this.queryBus.execute(new GetMsMovementQuery(teamId, user));
  }
}
