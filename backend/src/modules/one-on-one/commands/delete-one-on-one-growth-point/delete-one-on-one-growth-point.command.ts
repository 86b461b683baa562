import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Deletes a past growth point of one of the caller's entries (never the latest one). */
export class DeleteOneOnOneGrowthPointCommand extends Command<void> {
  constructor(
    readonly pointId: string,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
