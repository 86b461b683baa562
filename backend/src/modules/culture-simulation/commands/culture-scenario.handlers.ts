import { passThrough } from '../../../platform/commands/pass-through.js';
import { SaveCultureScenario } from '../domain/culture-scenario.commands.js';
import { cultureScenarioDecider, cultureScenarioStream } from '../domain/culture-scenario.js';

/**
 * Saving a scenario decides on its stream alone (platform/commands/pass-through.ts), with the
 * projection the controller computed for it on the server. Access (`manage` of the team) is
 * checked by the controller before the simulation runs. Sharing checks the author's team first: its own handler.
 */
export const CULTURE_SCENARIO_COMMAND_HANDLERS = [passThrough(SaveCultureScenario, (c) => cultureScenarioStream.streamId(c.data.scenarioId), cultureScenarioDecider)];
