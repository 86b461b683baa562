import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface UpdateProfileInput {
  firstName: string;
  lastName: string;
  /** ISO date (YYYY-MM-DD) or null. */
  hireDate: string | null;
  notes: string | null;
}

/** The user themself or an admin edits a profile; others get 403. */
export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly input: UpdateProfileInput,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
