import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneApproach } from '../../events/one-on-one-entry.events.js';

export interface OneOnOneSessionView {
  id: string;
  entryId: string;
  sessionDate: string;
  approach: OneOnOneApproach;
  approachLabel: string;
  outcomes: string | null;
  feedback: string | null;
  effectiveness: number;
  nextSessionDate: string | null;
  recordedAt: string;
}

/** Sessions of one entry, newest first; not found for anyone but its manager and admins. */
export class GetEntrySessionsQuery extends Query<OneOnOneSessionView[]> {
  constructor(
    readonly entryId: string,
    readonly reader: SessionUser,
  ) {
    super();
  }
}
