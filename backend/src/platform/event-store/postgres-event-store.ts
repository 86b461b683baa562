import pg from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from './event.js';
import type { EventStore, ReadAllOptions } from './event-store.port.js';
import { DuplicateEventIdError, WrongExpectedRevisionError } from './event-store.errors.js';
import { logPoolError } from '../logging/logger.js';

const EXPECTED_CODES: Record<Exclude<ExpectedRevision, number>, number> = { no_stream: -1, any: -2, stream_exists: -3 };

interface EventRow {
  position: string;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: object;
  metadata: RecordedEvent['metadata'];
}

const SELECT_COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata';
const APPEND_SQL =
  'SELECT next_revision, last_position FROM append_to_stream($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])';
/** One event (the common case): scalars, so neither side builds or parses array literals. */
const APPEND_ONE_SQL =
  'SELECT next_revision, last_position FROM append_to_stream($1, $2, ARRAY[$3::uuid], ARRAY[$4::text], ARRAY[$5::jsonb], ARRAY[$6::jsonb])';
/** Events of transactions that can no longer commit: see the class comment. */
const SETTLED = 'tx_id < pg_snapshot_xmin(pg_current_snapshot())';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: BigInt(row.position),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
}

function expectedCode(streamId: string, expected: ExpectedRevision): number {
  if (typeof expected === 'number') {
    if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`Stream ${streamId}: invalid expected revision ${expected}`);
    return expected;
  }
  const code = EXPECTED_CODES[expected];
  if (code === undefined) throw new RangeError(`Stream ${streamId}: invalid expected revision ${String(expected)}`);
  return code;
}

interface PendingRead {
  fromRevision: number;
  resolve: (events: RecordedEvent[]) => void;
  reject: (error: unknown) => void;
}

