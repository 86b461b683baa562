import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { FeedbackRequestResponse, FeedbackRequestToMeResponse, GrowthCycleUserResponse } from '../../http/growth-cycles.response.dto.js';

/** The requests the owner made on their cycle, newest first (someone else's cycle: not found). */
export class ListCycleFeedbackRequestsQuery extends Query<FeedbackRequestResponse[]> {
  constructor(
    readonly cycleId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}

/** The open requests to the reader, oldest first (the one waiting longest on top). */
export class ListFeedbackRequestsToMeQuery extends Query<FeedbackRequestToMeResponse[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}

/** Whom the reader may ask: the users who share a team with them, by name. */
export class ListRequestableColleaguesQuery extends Query<GrowthCycleUserResponse[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
