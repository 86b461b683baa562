import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { CultureScenarioSaved, CultureScenarioShared } from '../events/culture-scenario.events.js';
import { SaveCultureScenario, ShareCultureScenario } from './culture-scenario.commands.js';
import type { ScenarioParameters, SimulationResult } from './simulator.js';

export const AUTHOR = aSessionUser({ id: 'author-1' });
export const OTHER_LEADER = aSessionUser({ id: 'leader-2' });

export const aScenarioParameters = (overrides: Partial<ScenarioParameters> = {}): ScenarioParameters => ({
  cadence: { highHigh: 1, highMindset: 2, highSkill: 2, lowLow: 4 },
  approach: { highHigh: 'strategy', highMindset: 'strategy', highSkill: 'mindset_improvement', lowLow: 'trust_building' },
  growthCycleParticipation: 0.5,
  learningPerMonth: 1,
  ...overrides,
});

export const aSimulationResult = (): SimulationResult => ({
  ownerShare: [{ month: 0, date: '2026-11-01', mean: 0.2, p10: 0.2, p50: 0.2, p90: 0.2 }],
  distributions: [],
  members: 5,
  runs: 200,
  seed: 42,
  horizonMonths: 3,
  startDate: '2026-11-01',
  assumedZero: ['learning'],
});

export const aSaveScenario = (name = '週1回の1on1', actor = AUTHOR) =>
  new SaveCultureScenario({ scenarioId: 's1', teamId: 'team-1', name, parameters: aScenarioParameters(), result: aSimulationResult() }, actor);

export const aShareScenario = (actor = AUTHOR) => new ShareCultureScenario({ scenarioId: 's1' }, actor);

export const scenarioSaved = (name = '週1回の1on1'): CultureScenarioSaved => {
  const result = aSimulationResult();
  return {
    type: 'CultureScenarioSaved',
    data: {
      scenarioId: 's1',
      teamId: 'team-1',
      authorId: AUTHOR.id,
      name,
      parameters: aScenarioParameters(),
      horizonMonths: 3,
      runs: 200,
      seed: 42,
      startDate: '2026-11-01',
      members: 5,
      projection: { ownerShare: result.ownerShare, distributions: [] },
      assumedZero: ['learning'],
    },
  };
};

export const scenarioShared = (): CultureScenarioShared => ({ type: 'CultureScenarioShared', data: { scenarioId: 's1', teamId: 'team-1' } });
