import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/**
 * Members of a team may add a department (the welcome dialog lets a new member create one);
 * renaming and deleting are for those who manage the team.
 */
export class CreateDepartmentCommand extends Command<{ id: string }> {
  constructor(
    readonly input: { teamId: string; name: string; color?: string | null; description?: string | null },
    readonly actor: SessionUser,
  ) {
    super();
  }
}
