import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { ForumPostDetailResponse } from '../../http/forum.response.dto.js';

export class GetForumPostQuery extends Query<ForumPostDetailResponse> {
  constructor(readonly postId: string, readonly reader: SessionUser) {
    super();
  }
}
