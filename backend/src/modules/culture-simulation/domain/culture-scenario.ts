import { CULTURE_SIMULATION_LIMITS } from '@pivot/rules';
import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { CultureScenarioEvent } from '../events/culture-scenario.events.js';
import type { CultureScenarioCommand } from './culture-scenario.commands.js';
import { ScenarioExistsError, ScenarioNotFoundError, ScenarioShareForbiddenError, SimulationInputError } from './culture-simulation.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** One saved scenario. Stream `culture-scenario-<scenarioId>`. */
export const cultureScenarioStream = streamCategory('culture-scenario');

const SCENARIO_NAME_MAX = CULTURE_SIMULATION_LIMITS.scenarioName.max;

export type CultureScenarioState = { status: 'empty' } | { status: 'saved'; teamId: string; authorId: string; shared: boolean };

/** The name as stored: NFC, trimmed, 1..100 characters. */
export function scenarioName(name: string): string {
  const trimmed = name.normalize('NFC').trim();
  if (trimmed.length === 0) throw new SimulationInputError('name', 'シナリオ名を入力してください');
  if ([...trimmed].length > SCENARIO_NAME_MAX) throw new SimulationInputError('name', CULTURE_SIMULATION_LIMITS.scenarioName.tooLong);
  return trimmed;
}

export const cultureScenarioDecider: Decider<CultureScenarioState, CultureScenarioCommand, CultureScenarioEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CultureScenarioSaved':
        return { status: 'saved', teamId: event.data.teamId, authorId: event.data.authorId, shared: false };
      case 'CultureScenarioShared':
        return state.status === 'saved' ? { ...state, shared: true } : state;
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SaveCultureScenario': {
        if (state.status === 'saved') throw new ScenarioExistsError();
        const { scenarioId, teamId, parameters, result } = command.data;
        return [
          {
            type: 'CultureScenarioSaved',
            data: {
              scenarioId,
              teamId,
              authorId: command.actor.id,
              name: scenarioName(command.data.name),
              parameters,
              horizonMonths: result.horizonMonths,
              runs: result.runs,
              seed: result.seed,
              startDate: result.startDate,
              members: result.members,
              projection: { ownerShare: result.ownerShare, distributions: result.distributions },
              assumedZero: result.assumedZero,
            },
          },
        ];
      }
      case 'ShareCultureScenario': {
        if (state.status === 'empty') throw new ScenarioNotFoundError();
        if (state.authorId !== command.actor.id) throw new ScenarioShareForbiddenError();
        if (state.shared) return [];
        return [{ type: 'CultureScenarioShared', data: { scenarioId: command.data.scenarioId, teamId: state.teamId } }];
      }
      default:
        return assertNever(command);
    }
  },
};
