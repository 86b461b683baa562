import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { DashboardFirstScreenResponse } from '../../http/dashboard.response.dto.js';

/**
 * Everything the dashboard's first screen shows that does not depend on a chosen team, in one
 * answer (issue 33: one or two requests, not a waterfall). The team's MS movement stays its own
 * call (`ms-movement/{teamId}`), asked for in parallel, because the team is the client's choice.
 */
export class GetDashboardFirstScreenQuery extends Query<DashboardFirstScreenResponse> {
  constructor(readonly user: SessionUser) {
    super();
  }
}
