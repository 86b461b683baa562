import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** One event as an RFC 5545 `.ics` text. */
export class GetEventCalendarQuery extends Query<string> {
  constructor(
    readonly eventId: string,
    readonly viewer: SessionUser,
  ) {
    super();
  }
}
