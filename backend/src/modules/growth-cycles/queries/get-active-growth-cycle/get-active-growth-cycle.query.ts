import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { GrowthCycleView } from '../growth-cycle.view.js';

/** The reader's current cycle: the first active one of their list (the newest), or null. */
export class GetActiveGrowthCycleQuery extends Query<GrowthCycleView | null> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
