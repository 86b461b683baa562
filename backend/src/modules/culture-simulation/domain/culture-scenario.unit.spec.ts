import { deciderSpec } from '../../../test-support/decider-spec.js';
import { cultureScenarioDecider } from './culture-scenario.js';
import { aSaveScenario, aShareScenario, OTHER_LEADER, scenarioSaved, scenarioShared } from './culture-scenario.mother.js';

describe('a culture scenario', () => {
  const { given } = deciderSpec(cultureScenarioDecider);

  it('is saved with the projection computed for it, its name trimmed', () => given().when(aSaveScenario('  週1回の1on1 ')).then([scenarioSaved()]));

  it('is not saved twice under one id', () =>
    given(scenarioSaved()).when(aSaveScenario()).thenFails('CULTURE_SIMULATION.SCENARIO_EXISTS', { kind: 'conflict' }));

  it('needs a name of at most 100 characters', () => {
    given().when(aSaveScenario('   ')).thenFails('CULTURE_SIMULATION.INVALID_INPUT', { kind: 'validation', message: /^name: / });
    given().when(aSaveScenario('あ'.repeat(101))).thenFails('CULTURE_SIMULATION.INVALID_INPUT', { message: /100文字以内/ });
  });

  it('is shared by its author, once', () => {
    given(scenarioSaved()).when(aShareScenario()).then([scenarioShared()]);
    given(scenarioSaved(), scenarioShared()).when(aShareScenario()).then([]);
  });

  it('is shared by nobody else', () =>
    given(scenarioSaved()).when(aShareScenario(OTHER_LEADER)).thenFails('CULTURE_SIMULATION.SHARE_FORBIDDEN', { kind: 'forbidden' }));

  it('cannot be shared before it exists', () =>
    given().when(aShareScenario()).thenFails('CULTURE_SIMULATION.SCENARIO_NOT_FOUND', { kind: 'not_found' }));
});
