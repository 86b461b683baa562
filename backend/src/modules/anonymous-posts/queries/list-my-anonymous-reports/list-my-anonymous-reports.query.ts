import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { AnonymousReportResponse } from '../../http/anonymous-posts.response.dto.js';

export class ListMyAnonymousReportsQuery extends Query<AnonymousReportResponse[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
