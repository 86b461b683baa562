import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

export interface MemberExport {
  /** メンバー一覧_<team name>_<YYYY-MM-DD>.csv, for `filename*`. */
  filename: string;
  /** members-<YYYY-MM-DD>.csv, for clients that read only the plain `filename`. */
  asciiFilename: string;
  csv: string;
}

/**
 * A team's members as CSV: UTF-8 with BOM, the import's Japanese header (so it imports back).
 * For the team's leaders, team_admin and admin (403 for a plain member).
 */
export class ExportCompanyMembersQuery extends Query<MemberExport> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
