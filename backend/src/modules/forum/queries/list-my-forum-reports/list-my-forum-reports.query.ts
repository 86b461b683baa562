import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { ForumReportResponse } from '../../http/forum.response.dto.js';

/** The caller's reports of forum posts and replies, with their outcome. */
export class ListMyForumReportsQuery extends Query<ForumReportResponse[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
