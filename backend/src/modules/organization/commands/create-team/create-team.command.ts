import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Any signed-in user may create a team; the creator becomes its first leader and joins it. */
export class CreateTeamCommand extends Command<{ id: string }> {
  constructor(
    readonly input: { name: string; description?: string | null; organizationType?: string },
    readonly actor: SessionUser,
  ) {
    super();
  }
}
