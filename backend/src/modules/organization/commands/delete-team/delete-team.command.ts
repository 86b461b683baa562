import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/**
 * Deletes a team with all its data: its departments, positions, members and links are dropped
 * by every projection on TeamDeleted, and commands on them answer 404 from then on.
 */
export class DeleteTeamCommand extends Command<void> {
  constructor(
    readonly teamId: string,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
