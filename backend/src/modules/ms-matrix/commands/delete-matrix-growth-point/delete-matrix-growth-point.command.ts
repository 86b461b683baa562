import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Deletes a past growth point of an entry (never the latest: it is the current position). */
export class DeleteMatrixGrowthPointCommand extends Command<void> {
  constructor(
    readonly pointId: string,
    readonly actor: SessionUser,
    /** From If-Match: the revision of the point's entry. */
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
