import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { EventAnalyticsResponse } from '../../http/community-events.response.dto.js';

/** The event's analytics (spec part 2 §3); for its host and team admins. */
export class GetEventAnalyticsQuery extends Query<EventAnalyticsResponse> {
  constructor(
    readonly eventId: string,
    readonly viewer: SessionUser,
  ) {
    super();
  }
}
