import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/**
 * The team's board as CSV (UTF-8 with BOM, so Excel opens it): one row per growth point. For the
 * team's leaders, team_admin and admin (403 for a plain member).
 */
export class ExportTeamMatrixCsvQuery extends Query<string> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
