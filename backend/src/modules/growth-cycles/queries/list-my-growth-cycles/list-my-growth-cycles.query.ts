import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { GrowthCycleView } from '../growth-cycle.view.js';

/** The reader's own cycles, active and completed, newest first. */
export class ListMyGrowthCyclesQuery extends Query<GrowthCycleView[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
