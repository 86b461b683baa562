import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { Row } from '../../../../platform/database/rows.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import { UserDirectory } from '../../../users/index.js';
import { GrowthCycleNotFoundError } from '../../domain/growth-cycle.errors.js';
import type { FeedbackRequestResponse, FeedbackRequestToMeResponse, GrowthCycleUserResponse } from '../../http/growth-cycles.response.dto.js';
import { ListCycleFeedbackRequestsQuery, ListFeedbackRequestsToMeQuery, ListRequestableColleaguesQuery } from './feedback-requests.query.js';

type RequestRow = Pick<
  Row<'growth_cycle_feedback_requests'>,
  'id' | 'growth_cycle_id' | 'owner_user_id' | 'asked_user_id' | 'kind' | 'status' | 'requested_at' | 'remind_at' | 'reminded_at' | 'closed_at'
>;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

@QueryHandler(ListCycleFeedbackRequestsQuery)
export class ListCycleFeedbackRequestsHandler implements IQueryHandler<ListCycleFeedbackRequestsQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ cycleId, reader }: ListCycleFeedbackRequestsQuery): Promise<FeedbackRequestResponse[]> {
    const owned: unknown[] = await this.db.query(`SELECT 1 FROM growth_cycles WHERE id = $1 AND user_id = $2`, [cycleId, reader.id]);
    if (owned.length === 0) throw new GrowthCycleNotFoundError();
    const rows: RequestRow[] = await this.db.query(
      `SELECT id, growth_cycle_id, owner_user_id, asked_user_id, kind, status, requested_at, remind_at, reminded_at, closed_at
         FROM growth_cycle_feedback_requests WHERE growth_cycle_id = $1 ORDER BY event_position DESC`,
      [cycleId],
    );
    const names = await this.users.displayNames([...new Set(rows.map((row) => row.asked_user_id))]);
    return rows.map((row) => ({
      id: row.id,
      askedUserId: row.asked_user_id,
      askedName: names.get(row.asked_user_id) ?? null,
      kind: row.kind as FeedbackRequestResponse['kind'],
      status: row.status as FeedbackRequestResponse['status'],
      requestedAt: iso(row.requested_at)!,
      remindAt: iso(row.remind_at)!,
      remindedAt: iso(row.reminded_at),
      closedAt: iso(row.closed_at),
    }));
  }
}

@QueryHandler(ListFeedbackRequestsToMeQuery)
export class ListFeedbackRequestsToMeHandler implements IQueryHandler<ListFeedbackRequestsToMeQuery> {
  constructor(
    private readonly db: DataSource,
    private readonly users: UserDirectory,
  ) {}

  async execute({ reader }: ListFeedbackRequestsToMeQuery): Promise<FeedbackRequestToMeResponse[]> {
    const rows: (RequestRow & { title: string })[] = await this.db.query(
      `SELECT r.id, r.growth_cycle_id, r.owner_user_id, r.asked_user_id, r.kind, r.status, r.requested_at, r.remind_at, r.reminded_at, r.closed_at, c.title
         FROM growth_cycle_feedback_requests r JOIN growth_cycles c ON c.id = r.growth_cycle_id
        WHERE r.asked_user_id = $1 AND r.status = 'open' ORDER BY r.event_position`,
      [reader.id],
    );
    const names = await this.users.displayNames([...new Set(rows.map((row) => row.owner_user_id))]);
    return rows.map((row) => ({
      id: row.id,
      cycleId: row.growth_cycle_id,
      cycleTitle: row.title,
      ownerUserId: row.owner_user_id,
      ownerName: names.get(row.owner_user_id) ?? null,
      kind: row.kind as FeedbackRequestToMeResponse['kind'],
      requestedAt: iso(row.requested_at)!,
      reminded: row.reminded_at !== null,
    }));
  }
}

@QueryHandler(ListRequestableColleaguesQuery)
export class ListRequestableColleaguesHandler implements IQueryHandler<ListRequestableColleaguesQuery> {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly users: UserDirectory,
  ) {}

  async execute({ reader }: ListRequestableColleaguesQuery): Promise<GrowthCycleUserResponse[]> {
    const names = await this.users.displayNames(await this.organization.teammateIds(reader.id));
    return [...names].map(([userId, displayName]) => ({ userId, displayName })).sort((a, b) => a.displayName.localeCompare(b.displayName, 'ja'));
  }
}

export const FEEDBACK_REQUEST_QUERY_HANDLERS = [ListCycleFeedbackRequestsHandler, ListFeedbackRequestsToMeHandler, ListRequestableColleaguesHandler];
