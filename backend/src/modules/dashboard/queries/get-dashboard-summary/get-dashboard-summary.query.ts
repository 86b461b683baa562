import { Query } from '@nestjs/cqrs';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import type { DashboardSummaryResponse } from '../../http/dashboard.response.dto.js';

/**
 * The summary as the API answers it (the response DTO's shape). Every figure is counted from
 * read models; journal entries and learning progress are not part of it until those modules
 * exist (no made-up numbers).
 */
export type DashboardSummaryView = DashboardSummaryResponse;

export class GetDashboardSummaryQuery extends Query<DashboardSummaryView> {
  constructor(readonly user: SessionUser) {
    super();
  }
}
