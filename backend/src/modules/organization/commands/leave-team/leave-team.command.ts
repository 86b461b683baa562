import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** The acting user leaves the team; the last leader cannot (409). */
export class LeaveTeamCommand extends Command<void> {
  constructor(
    readonly teamId: string,
    readonly actor: SessionUser,
  ) {
    super();
  }
}
