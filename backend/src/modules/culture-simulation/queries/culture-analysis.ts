import { randomInt } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { OrganizationDirectory, type TeamAccessNeed } from '../../organization/index.js';
import { MS_QUADRANTS, type MsQuadrant, type TeamHistory } from '../domain/culture-model.js';
import { CultureTeamForbiddenError, CultureTeamNotFoundError, InsufficientHistoryError } from '../domain/culture-simulation.errors.js';
import { estimateTeam, MIN_MODEL_MEMBERS, MIN_MODEL_SEGMENTS, type TeamEstimate } from '../domain/estimator.js';
import { WorkerPool } from '../../../platform/workers/worker-pool.js';
import type { ScenarioParameters, SimulationResult } from '../domain/simulator.js';
import { CultureHistoryReader, distributionAt } from './culture-history-reader.js';
import type { SimulationTask } from './simulation.worker.js';

export interface SimulationRequest {
  parameters: ScenarioParameters;
  horizonMonths?: number;
  runs?: number;
  seed?: number;
}

export const DEFAULT_HORIZON_MONTHS = 12;
export const DEFAULT_RUNS = 500;

/** Access, history, estimate and simulation for one team: what the queries and the save handler share. */
@Injectable()
export class CultureAnalysis implements OnApplicationShutdown {
  /** The simulation runs in a worker thread: 5,000 runs take over a second of CPU, which the request thread must not spend. */
  private readonly simulations = new WorkerPool<SimulationTask, SimulationResult>(new URL('./simulation.worker.js', import.meta.url));

  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly reader: CultureHistoryReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The whole team's evaluations are read: its leaders, team_admin and admin (`readBoard`; changes need `manage`). */
  async requireTeam(teamId: string, user: SessionUser, need: TeamAccessNeed = 'readBoard'): Promise<void> {
    await this.organization.requireTeamAccess(teamId, user, need, (reason) =>
      reason === 'team_not_found' ? new CultureTeamNotFoundError() : new CultureTeamForbiddenError(),
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.simulations.destroy();
  }

  now(): Date {
    return this.clock.now();
  }

  async history(teamId: string): Promise<TeamHistory> {
    return this.reader.teamHistory(teamId, this.clock.now());
  }

  async estimate(teamId: string): Promise<{ history: TeamHistory; estimate: TeamEstimate; current: Record<MsQuadrant, number> }> {
    const history = await this.history(teamId);
    const estimate = estimateTeam(history);
    return { history, estimate, current: distributionAt(history, history.now).quadrants };
  }

  /** Runs the scenario on the team's current positions; refuses (409) when the history cannot support a model. */
  async simulate(teamId: string, request: SimulationRequest): Promise<SimulationResult> {
    const { history, estimate } = await this.estimate(teamId);
    if (!estimate.model) {
      const short = estimate.modelInsufficient!;
      throw new InsufficientHistoryError(short.segments, short.members, MIN_MODEL_SEGMENTS, MIN_MODEL_MEMBERS);
    }
    return this.simulations.run({
      model: estimate.model,
      baseline: { giftsPerParticipantMonth: estimate.baseline.giftsPerParticipantMonth },
      members: estimate.members.map((m) => ({ memberId: m.memberId, x: m.current.x, y: m.current.y })),
      parameters: normalise(request.parameters),
      horizonMonths: request.horizonMonths ?? DEFAULT_HORIZON_MONTHS,
      runs: request.runs ?? DEFAULT_RUNS,
      seed: request.seed ?? randomInt(0, 2 ** 31 - 1),
      start: history.now,
    });
  }
}

/** Only the known fields, in a fixed order: what is stored in the event is exactly the scenario. */
function normalise(p: ScenarioParameters): ScenarioParameters {
  const pick = <T>(record: Record<MsQuadrant, T>) => Object.fromEntries(MS_QUADRANTS.map((q) => [q, record[q]])) as Record<MsQuadrant, T>;
  return {
    cadence: pick(p.cadence),
    approach: pick(p.approach),
    growthCycleParticipation: p.growthCycleParticipation,
    learningPerMonth: p.learningPerMonth,
  };
}
