import { estimateTeam, type AxisModel, type ModelTerm } from './estimator.js';
import { simulate, type ScenarioParameters, type SimulationInput } from './simulator.js';
import { aSyntheticTeam, WELL_OBSERVED } from './synthetic-team.mother.js';

const START = Date.UTC(2026, 10, 1);
/** Thirty members spread over the lower and middle board (levels 20..68). */
const SPREAD = Array.from({ length: 30 }, (_, i) => ({ skill: 20 + ((i * 7) % 49), mindset: 20 + ((i * 11) % 49) }));

const exactModel = (terms: ModelTerm[], coefficients: number[]): AxisModel => ({
  terms,
  regression: { coefficients, covariance: terms.map(() => terms.map(() => 0)), residualSd: 0, degreesOfFreedom: 10, residuals: [] },
});

const parameters = (overrides: Partial<ScenarioParameters> = {}): ScenarioParameters => ({
  cadence: { highHigh: 1, highMindset: 1, highSkill: 1, lowLow: 1 },
  approach: { highHigh: 'strategy', highMindset: 'strategy', highSkill: 'strategy', lowLow: 'strategy' },
  growthCycleParticipation: 0,
  learningPerMonth: 0,
  ...overrides,
});

const input = (overrides: Partial<SimulationInput> = {}): SimulationInput => ({
  model: {
    skill: exactModel(['intercept', 'session_strategy'], [0, 5]),
    mindset: exactModel(['intercept', 'session_strategy'], [0, 5]),
  },
  baseline: { giftsPerParticipantMonth: 0 },
  members: [
    { skill: 40, mindset: 40 },
    { skill: 44, mindset: 46 },
    { skill: 20, mindset: 20 },
    { skill: 70, mindset: 70 },
  ],
  parameters: parameters(),
  horizonMonths: 12,
  runs: 100,
  seed: 1,
  start: START,
  ...overrides,
});

describe('the Monte Carlo simulation', () => {
  it('walks members by the model exactly when the model has no uncertainty', () => {
    const result = simulate(input());
    // +5 a month on both axes: 40/40 crosses 50 in month 2, 44/46 in month 2 (49/51 then 54/56), 20/20 in month 6.
    expect(result.ownerShare.slice(0, 7).map((p) => p.p50)).toEqual([0.25, 0.25, 0.75, 0.75, 0.75, 0.75, 1]);
    expect(result.ownerShare[2]).toMatchObject({ p10: 0.75, p90: 0.75, mean: 0.75, date: '2027-01-01' });
    expect(result.distributions.map((d) => [d.month, d.quadrants.highHigh.p50, d.quadrants.lowLow.p50])).toEqual([
      [3, 3, 1],
      [6, 4, 0],
      [12, 4, 0],
    ]);
    expect(result).toMatchObject({ members: 4, runs: 100, seed: 1, horizonMonths: 12, startDate: '2026-11-01', assumedZero: [] });
  });

  it('gives the same runs for the same seed and others for another seed', () => {
    const team = aSyntheticTeam({ ...WELL_OBSERVED, seed: 5 });
    const estimate = estimateTeam(team);
    const noisy = input({ model: estimate.model!, members: SPREAD, runs: 300 });
    expect(simulate(noisy)).toEqual(simulate(noisy));
    expect(simulate({ ...noisy, seed: 2 }).ownerShare[12]).not.toEqual(simulate(noisy).ownerShare[12]);
  });

  it('draws a band: p10 ≤ p50 ≤ p90 every month, and the quadrant counts add up to the team', () => {
    const estimate = estimateTeam(aSyntheticTeam({ ...WELL_OBSERVED, seed: 5 }));
    const result = simulate(input({ model: estimate.model!, members: SPREAD, runs: 500 }));
    for (const point of result.ownerShare) expect(point.p10 <= point.p50 && point.p50 <= point.p90).toBe(true);
    expect(result.ownerShare[12].p90 - result.ownerShare[12].p10).toBeGreaterThan(0);
    for (const distribution of result.distributions) {
      const total = Object.values(distribution.quadrants).reduce((s, b) => s + b.mean, 0);
      expect(total).toBeCloseTo(30, 6);
    }
  });

  it('projects more owners with more of an approach the history found effective', () => {
    const estimate = estimateTeam(aSyntheticTeam({ ...WELL_OBSERVED, seed: 5 }));
    const base = input({ model: estimate.model!, members: SPREAD, runs: 400 });
    const none = simulate({ ...base, parameters: parameters({ cadence: { highHigh: 0, highMindset: 0, highSkill: 0, lowLow: 0 } }) });
    const weekly = simulate({ ...base, parameters: parameters({ cadence: { highHigh: 4, highMindset: 4, highSkill: 4, lowLow: 4 } }) });
    expect(weekly.ownerShare[12].mean).toBeGreaterThan(none.ownerShare[12].mean + 0.1);
  });

  it('names the levers whose effect the history could not measure', () => {
    const result = simulate(input({ parameters: parameters({ learningPerMonth: 2, approach: { highHigh: 'mixed', highMindset: 'strategy', highSkill: 'strategy', lowLow: 'strategy' } }) }));
    expect(result.assumedZero).toEqual(['learning', 'session_mixed']);
  });
});
