import { Module } from '@nestjs/common';
import { DashboardController } from './http/dashboard.controller.js';
import { JoinedTeamsProjection } from './projections/joined-teams/joined-teams.projection.js';
import { GetDashboardSummaryHandler } from './queries/get-dashboard-summary/get-dashboard-summary.handler.js';

/** The community dashboard's figures, composed from read models (see docs/modules/one-on-one.md). */
@Module({
  controllers: [DashboardController],
  providers: [GetDashboardSummaryHandler, JoinedTeamsProjection],
})
export class DashboardModule {}
