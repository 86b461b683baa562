import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../../platform/database/prepared-query.js';
import { NotFoundError } from '../../../platform/domain/domain-error.js';
import { StreamFolderRegistry } from '../../../platform/domain/stream-folders.js';
import { EventSchemaRegistry } from '../../../platform/event-store/event-schemas.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import type { NewEvent } from '../../../platform/event-store/event.js';
import { PersonalDataProtector } from '../../../platform/event-store/personal-data-protector.js';

/** One stored event as the browser shows it (data and metadata as stored, at their schema version). */
export interface LoggedEvent {
  position: string;
  eventId: string;
  streamId: string;
  category: string;
  revision: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recordedAt: string;
}

export interface EventLogFilter {
  category?: string;
  streamId?: string;
  type?: string;
  userId?: string;
  correlationId?: string;
  from?: Date;
  to?: Date;
  /** Keyset: events before this position (newest first). */
  before?: bigint;
  /** Live tail: events after this position, oldest first, up to the settled head. */
  after?: bigint;
  limit: number;
}

export interface EventLogPage {
  events: LoggedEvent[];
  /** Pass as `before` for the next (older) page; null at the start of the log. */
  nextBefore: string | null;
  /** The newest readable position now (a live tail asks `after` it). */
  headPosition: string;
}

export interface CorrelationNode {
  event: LoggedEvent;
  children: CorrelationNode[];
}

export interface StreamStateAt {
  streamId: string;
  category: string;
  /** The revision folded up to (inclusive). */
  version: number;
  lastVersion: number;
  /** Whether a module registered how to fold this category (its decider). */
  foldable: boolean;
  state: unknown;
  events: LoggedEvent[];
}

