import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { AnonymousNoticeResponse } from '../../http/anonymous-posts.response.dto.js';

export class ListMyAnonymousNoticesQuery extends Query<AnonymousNoticeResponse[]> {
  constructor(readonly reader: SessionUser) {
    super();
  }
}
