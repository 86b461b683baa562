import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export class UpdatePositionCommand extends Command<{ id: string; revision: number }> {
  constructor(
    readonly positionId: string,
    readonly changes: { name?: string; level?: number; description?: string | null },
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
