import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export class UpdateDepartmentCommand extends Command<{ id: string; revision: number }> {
  constructor(
    readonly departmentId: string,
    readonly changes: { name?: string; color?: string; description?: string | null },
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
