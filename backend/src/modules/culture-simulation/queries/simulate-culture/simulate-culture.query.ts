import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { SimulationResult } from '../../domain/simulator.js';
import type { SimulationRequest } from '../culture-analysis.js';

/** Projects a scenario from the team's current positions; records nothing. */
export class SimulateCultureQuery extends Query<SimulationResult> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
    readonly request: SimulationRequest,
  ) {
    super();
  }
}