/**
 * The default event store: the `events` table of the application's PostgreSQL database.
 *
 * Global order: a transaction can take a lower position and commit after a higher one, so
 * `readAll` returns only events whose transaction id is below the oldest transaction still running
 * (`pg_snapshot_xmin`): those have committed or rolled back. `append_to_stream` hands out
 * positions in transaction-id order, so what `readAll` returns is always a gap-free prefix and a
 * reader resuming "after" its last position never skips an event. The price: a long-running
 * writing transaction anywhere on the server delays (never reorders) what readers see.
 *
 * An append is one round trip (one function call in its own transaction).
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  /** Stream reads waiting for this turn's batched query, by stream (see readStream). */
  private pendingReads: Map<string, PendingRead[]> | null = null;

  constructor(connectionString: string, poolSize = 10) {
    this.pool = new pg.Pool({ connectionString, max: poolSize });
    this.pool.on('error', logPoolError('event store'));
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Stream ${streamId}: appendToStream needs at least one event`);
    const expected = expectedCode(streamId, options.expectedRevision);
    const one = events.length === 1;
    const params = one
      ? [streamId, expected, events[0].eventId, events[0].type, JSON.stringify(events[0].data), JSON.stringify(events[0].metadata)]
      : [
          streamId,
          expected,
          events.map((e) => e.eventId),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
        ];
    // A unique violation means a concurrent append of the same stream revision or the same event
    // ids committed first; asking again answers it exactly (conflict, or the idempotent result).
    for (let attempt = 0; ; attempt++) {
      try {
        // Named: parsed and planned once per connection. pool.query discards the connection on
        // any error, which also frees a position lock a cancelled append could leave behind.
        const { rows } = await this.pool.query<{ next_revision: number; last_position: string }>({
          name: one ? 'append_one_to_stream' : 'append_to_stream',
          text: one ? APPEND_ONE_SQL : APPEND_SQL,
          values: params,
        });
        return { nextExpectedRevision: rows[0].next_revision, position: BigInt(rows[0].last_position) };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ES409') {
          const actual = (error as Error).message;
          throw new WrongExpectedRevisionError(streamId, options.expectedRevision, actual === 'no_stream' ? 'no_stream' : Number(actual));
        }
        if (code === 'ES422') throw new DuplicateEventIdError(streamId);
        if (code === '23505' && (error as { constraint?: string }).constraint === 'events_event_id_key') {
          return this.alreadyAppended(streamId, events);
        }
        if (code === '23505' && attempt < 2) continue;
        throw error;
      }
    }
  }

  /** A batch whose ids are stored: the original result if it is this very append, else an error. */
  private async alreadyAppended(streamId: string, events: readonly NewEvent[]): Promise<AppendResult> {
    const { rows } = await this.pool.query<{ mine: string; revision: number; position: string }>(
      `SELECT count(*) FILTER (WHERE stream_id = $1) AS mine, max(revision) AS revision, max(position) AS position
         FROM events WHERE event_id = ANY ($2::uuid[])`,
      [streamId, events.map((e) => e.eventId)],
    );
    if (Number(rows[0].mine) !== events.length) throw new DuplicateEventIdError(streamId);
    return { nextExpectedRevision: rows[0].revision, position: BigInt(rows[0].position) };
  }

  /**
   * Stream reads asked for in the same turn of the event loop go to the database as one query (a
   * command's access check and its other checks read their streams side by side), so each costs
   * no round trip of its own.
   */
  readStream(streamId: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const fromRevision = options.fromRevision ?? 0;
    return new Promise((resolve, reject) => {
      if (!this.pendingReads) {
        this.pendingReads = new Map();
        setImmediate(() => void this.flushReads());
      }
      const waiting = this.pendingReads.get(streamId) ?? [];
      waiting.push({ fromRevision, resolve, reject });
      this.pendingReads.set(streamId, waiting);
    });
  }

  private async flushReads(): Promise<void> {
    const batch = this.pendingReads;
    this.pendingReads = null;
    if (!batch) return;
    // Per stream, the lowest revision any caller asked for; each caller gets its own part.
    const streamIds = [...batch.keys()];
    const fromRevisions = streamIds.map((id) => Math.min(...batch.get(id)!.map((read) => read.fromRevision)));
    try {
      const byStream = new Map<string, RecordedEvent[]>(streamIds.map((id) => [id, []]));
      if (streamIds.length === 1) {
        byStream.set(streamIds[0], await this.readStreamFrom(streamIds[0], fromRevisions[0]));
      } else {
        const { rows } = await this.pool.query<EventRow>({
          name: 'read_streams',
          text: `SELECT ${SELECT_COLUMNS} FROM unnest($1::text[], $2::int[]) AS wanted (sid, from_revision)
                 JOIN events ON events.stream_id = wanted.sid AND events.revision >= wanted.from_revision
                 ORDER BY stream_id, revision`,
          values: [streamIds, fromRevisions],
        });
        for (const row of rows) byStream.get(row.stream_id)?.push(toRecorded(row));
      }
      for (const [streamId, waiting] of batch) {
        const events = byStream.get(streamId) ?? [];
        // Each caller gets its own array: callers may keep or change what they were given.
        for (const { fromRevision, resolve } of waiting) {
          resolve(waiting.length === 1 ? events : events.filter((event) => event.revision >= fromRevision));
        }
      }
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  }

  private async readStreamFrom(streamId: string, fromRevision: number): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'read_stream',
      text: `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
      values: [streamId, fromRevision],
    });
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>({
      name: 'read_all',
      text: `SELECT ${SELECT_COLUMNS} FROM events WHERE position > $1 AND ${SETTLED} ORDER BY position LIMIT $2`,
      values: [String(options.after ?? 0n), options.maxCount ?? 1000],
    });
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<bigint> {
    const { rows } = await this.pool.query<{ head: string | null }>({ name: 'head_position', text: `SELECT max(position) AS head FROM events WHERE ${SETTLED}` });
    return BigInt(rows[0].head ?? 0);
  }

  async countAfter(after: bigint): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE position > $1 AND ${SETTLED}`, [
      String(after),
    ]);
    return Number(rows[0].n);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
