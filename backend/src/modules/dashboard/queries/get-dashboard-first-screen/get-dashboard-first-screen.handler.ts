import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListJournalEntriesQuery } from '../../../ai-coaching/index.js';
import { GetLearningSummaryQuery } from '../../../learning/index.js';
import { GetDashboardSummaryQuery } from '../get-dashboard-summary/get-dashboard-summary.query.js';
import { GetDashboardFirstScreenQuery } from './get-dashboard-first-screen.query.js';
import type { DashboardFirstScreenResponse } from '../../http/dashboard.response.dto.js';

/** The journal entries the first screen lists (the newest first). */
const FIRST_SCREEN_JOURNAL_ENTRIES = 3;

/**
 * The dashboard's first screen in one read: the summary (this module's composition), the latest
 * journal entries with their count (the AI coaching module's query) and the learning summary (the
 * learning module's query, the same answer `GET /api/learning/summary` gives, category bars
 * included). Each part is the owning module's own query through the bus, so no figure is computed
 * twice and the parts run side by side on the server instead of one after another on the phone.
 */
@QueryHandler(GetDashboardFirstScreenQuery)
export class GetDashboardFirstScreenHandler implements IQueryHandler<GetDashboardFirstScreenQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ user }: GetDashboardFirstScreenQuery): Promise<DashboardFirstScreenResponse> {
    const [summary, journal, learning] = await Promise.all([
      this.queries.execute(new GetDashboardSummaryQuery(user)),
      this.queries.execute(new ListJournalEntriesQuery(user)),
      this.queries.execute(new GetLearningSummaryQuery(user.id)),
    ]);
    return { summary, journal: { total: journal.length, latest: journal.slice(0, FIRST_SCREEN_JOURNAL_ENTRIES) }, learning };
  }
}
