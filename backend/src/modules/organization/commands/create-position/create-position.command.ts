import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Positions are set up by those who manage the team (leaders, team_admin, admin). */
export class CreatePositionCommand extends Command<{ id: string }> {
  constructor(
    readonly input: { teamId: string; name: string; level?: number | null; description?: string | null },
    readonly actor: SessionUser,
  ) {
    super();
  }
}
