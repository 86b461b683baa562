import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { AnonymousPostDetailResponse } from '../../http/anonymous-posts.response.dto.js';

export class GetAnonymousPostQuery extends Query<AnonymousPostDetailResponse> {
  constructor(readonly postId: string, readonly reader: SessionUser) {
    super();
  }
}
