import { levelsAt } from '@pivot/rules';
import type { BoardPlace } from './culture-model.js';
import { estimateTeam, type AxisModel, type ModelTerm } from './estimator.js';
import { simulate, type ScenarioParameters, type SimulationInput } from './simulator.js';
import { aSyntheticTeam, SATURATING, WELL_OBSERVED } from './synthetic-team.mother.js';

const START = Date.UTC(2026, 10, 1);
/** Thirty members spread over the lower and middle board. */
const SPREAD = Array.from({ length: 30 }, (_, i) => ({ memberId: `s${i}`, x: 0.15 + ((i * 7) % 41) / 100, y: 0.4 + ((i * 11) % 41) / 100 }));

const exactModel = (terms: ModelTerm[], coefficients: number[]): AxisModel => ({
  terms,
  regression: {
    coefficients,
    covariance: terms.map(() => terms.map(() => 0)),
    residualSd: 0,
    degreesOfFreedom: 10,
    residuals: [],
    betweenSd: 0,
    groups: new Map(),
  },
  origins: new Map(),
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
    skill: exactModel(['intercept', 'session_strategy'], [0, 0.1]),
    mindset: exactModel(['intercept', 'session_strategy'], [0, 0.1]),
  },
  baseline: { giftsPerParticipantMonth: 0 },
  members: [
    { memberId: 'a', x: 0.3, y: 0.7 },
    { memberId: 'b', x: 0.4, y: 0.62 },
    { memberId: 'c', x: 0.05, y: 0.95 },
    { memberId: 'd', x: 0.7, y: 0.3 },
  ],
  levelsAt,
  parameters: parameters(),
  horizonMonths: 12,
  runs: 100,
  seed: 1,
  start: START,
  ...overrides,
});

/** levelsAt that also records every place the simulation asks about: every projected place of every member. */
function recordingLevels(): { places: BoardPlace[]; levelsAt: typeof levelsAt } {
  const places: BoardPlace[] = [];
  return { places, levelsAt: (place) => (places.push({ ...place }), levelsAt(place)) };
}

describe('the Monte Carlo simulation', () => {
  it('closes the same share of the remaining distance every month when the model has no uncertainty', () => {
    const recorded = recordingLevels();
    const result = simulate(input({ runs: 1, levelsAt: recorded.levelsAt }));
    // 0.1 of progress a month: the remaining distance shrinks by e^−0.1 (about 9.5 %) every month.
    const a = recorded.places.filter((_, i) => i % 4 === 0);
    a.forEach((place, month) => {
      expect(place.x).toBeCloseTo(1 - 0.7 * Math.exp(-0.1 * month), 10);
      expect(1 - place.y).toBeCloseTo(1 - 0.7 * Math.exp(-0.1 * month), 10);
    });
    // Skill 50 is x ≥ 0.4292 (progress 0.561), mindset 50 is 1 − y ≥ 0.4079 (progress 0.524): b (progress 0.511 and 0.478)
    // gets there in month 1, a (0.357 on both) in month 3, c (0.051 on both) in month 6; d is there already.
    expect(result.ownerShare.map((p) => p.p50)).toEqual([0.25, 0.5, 0.5, 0.75, 0.75, 0.75, 1, 1, 1, 1, 1, 1, 1]);
    expect(result.ownerShare[2]).toMatchObject({ p10: 0.5, p90: 0.5, mean: 0.5, date: '2027-01-01' });
    expect(result.distributions.map((d) => [d.month, d.quadrants.highHigh.p50, d.quadrants.lowLow.p50])).toEqual([
      [3, 3, 1],
      [6, 4, 0],
      [12, 4, 0],
    ]);
    expect(result).toMatchObject({ members: 4, runs: 1, seed: 1, horizonMonths: 12, startDate: '2026-11-01', assumedZero: [] });
  });

  it('never moves a member off the board, however strong the drift either way, and slows growth near the edge', () => {
    for (const drift of [1.5, -1.5]) {
      const recorded = recordingLevels();
      const noisy = (coefficient: number): AxisModel => {
        const model = exactModel(['intercept'], [coefficient]);
        return { ...model, regression: { ...model.regression, residualSd: 0.5, covariance: [[0.04]] } };
      };
      simulate(input({ model: { skill: noisy(drift), mindset: noisy(drift) }, members: SPREAD, horizonMonths: 24, runs: 50, levelsAt: recorded.levelsAt }));
      expect(recorded.places).toHaveLength(50 * 30 * 25);
      expect(recorded.places.every((p) => p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1)).toBe(true);
    }
    const recorded = recordingLevels();
    simulate(input({ members: [{ memberId: 'a', x: 0.2, y: 0.8 }], horizonMonths: 24, runs: 1, levelsAt: recorded.levelsAt }));
    const steps = recorded.places.slice(1).map((p, i) => p.x - recorded.places[i].x);
    expect(steps.every((step, i) => step > 0 && (i === 0 || step < steps[i - 1]))).toBe(true);
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

  it("walks each member at their own measured pace: a team's slow members stay behind its fast ones", () => {
    const team = aSyntheticTeam({ ...SATURATING, startReach: [0.2, 0.4], members: 40, seed: 9, memberSd: 0.08 });
    const model = estimateTeam(team).model!;
    const byPace = [...team.offsets.entries()].sort((a, b) => a[1].skill + a[1].mindset - (b[1].skill + b[1].mindset));
    const group = (ids: string[]) => ids.map((memberId) => ({ memberId, x: 0.3, y: 0.7 }));
    const slow = simulate(input({ model, members: group(byPace.slice(0, 10).map(([id]) => id)), runs: 300 }));
    const fast = simulate(input({ model, members: group(byPace.slice(-10).map(([id]) => id)), runs: 300 }));
    expect(fast.ownerShare[6].mean).toBeGreaterThan(slow.ownerShare[6].mean + 0.2);
  });

  it('names the levers whose effect the history could not measure', () => {
    const result = simulate(input({ parameters: parameters({ learningPerMonth: 2, approach: { highHigh: 'mixed', highMindset: 'strategy', highSkill: 'strategy', lowLow: 'strategy' } }) }));
    expect(result.assumedZero).toEqual(['learning', 'session_mixed']);
  });
});
