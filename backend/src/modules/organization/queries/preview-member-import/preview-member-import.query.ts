import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { CsvEncoding, MemberCsvRow } from '../../csv/member-csv.js';

export interface MemberImportPreview {
  encoding: CsvEncoding;
  rows: MemberCsvRow[];
}

/**
 * Reads an uploaded member CSV for a team the user manages and checks every row against the
 * team's positions and departments and the registered e-mails. Registers nothing.
 */
export class PreviewMemberImportQuery extends Query<MemberImportPreview> {
  constructor(
    readonly teamId: string,
    readonly file: Buffer,
    readonly user: SessionUser,
  ) {
    super();
  }
}
