import { Module } from '@nestjs/common';
import { OneOnOneModule } from '../one-on-one/index.js';
import { OrganizationModule } from '../organization/index.js';
import { DashboardController } from './http/dashboard.controller.js';
import { GetDashboardSummaryHandler } from './queries/get-dashboard-summary/get-dashboard-summary.handler.js';

/** The community dashboard's figures, composed from other modules' published reads (docs/modules/dashboard.md). */
@Module({
  imports: [OrganizationModule, OneOnOneModule],
  controllers: [DashboardController],
  providers: [GetDashboardSummaryHandler],
})
export class DashboardModule {}
