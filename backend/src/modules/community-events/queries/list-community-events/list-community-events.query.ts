import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { CommunityEventResponse } from '../../http/community-events.response.dto.js';
import type { EventListFilter } from '../community-events-reader.js';

/** Events the viewer may see: upcoming (by start), by status, or all (newest first). */
export class ListCommunityEventsQuery extends Query<CommunityEventResponse[]> {
  constructor(
    readonly filter: EventListFilter,
    readonly viewer: SessionUser,
  ) {
    super();
  }
}
