import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/**
 * A team's members as CSV: UTF-8 with BOM, the import's Japanese header (so it imports back).
 * For the team's leaders, team_admin and admin (403 for a plain member).
 */
export class ExportCompanyMembersQuery extends Query<{ filename: string; csv: string }> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
