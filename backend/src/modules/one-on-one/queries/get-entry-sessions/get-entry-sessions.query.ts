import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneSessionResponse } from '../../http/one-on-one.response.dto.js';

/** A session as the API answers it (the response DTO's shape). */
export type OneOnOneSessionView = OneOnOneSessionResponse;

/** Sessions of one entry, newest first; not found for anyone but its manager and admins. */
export class GetEntrySessionsQuery extends Query<OneOnOneSessionView[]> {
  constructor(
    readonly entryId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
