import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Members of the department keep existing with no department; its user links are dropped. */
export class DeleteDepartmentCommand extends Command<void> {
  constructor(
    readonly departmentId: string,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
