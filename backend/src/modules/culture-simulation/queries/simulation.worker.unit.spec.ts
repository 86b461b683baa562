import { levelsAt } from '@pivot/rules';
import { WorkerPool } from '../../../platform/workers/worker-pool.js';
import { estimateTeam } from '../domain/estimator.js';
import { simulate, type SimulationResult } from '../domain/simulator.js';
import { aSyntheticTeam, WELL_OBSERVED } from '../domain/synthetic-team.mother.js';
import type { SimulationTask } from './simulation.worker.js';

describe('the culture simulation in a worker thread', () => {
  // Under Jest only the TypeScript source exists: the pool loads it through the sources' loader, as the built server loads dist's .js.
  const pool = new WorkerPool<SimulationTask, SimulationResult>(new URL('./simulation.worker.js', import.meta.url), { maxThreads: 1 });
  afterAll(() => pool.destroy());

  it('answers exactly what the simulation answers on the request thread for the same seed, Maps and all', async () => {
    const team = aSyntheticTeam({ ...WELL_OBSERVED, seed: 5 });
    const estimate = estimateTeam(team);
    const task: SimulationTask = {
      model: estimate.model!,
      baseline: { giftsPerParticipantMonth: estimate.baseline.giftsPerParticipantMonth },
      members: estimate.members.map((m) => ({ memberId: m.memberId, x: m.current.x, y: m.current.y })),
      parameters: {
        cadence: { highHigh: 1, highMindset: 2, highSkill: 2, lowLow: 2 },
        approach: { highHigh: 'strategy', highMindset: 'strategy', highSkill: 'mindset_improvement', lowLow: 'trust_building' },
        growthCycleParticipation: 0.5,
        learningPerMonth: 0.5,
      },
      horizonMonths: 12,
      runs: 300,
      seed: 11,
      start: team.now,
    };
    const inWorker = await pool.run(task);
    expect(inWorker).toEqual(simulate({ ...task, levelsAt }));
    expect(inWorker.runs).toBe(300);
    expect(await pool.run({ ...task, seed: 12 })).not.toEqual(inWorker);
  });
});
