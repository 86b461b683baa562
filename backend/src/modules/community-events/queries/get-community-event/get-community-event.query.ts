import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { CommunityEventDetailResponse } from '../../http/community-events.response.dto.js';

/** One event with its sessions, materials, host and places left; registrations and analytics for those who manage it. */
export class GetCommunityEventQuery extends Query<CommunityEventDetailResponse> {
  constructor(
    readonly eventId: string,
    readonly viewer: SessionUser,
  ) {
    super();
  }
}
