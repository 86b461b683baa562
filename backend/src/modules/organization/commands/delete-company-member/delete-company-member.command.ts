import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Deletes a member and frees its e-mail; other modules drop their rows on CompanyMemberDeleted. */
export class DeleteCompanyMemberCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
