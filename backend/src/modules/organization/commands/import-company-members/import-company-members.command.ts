import { Command } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface MemberImportResult {
  imported: number;
  skipped: number;
  errors: { rowNumber: number; messages: string[] }[];
}

/**
 * Registers the valid rows of a member CSV, each with its own RegisterCompanyMemberCommand (so
 * each row is one decision with its own e-mail reservation); invalid rows are skipped with reasons.
 */
export class ImportCompanyMembersCommand extends Command<MemberImportResult> {
  constructor(
    readonly teamId: string,
    readonly file: Buffer,
    readonly actor: SessionUser,
  ) {
    super();
  }
}
