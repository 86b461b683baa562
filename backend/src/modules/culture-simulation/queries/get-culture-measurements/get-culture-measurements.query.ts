import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { CultureMeasurementsResponse } from '../../http/culture-simulation.response.dto.js';

/** What the team's history says: velocities, effects with intervals, the recent baseline. */
export class GetCultureMeasurementsQuery extends Query<CultureMeasurementsResponse> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
