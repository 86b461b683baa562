import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/**
 * Links a user to a department of a team they belong to (users link themselves; admins and team
 * admins anyone). A main department replaces the previous main one.
 */
export class LinkUserDepartmentCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly departmentId: string,
    readonly isMain: boolean,
    readonly actor: SessionUser,
  ) {
    super();
  }
}
