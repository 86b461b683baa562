import { levelsAt } from '@pivot/rules';
import { simulate, type SimulationInput, type SimulationResult } from '../domain/simulator.js';

/** What the request thread sends: the simulation's input but the board's levels, which the worker imports itself (a function does not cross threads). */
export type SimulationTask = Omit<SimulationInput, 'levelsAt'>;

/** The worker thread's task (`WorkerPool`, culture-analysis.ts): the Monte Carlo simulation, seeded, on the MS board's levels. */
export default function simulateInWorker(task: SimulationTask): SimulationResult {
  return simulate({ ...task, levelsAt });
}
