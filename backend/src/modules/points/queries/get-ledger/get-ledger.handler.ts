import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import type { Row } from '../../../../platform/database/rows.js';
import { NotFoundError } from '../../../../platform/domain/domain-error.js';
import { isOneOf, type RecordedEvent } from '../../../../platform/event-store/event.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { UserDirectory } from '../../../users/index.js';
import type { PointsEarned, PointsWithheld } from '../../events/points-account.events.js';
import {
  GetLedgerQuery,
  GetLedgerTransactionQuery,
  type LedgerEventView,
  type LedgerFilter,
  type LedgerTransactionDetailView,
  type LedgerTransactionView,
  type LedgerView,
} from './get-ledger.query.js';

/** Every row when no limit is given (the CSV export); the screen pages. */
const UNLIMITED = 1_000_000;

/** A ledger row as SELECT below answers it; the transaction type narrowed to the values the projection writes. */
type LedgerRow = Pick<
  Row<'point_transactions'>,
  | 'event_id'
  | 'user_id'
  | 'points'
  | 'balance_after'
  | 'related_entity_id'
  | 'counterpart_user_id'
  | 'description'
  | 'occurred_at'
  | 'correlation_id'
  | 'causation_id'
  | 'acted_by'
> & { transaction_type: LedgerTransactionView['transactionType'] };

/** The WHERE clause of a filter and its parameters. */
function where(filter: LedgerFilter, timeZone: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.userId) clauses.push(`t.user_id = ${param(filter.userId)}`);
  if (filter.teamId) clauses.push(`t.user_id IN (SELECT user_id FROM points_user_teams WHERE team_id = ${param(filter.teamId)})`);
  if (filter.type) clauses.push(`t.transaction_type = ${param(filter.type)}`);
  if (filter.from) clauses.push(`t.occurred_at >= (${param(filter.from)}::date::timestamp AT TIME ZONE ${param(timeZone)})`);
  if (filter.to) clauses.push(`t.occurred_at < ((${param(filter.to)}::date + 1)::timestamp AT TIME ZONE ${param(timeZone)})`);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const SELECT = `SELECT t.event_id, t.user_id, t.transaction_type, t.points, t.balance_after, t.related_entity_id, t.counterpart_user_id,
                       t.description, t.occurred_at, t.correlation_id, t.causation_id, t.acted_by FROM point_transactions t`;

function view(r: LedgerRow, names: ReadonlyMap<string, string>): LedgerTransactionView {
  return {
    eventId: r.event_id,
    userId: r.user_id,
    userName: names.get(r.user_id) ?? '',
    transactionType: r.transaction_type,
    points: r.points,
    balanceAfter: r.balance_after,
    relatedEntityId: r.related_entity_id,
    counterpartUserId: r.counterpart_user_id,
    counterpartName: r.counterpart_user_id ? (names.get(r.counterpart_user_id) ?? '') : null,
    description: r.description,
    occurredAt: new Date(r.occurred_at).toISOString(),
    correlationId: r.correlation_id,
    causationId: r.causation_id,
    actedBy: r.acted_by,
  };
}

@QueryHandler(GetLedgerQuery)
export class GetLedgerHandler implements IQueryHandler<GetLedgerQuery> {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly users: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ filter }: GetLedgerQuery): Promise<LedgerView> {
    const { sql, params } = where(filter, this.config.timeZone);
    const [rows, [totals]] = await Promise.all([
      this.manager.query(`${SELECT} ${sql} ORDER BY t.event_position DESC LIMIT ${filter.limit ?? UNLIMITED} OFFSET ${filter.offset ?? 0}`, params) as Promise<LedgerRow[]>,
      this.manager.query(
        `SELECT count(*)::int AS count, COALESCE(sum(GREATEST(points, 0)), 0)::int AS earned, COALESCE(sum(GREATEST(-points, 0)), 0)::int AS spent,
                count(*) FILTER (WHERE transaction_type = 'withheld')::int AS withheld
           FROM point_transactions t ${sql}`,
        params,
      ) as Promise<{ count: number; earned: number; spent: number; withheld: number }[]>,
    ]);
    const ids = new Set(rows.flatMap((r) => [r.user_id, r.counterpart_user_id ?? r.user_id]));
    const names = await this.users.displayNames([...ids]);
    return { transactions: rows.map((r) => view(r, names)), totals: { ...totals, net: totals.earned - totals.spent } };
  }
}

class LedgerTransactionNotFoundError extends NotFoundError {
  constructor() {
    super('POINTS.TRANSACTION_NOT_FOUND', 'ポイント取引が見つかりません');
  }
}

function eventView(event: RecordedEvent, names: ReadonlyMap<string, string>): LedgerEventView {
  return {
    eventId: event.eventId,
    type: event.type,
    streamId: event.streamId,
    revision: event.revision,
    position: String(event.position),
    occurredAt: event.metadata.occurredAt,
    correlationId: event.metadata.correlationId,
    causationId: event.metadata.causationId,
    userId: event.metadata.userId,
    userName: event.metadata.userId ? (names.get(event.metadata.userId) ?? null) : null,
  };
}

/** Reads the transaction's own event and its cause from the log: the audit trail is the log. */
@QueryHandler(GetLedgerTransactionQuery)
export class GetLedgerTransactionHandler implements IQueryHandler<GetLedgerTransactionQuery> {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UserDirectory,
  ) {}

  async execute({ eventId }: GetLedgerTransactionQuery): Promise<LedgerTransactionDetailView> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(eventId)) throw new LedgerTransactionNotFoundError();
    const [row] = (await this.manager.query(`${SELECT} WHERE t.event_id = $1`, [eventId])) as LedgerRow[];
    if (!row) throw new LedgerTransactionNotFoundError();
    const [stream, revision] = ((await this.manager.query(`SELECT stream_id, revision FROM point_transactions WHERE event_id = $1`, [eventId])) as {
      stream_id: string;
      revision: number;
    }[]).map((r) => [r.stream_id, r.revision] as const)[0];
    const [event] = await this.store.readStream(stream, { fromRevision: revision });
    const earned = isOneOf<PointsEarned | PointsWithheld>(event, ['PointsEarned', 'PointsWithheld']) ? event.data : null;
    const cause = earned ? (await this.store.readStream(earned.causeStreamId)).find((e) => e.eventId === earned.causeEventId) ?? null : null;
    const ids = [row.user_id, row.counterpart_user_id, event.metadata.userId, cause?.metadata.userId].filter((id): id is string => !!id);
    const names = await this.users.displayNames([...new Set(ids)]);
    return {
      transaction: view(row, names),
      event: { ...eventView(event, names), data: event.data as Record<string, unknown> },
      cause: cause ? eventView(cause, names) : null,
    };
  }
}
