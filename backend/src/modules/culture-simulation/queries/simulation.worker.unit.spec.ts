import { levelsAt } from '@pivot/rules';
import { WorkerPool } from '../../../platform/workers/worker-pool.js';
import { MS_QUADRANTS, type MsQuadrant } from '../domain/culture-model.js';
import { estimateTeam } from '../domain/estimator.js';
import { simulate, type SimulationResult } from '../domain/simulator.js';
import { aSyntheticTeam, WELL_OBSERVED } from '../domain/synthetic-team.mother.js';
import type { SimulationTask } from './simulation.worker.js';

const everyQuadrant = <T>(value: T) => Object.fromEntries(MS_QUADRANTS.map((q) => [q, value])) as Record<MsQuadrant, T>;

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
      parameters: { cadence: everyQuadrant(2), approach: everyQuadrant('mixed'), growthCycleParticipation: 0.4, learningPerMonth: 1 },
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
