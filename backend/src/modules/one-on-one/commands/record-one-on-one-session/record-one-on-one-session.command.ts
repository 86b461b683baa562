import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { OneOnOneApproach } from '../../events/one-on-one-entry.events.js';

export interface RecordOneOnOneSessionInput {
  /** `YYYY-MM-DD`, not after today in the deployment's time zone. */
  sessionDate: string;
  approach: OneOnOneApproach;
  outcomes?: string | null;
  feedback?: string | null;
  /** 1..5 */
  effectiveness: number;
  /** `YYYY-MM-DD`, after sessionDate. */
  nextSessionDate?: string | null;
}

/** Records a held 1on1 session of one of the caller's entries. Answers the session id. */
export class RecordOneOnOneSessionCommand extends Command<{ id: string }> {
  constructor(
    readonly entryId: string,
    readonly input: RecordOneOnOneSessionInput,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
