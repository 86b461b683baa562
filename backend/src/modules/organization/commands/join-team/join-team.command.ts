import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Links a user to a team (POST /api/user-teams): users link themselves; admins and team admins anyone. */
export class JoinTeamCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly teamId: string,
    readonly isPrimaryTeam: boolean,
    readonly actor: SessionUser,
  ) {
    super();
  }
}
