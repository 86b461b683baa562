import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Members holding the position keep existing with no position. */
export class DeletePositionCommand extends Command<void> {
  constructor(
    readonly positionId: string,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
