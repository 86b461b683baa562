import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { GrowthCycleView } from '../growth-cycle.view.js';

/** One cycle: its owner's, or anyone's when public; otherwise not found. */
export class GetGrowthCycleQuery extends Query<GrowthCycleView> {
  constructor(
    readonly cycleId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
