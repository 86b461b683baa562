import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MemberImportJob } from '../../domain/company-member.commands.js';

/** A member import the user started: its progress, and its result once done (404 for anyone else's). */
export class GetMemberImportQuery extends Query<MemberImportJob> {
  constructor(
    readonly jobId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
