import { UserCommand } from '../../../platform/domain/command.js';
import type { SimulationResult, ScenarioParameters } from './simulator.js';

/** Save a scenario with the projection just computed for it (the handler runs the simulation). */
export class SaveCultureScenario extends UserCommand<
  'SaveCultureScenario',
  { scenarioId: string; teamId: string; name: string; parameters: ScenarioParameters; result: SimulationResult },
  void
> {
  readonly type = 'SaveCultureScenario';
}

/** Share a saved scenario with the team's leaders. Sharing twice records nothing. */
export class ShareCultureScenario extends UserCommand<'ShareCultureScenario', { scenarioId: string }, void> {
  readonly type = 'ShareCultureScenario';
}

export type CultureScenarioCommand = SaveCultureScenario | ShareCultureScenario;
