import { Module } from '@nestjs/common';
import { MsMatrixModule } from '../ms-matrix/index.js';
import { OneOnOneModule } from '../one-on-one/index.js';
import { OneOnOneAgendasModule } from '../one-on-one-agendas/index.js';
import { OrganizationModule } from '../organization/index.js';
import { DashboardController } from './http/dashboard.controller.js';
import { GetDashboardSummaryHandler } from './queries/get-dashboard-summary/get-dashboard-summary.handler.js';
import { GetDashboardFirstScreenHandler } from './queries/get-dashboard-first-screen/get-dashboard-first-screen.handler.js';
import { GetMsMovementHandler } from './queries/get-ms-movement/get-ms-movement.handler.js';
import { CreateDashboardReadModels1764610000000 } from './migrations/1764610000000-create-dashboard-read-models.js';
import { DropDashboardJoinedTeams1764620000000 } from './migrations/1764620000000-drop-dashboard-joined-teams.js';

/** The community dashboard's figures, composed from other modules' published reads (docs/modules/dashboard.md). */
@Module({
  imports: [OrganizationModule, OneOnOneModule, MsMatrixModule, OneOnOneAgendasModule],
  controllers: [DashboardController],
  providers: [GetDashboardSummaryHandler, GetDashboardFirstScreenHandler, GetMsMovementHandler],
})
export class DashboardModule {
  /** Its read-model tables' migrations (AppModule runs every module's, in timestamp order). */
  static readonly migrations = [CreateDashboardReadModels1764610000000, DropDashboardJoinedTeams1764620000000];
}
