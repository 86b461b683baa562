import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { GrowthCycleView } from '../growth-cycle.view.js';

/** The 100 newest public active cycles of other users: where the reader may praise and cheer. */
export class ListCommunityGrowthCyclesQuery extends Query<GrowthCycleView[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
