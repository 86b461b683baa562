import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Removes one of the caller's entries from the board with its growth points and sessions. */
export class DeleteOneOnOneEntryCommand extends Command<void> {
  constructor(
    readonly entryId: string,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
