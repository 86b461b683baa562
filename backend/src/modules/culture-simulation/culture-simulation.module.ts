import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { OrganizationModule } from '../organization/index.js';
import { UsersModule } from '../users/index.js';
import { CULTURE_SCENARIO_COMMAND_HANDLERS } from './commands/culture-scenario.handlers.js';
import { ShareCultureScenarioHandler } from './commands/share-culture-scenario/share-culture-scenario.handler.js';
import { CULTURE_SCENARIO_EVENT_SCHEMAS } from './events/culture-scenario.events.js';
import { CultureSimulationController } from './http/culture-simulation.controller.js';
import { CreateCultureSimulationReadModels1765700000000 } from './migrations/1765700000000-create-culture-simulation-read-models.js';
import { CultureHistoryProjection } from './projections/culture-history/culture-history.projection.js';
import {
  CultureGiftRow,
  CultureLearningRow,
  CultureMemberLinkRow,
  CultureMsPointRow,
  CultureOneOnOneEntryRow,
  CultureSessionRow,
  CultureUserLinkRow,
} from './projections/culture-history/culture-history.read-model.js';
import { CultureScenariosProjection } from './projections/culture-scenarios/culture-scenarios.projection.js';
import { CultureScenarioRow } from './projections/culture-scenarios/culture-scenarios.read-model.js';
import { CultureAnalysis } from './queries/culture-analysis.js';
import { CultureHistoryReader } from './queries/culture-history-reader.js';
import { GetCultureMeasurementsHandler } from './queries/get-culture-measurements/get-culture-measurements.handler.js';
import { ListCultureScenariosHandler } from './queries/list-culture-scenarios/list-culture-scenarios.handler.js';
import { SimulateCultureHandler } from './queries/simulate-culture/simulate-culture.handler.js';
import { cultureScenarioDecider, cultureScenarioStream } from './domain/culture-scenario.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';

/**
 * The culture-change simulation: its own projection of the MS, 1on1, growth-cycle and learning
 * events, an estimator and a Monte Carlo simulator, and saved scenarios.
 */
@Module({
  imports: [
    EventStoreModule.forFeature(CULTURE_SCENARIO_EVENT_SCHEMAS, [streamFolder(cultureScenarioStream, cultureScenarioDecider)]),
    TypeOrmModule.forFeature([
      CultureMsPointRow,
      CultureOneOnOneEntryRow,
      CultureSessionRow,
      CultureGiftRow,
      CultureLearningRow,
      CultureMemberLinkRow,
      CultureUserLinkRow,
      CultureScenarioRow,
    ]),
    OrganizationModule,
    UsersModule,
  ],
  controllers: [CultureSimulationController],
  providers: [
    CultureHistoryReader,
    CultureAnalysis,
    GetCultureMeasurementsHandler,
    SimulateCultureHandler,
    ListCultureScenariosHandler,
    ...CULTURE_SCENARIO_COMMAND_HANDLERS,
    ShareCultureScenarioHandler,
    CultureHistoryProjection,
    CultureScenariosProjection,
  ],
})
export class CultureSimulationModule {
  static readonly migrations = [CreateCultureSimulationReadModels1765700000000];
}
