import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Takes a member off the team's board (the company member stays; the log keeps the trail). */
export class RemoveMatrixMemberCommand extends Command<void> {
  constructor(
    readonly entryId: string,
    readonly actor: SessionUser,
    /** From If-Match. */
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
