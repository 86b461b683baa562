import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/**
 * Clears the growth history of every member on a team's board: each keeps its current position
 * as its only point. Answers how many points were deleted.
 */
export class ClearMatrixTeamHistoryCommand extends Command<{ deletedPoints: number }> {
  constructor(
    readonly teamId: string,
    readonly actor: SessionUser,
  ) {
    super();
  }
}
