import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { MsMovementResponse } from '../../http/dashboard.response.dto.js';

/** The answer as the API gives it (the response DTO's shape). */
export type MsMovementView = MsMovementResponse;

/**
 * A team's movement on the MS board this month (`domain/ms-movement.ts`): every member's for the
 * team's leaders, team_admin and admin; a plain member's own only, as on the MS page.
 */
export class GetMsMovementQuery extends Query<MsMovementView> {
  constructor(
    readonly teamId: string,
    readonly user: SessionUser,
  ) {
    super();
  }
}
