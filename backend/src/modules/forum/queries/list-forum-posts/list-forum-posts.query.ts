import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { ForumListFilter } from '../forum-list-sql.js';
import type { ForumPostSummaryResponse } from '../../http/forum.response.dto.js';

export class ListForumPostsQuery extends Query<ForumPostSummaryResponse[]> {
  constructor(readonly reader: SessionUser, readonly filter: ForumListFilter) {
    super();
  }
}
