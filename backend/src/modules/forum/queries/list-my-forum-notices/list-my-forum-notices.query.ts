import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { ForumNoticeResponse } from '../../http/forum.response.dto.js';

/** Moderation of the caller's own forum posts and replies. */
export class ListMyForumNoticesQuery extends Query<ForumNoticeResponse[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
