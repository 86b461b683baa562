import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { GrowthCycleUserResponse } from '../../http/growth-cycles.response.dto.js';

/** The users the reader may ask for support: those who share a team with them, by name. */
export class ListSupporterCandidatesQuery extends Query<GrowthCycleUserResponse[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
