import { Command } from '@nestjs/cqrs';
import type { UserType } from '../../../../platform/auth/session-user.js';

/** Sets a user's userType (admin tools and the demo seed; the caller checks the admin rule). */
export class ChangeUserRoleCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly userType: UserType,
  ) {
    super();
  }
}
