import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { AnonymousPostResponse } from '../../http/anonymous-posts.response.dto.js';

export class ListAnonymousPostsQuery extends Query<AnonymousPostResponse[]> {
  constructor(readonly reader: SessionUser, readonly limit: number) {
    super();
  }
}