interface EventRow {
  position: string;
  event_id: string;
  stream_id: string;
  category: string;
  revision: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const COLUMNS = `position, event_id, stream_id, event_stream_category(stream_id) AS category, revision, type, data, metadata, recorded_at`;

function toLogged(row: EventRow): LoggedEvent {
  return {
    position: String(row.position),
    eventId: row.event_id,
    streamId: row.stream_id,
    category: row.category,
    revision: row.revision,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

/**
 * Reads the PostgreSQL event log for the admin browser, read-only. Every filter is a condition on
 * an indexed expression and the page is keyed by position (decision 0047), so a first page reads
 * one index backwards however long the log is.
 */
@Injectable()
export class EventLogReader {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly folders: StreamFolderRegistry,
    private readonly protector: PersonalDataProtector,
    private readonly schemas: EventSchemaRegistry,
  ) {}

  /**
   * The rows as readers see them: personal fields opened, or their placeholders once the person is
   * forgotten (decision 0044). The table holds them sealed, and the browser never shows a sealed value.
   * Secret fields (an anonymous post's ownership proofs) show only that they exist (decision 0057).
   */
  private async revealed(rows: readonly EventRow[]): Promise<LoggedEvent[]> {
    const logged = rows.map(toLogged);
    const revealed = (await this.protector.reveal(logged as unknown as NewEvent[])) as unknown as LoggedEvent[];
    return revealed.map((event) => ({ ...event, data: this.schemas.withoutSecrets(event.type, event.data) }));
  }

  /** Categories with their stream and event counts. */
  async categories(): Promise<{ category: string; streams: number; events: number }[]> {
    return (await this.dataSource.query(
      `SELECT event_stream_category(stream_id) AS category, count(DISTINCT stream_id)::int AS streams, count(*)::int AS events
         FROM events GROUP BY 1 ORDER BY 1`,
    )) as { category: string; streams: number; events: number }[];
  }

  /** Event types in the log (for the type filter). */
  async types(): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `WITH RECURSIVE t AS (SELECT min(type) AS type FROM events
         UNION ALL SELECT (SELECT min(type) FROM events WHERE type > t.type) FROM t WHERE t.type IS NOT NULL)
       SELECT type FROM t WHERE type IS NOT NULL`,
    )) as { type: string }[];
    return rows.map((r) => r.type);
  }

  async page(filter: EventLogFilter): Promise<EventLogPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.category) add(`event_stream_category(stream_id) = ?`, filter.category);
    if (filter.streamId) add(`stream_id = ?`, filter.streamId);
    if (filter.type) add(`type = ?`, filter.type);
    if (filter.userId) add(`metadata->>'userId' = ?`, filter.userId);
    if (filter.correlationId) add(`metadata->>'correlationId' = ?`, filter.correlationId);
    if (filter.from) add(`recorded_at >= ?`, filter.from);
    if (filter.to) add(`recorded_at < ?`, filter.to);
    const tail = filter.after !== undefined;
    // A tail reads up to the settled head; a page needs the head only to report it, so both run at once.
    const headRead = this.store.headPosition();
    const head = tail ? await headRead : null;
    if (tail) {
      add(`position > ?`, String(filter.after));
      add(`position <= ?`, String(head));
    } else if (filter.before !== undefined) add(`position < ?`, String(filter.before));
    params.push(filter.limit + 1);
    const sql = `SELECT ${COLUMNS} FROM events ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY position ${tail ? 'ASC' : 'DESC'} LIMIT $${params.length}`;
    // Named by its text: each combination of filters is parsed and planned once per connection.
    const name = `event_log_page_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    const [rows, settledHead] = await Promise.all([preparedQuery<EventRow>(this.dataSource.manager, name, sql, params), headRead]);
    const more = rows.length > filter.limit;
    const events = await this.revealed(rows.slice(0, filter.limit));
    return { events, nextBefore: !tail && more ? events[events.length - 1].position : null, headPosition: settledHead.toString() };
  }

  async event(eventId: string): Promise<LoggedEvent> {
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM events WHERE event_id = $1`, [eventId])) as EventRow[];
    if (!row) throw new NotFoundError('EVENT_LOG.EVENT_NOT_FOUND', 'イベントが見つかりません');
    return (await this.revealed([row]))[0];
  }

  /**
   * A command's whole effect: every event with this correlation id, as a tree by causation. A
   * request's events are roots (their causation is the correlation id itself); a reaction's hang
   * under the event that triggered it.
   */
  async correlation(correlationId: string): Promise<{ correlationId: string; count: number; roots: CorrelationNode[] }> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM events WHERE metadata->>'correlationId' = $1 ORDER BY position LIMIT 2000`,
      [correlationId],
    )) as EventRow[];
    if (rows.length === 0) throw new NotFoundError('EVENT_LOG.CORRELATION_NOT_FOUND', 'この相関IDのイベントはありません');
    const nodes = new Map<string, CorrelationNode>();
    for (const event of await this.revealed(rows)) nodes.set(event.eventId, { event, children: [] });
    const roots: CorrelationNode[] = [];
    for (const node of nodes.values()) {
      const cause = node.event.metadata.causationId;
      const parent = typeof cause === 'string' ? nodes.get(cause) : undefined;
      if (parent && parent !== node) parent.children.push(node);
      else roots.push(node);
    }
    return { correlationId, count: rows.length, roots };
  }

  /** The stream's events and its aggregate's state folded up to `version` (the last one when absent). */
  async streamAt(streamId: string, version?: number): Promise<StreamStateAt> {
    const recorded = await this.store.readStream(streamId);
    if (recorded.length === 0) throw new NotFoundError('EVENT_LOG.STREAM_NOT_FOUND', 'ストリームが見つかりません');
    const lastVersion = recorded[recorded.length - 1].revision;
    const at = version === undefined ? lastVersion : version;
    if (at > lastVersion) throw new NotFoundError('EVENT_LOG.VERSION_NOT_FOUND', `このストリームのバージョンは0〜${lastVersion}です`);
    const folder = this.folders.forStream(streamId);
    let state: unknown = null;
    if (folder) {
      state = folder.evolver.initialState();
      for (const event of recorded) if (event.revision <= at) state = folder.evolver.evolve(state, event);
    }
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY revision`, [streamId])) as EventRow[];
    return {
      streamId,
      category: rows[0]?.category ?? streamId,
      version: at,
      lastVersion,
      foldable: folder !== undefined,
      state: toJson(folder?.shown && state !== null ? folder.shown(state) : state),
      events: await this.revealed(rows),
    };
  }
}

/** A folded state as JSON: Maps and Sets as objects and arrays, bigints and Dates as strings. */
function toJson(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'bigint') return v.toString();
      if (v instanceof Map) return Object.fromEntries(v);
      if (v instanceof Set) return [...v];
      return v;
    }) ?? 'null',
  );
}
