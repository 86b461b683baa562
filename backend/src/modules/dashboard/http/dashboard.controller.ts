import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { GetDashboardSummaryQuery } from '../queries/get-dashboard-summary/get-dashboard-summary.query.js';
import { DashboardSummaryResponse } from './dashboard.response.dto.js';

@ApiTags('dashboard')
@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('summary')
  @Access('signed_in')
  @ApiOkResponse({ type: DashboardSummaryResponse })
  getSummary(@CurrentUser() user: SessionUser): Promise<DashboardSummaryResponse> {
    return this.queryBus.execute(new GetDashboardSummaryQuery(user));
  }
}
