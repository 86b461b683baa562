import { Query } from '@nestjs/cqrs';
import type { ForumRevisionResponse } from '../../http/forum.response.dto.js';

/** The edit history of a post (`replyId` null) or one of its replies. */
export class GetForumRevisionsQuery extends Query<ForumRevisionResponse[]> {
  constructor(
    readonly postId: string,
    readonly replyId: string | null,
  ) {
    super();
  }
}
