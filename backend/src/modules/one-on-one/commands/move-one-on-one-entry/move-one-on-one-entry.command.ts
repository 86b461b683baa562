import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Moves the caller's entry on the board; each move is a new growth point. */
export class MoveOneOnOneEntryCommand extends Command<void> {
  constructor(
    readonly entryId: string,
    readonly to: { x: number; y: number },
    readonly actor: SessionUser,
    /** From If-Match. */
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
