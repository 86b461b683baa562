import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { CompanyMemberFields } from '../../domain/company-member.js';

/** Changes the fields given; `teamId`, when sent, must be the member's team (members do not move teams). */
export class UpdateCompanyMemberCommand extends Command<{ id: string; revision: number }> {
  constructor(
    readonly memberId: string,
    readonly fields: Partial<CompanyMemberFields> & { teamId?: string },
    readonly actor: SessionUser,
    readonly expectedRevision?: number,
  ) {
    super();
  }
}
