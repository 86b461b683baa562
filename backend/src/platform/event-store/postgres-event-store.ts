import pg from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from './event.js';
import type { AppendOptions, EventStore, ReadAllOptions } from './event-store.port.js';
import { DuplicateEventIdError, StreamChangedError, WrongExpectedRevisionError } from './event-store.errors.js';
import { logger, logPoolError } from '../logging/logger.js';
import { keepClientErrorsHandled } from '../database/database-unavailable.js';
import { BatchStatementError, runBatch, type BatchStatement } from '../database/statement-batch.js';
import { KEPT_IDLE_CONNECTIONS } from '../database/pool-options.js';
import type { InlineApplier, InlineEvent, InlineStatement } from './inline-projection.js';

const EXPECTED_CODES: Record<Exclude<ExpectedRevision, number>, number> = { no_stream: -1, any: -2, stream_exists: -3 };

interface EventRow {
  position: string;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: object;
  metadata: RecordedEvent['metadata'];
  applied_inline: string[] | null;
}

const SELECT_COLUMNS = 'position, event_id, stream_id, revision, type, data, metadata, applied_inline';
const APPEND_SQL =
  'SELECT next_revision, last_position FROM append_to_stream($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])';
/** One event (the common case): scalars, so neither side builds or parses array literals. */
const APPEND_ONE_SQL =
  'SELECT next_revision, last_position FROM append_to_stream($1, $2, ARRAY[$3::uuid], ARRAY[$4::text], ARRAY[$5::jsonb], ARRAY[$6::jsonb])';
/** The same with the names of the projections applying the batch inline (a stored batch is then ES208). */
const APPEND_INLINE_SQL =
  'SELECT next_revision, last_position FROM append_to_stream($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[], $7::text[])';
const APPEND_ONE_INLINE_SQL =
  'SELECT next_revision, last_position FROM append_to_stream($1, $2, ARRAY[$3::uuid], ARRAY[$4::text], ARRAY[$5::jsonb], ARRAY[$6::jsonb], $7::text[])';
/**
 * How long an inline statement may wait for a lock (set after the append, so the append's own
 * waits are not bounded). A rebuild's swap holds a projection's tables for a moment while it reads
 * the log's tail through this store's pool: an inline append waiting for those tables holds a pool
 * connection, so without a bound enough of them would starve the read they wait for. Past the
 * bound the append is made again without the inline part and the catch-up loop applies it.
 */
const INLINE_LOCK_TIMEOUT = `SET LOCAL lock_timeout = '250ms'`;
/**
 * Several streams from a revision on, in one statement. The lateral subquery (its ORDER BY keeps
 * the planner from flattening it into a join) looks each stream up by the (stream_id, revision)
 * index, also in the generic plan a prepared statement settles on after five runs; a plain join
 * with the unnested arrays became a hash join over a scan of the whole log there.
 */
export const READ_STREAMS_SQL = `SELECT ${SELECT_COLUMNS}
  FROM unnest($1::text[], $2::int[]) AS wanted (sid, from_revision)
  CROSS JOIN LATERAL (SELECT * FROM events WHERE events.stream_id = wanted.sid AND events.revision >= wanted.from_revision ORDER BY revision) e
  ORDER BY stream_id, revision`;
/** Events of transactions that can no longer commit: see the class comment. */
const SETTLED = 'tx_id < pg_snapshot_xmin(pg_current_snapshot())';

function toRecorded(row: EventRow): RecordedEvent {
  const recorded: RecordedEvent = {
    eventId: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: BigInt(row.position),
    type: row.type,
    data: row.data,
    metadata: row.metadata,
  };
  return row.applied_inline ? { ...recorded, appliedInline: row.applied_inline } : recorded;
}

type StreamRevision = NonNullable<AppendOptions['unchanged']>[number];

/** An inline projection's statement failed: the append is made again without the inline part. */
class InlineApplyError extends Error {
  constructor(
    readonly projection: string,
    readonly original: unknown,
  ) {
    super(`inline projection ${projection}: ${(original as Error)?.message ?? String(original)}`);
  }
}

/** Which appliers take this batch: those handling every one of its events, when its revisions are known. */
function appliersOf(appliers: readonly InlineApplier[], events: readonly NewEvent[], expected: ExpectedRevision): InlineApplier[] {
  if (typeof expected !== 'number' && expected !== 'no_stream') return [];
  return appliers.filter((applier) => events.every((event) => applier.handles.has(event.type)));
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
 * An append is one round trip (one function call in its own transaction), also when inline
 * projections apply it in the same transaction (`registerInline`, decision 0029).
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;
  /** Stream reads waiting for this turn's batched query, by stream (see readStream). */
  private pendingReads: Map<string, PendingRead[]> | null = null;
  private inline: readonly InlineApplier[] = [];

  constructor(connectionString: string, poolSize = 10) {
    this.pool = new pg.Pool({ connectionString, max: poolSize, ...KEPT_IDLE_CONNECTIONS });
    this.pool.on('error', logPoolError('event store'));
    keepClientErrorsHandled(this.pool);
  }

  registerInline(appliers: readonly InlineApplier[]): void {
    this.inline = [...this.inline, ...appliers];
  }

  readonly checksUnchanged = true;

  async appendToStream(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Stream ${streamId}: appendToStream needs at least one event`);
    const appliers = this.inline.length ? appliersOf(this.inline, events, options.expectedRevision) : [];
    const unchanged = options.unchanged ?? [];
    if (appliers.length) {
      try {
        return await this.append(streamId, events, options.expectedRevision, appliers, unchanged);
      } catch (error) {
        if (!(error instanceof InlineApplyError)) throw error;
        // The write must not fail because a read model cannot take it: appended without the inline
        // part, the projection's catch-up loop applies it (and stops there if it fails again).
        logger.warn({ err: error.original, projection: error.projection, stream: streamId }, 'inline projection failed; left to its catch-up loop');
      }
    }
    return this.append(streamId, events, options.expectedRevision, [], unchanged);
  }

  private async append(
    streamId: string,
    events: readonly NewEvent[],
    expectedRevision: ExpectedRevision,
    appliers: readonly InlineApplier[],
    unchanged: readonly StreamRevision[],
  ): Promise<AppendResult> {
    const expected = expectedCode(streamId, expectedRevision);
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
        if (appliers.length || unchanged.length) {
          return await this.appendInTransaction(streamId, events, expected, appliers.length ? [...params, appliers.map((a) => a.name)] : params, appliers, unchanged);
        }
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
          throw new WrongExpectedRevisionError(streamId, expectedRevision, actual === 'no_stream' ? 'no_stream' : Number(actual));
        }
        if (code === 'ES422') throw new DuplicateEventIdError(streamId);
        if (code === 'ES412') throw new StreamChangedError((error as Error).message);
        if (code === 'ES208') return this.alreadyAppended(streamId, events);
        if (code === '23505' && (error as { constraint?: string }).constraint === 'events_event_id_key') {
          return this.alreadyAppended(streamId, events);
        }
        if (code === '23505' && attempt < 2) continue;
        throw error;
      }
    }
  }

  /**
   * The append, the appliers' statements and the check of the other streams the decision was made
   * on, in one transaction and one round trip: BEGIN, the check, the append, the statements' lock
   * bound, the statements and COMMIT go as one batch with a single Sync (`runBatch`), so they
   * leave in one write and PostgreSQL answers them all in one flush. When one of them fails,
   * PostgreSQL skips the rest, COMMIT included, and the transaction is rolled back: nothing is
   * stored. A refused append (stale revision,
   * duplicate ids, ES208 for a batch stored already), or a grown stream (ES412), is thrown as from
   * a plain append; a failing statement as `InlineApplyError`.
   */
  private async appendInTransaction(
    streamId: string,
    events: readonly NewEvent[],
    expected: number,
    params: unknown[],
    appliers: readonly InlineApplier[],
    unchanged: readonly StreamRevision[],
  ): Promise<AppendResult> {
    const names = appliers.map((a) => a.name);
    // The stream's revision before the append is the expected one (no_stream is -1).
    const inlineEvents: InlineEvent[] = events.map((event, i) => ({
      ...event,
      streamId,
      revision: Math.max(expected, -1) + 1 + i,
      position: null,
      appliedInline: names,
    }));
    const planned: { applier: string; statement: InlineStatement }[] = [];
    const one = events.length === 1;
    const inline = appliers.length > 0;
    for (const applier of appliers) for (const statement of applier.statements(inlineEvents)) planned.push({ applier: applier.name, statement });
    const statements: BatchStatement[] = [
      { text: 'BEGIN' },
      ...(unchanged.length
        ? [
            {
              name: 'assert_streams_unchanged',
              text: 'SELECT assert_streams_unchanged($1::text[], $2::int[])',
              values: [unchanged.map((u) => u.streamId), unchanged.map((u) => u.revision)],
            },
          ]
        : []),
      inline
        ? { name: one ? 'append_one_inline' : 'append_inline', text: one ? APPEND_ONE_INLINE_SQL : APPEND_INLINE_SQL, values: params }
        : { name: one ? 'append_one_to_stream' : 'append_to_stream', text: one ? APPEND_ONE_SQL : APPEND_SQL, values: params },
      ...(inline ? [{ text: INLINE_LOCK_TIMEOUT }] : []),
      ...planned.map(({ statement }) => statement),
      { text: 'COMMIT' },
    ];
    const appendAt = unchanged.length ? 2 : 1;
    const firstStatement = appendAt + (inline ? 2 : 1);
    const client = await this.pool.connect();
    let discard: Error | undefined;
    // A checked-out client has no listener of the pool's: a connection the server ends meanwhile
    // (a restart, pg_terminate_backend) would emit an 'error' nobody handles and end the process.
    // Its queries fail with the error too; the connection is discarded at release (decision 0060).
    const lost = (error: Error) => {
      discard ??= error;
    };
    client.on('error', lost);
    try {
      let results: Record<string, unknown>[][];
      try {
        results = await runBatch(client, statements);
      } catch (error) {
        if (!(error instanceof BatchStatementError)) throw error;
        // PostgreSQL skipped the statements after the failed one, COMMIT included: roll back.
        if (error.preparedInDoubt) discard = error;
        else await client.query('ROLLBACK');
        const failed = error.index;
        if (failed >= firstStatement && failed < firstStatement + planned.length) throw new InlineApplyError(planned[failed - firstStatement].applier, error.original);
        throw error.original;
      }
      const appended = results[appendAt][0] as { next_revision: number; last_position: string };
      const result = { nextExpectedRevision: appended.next_revision, position: BigInt(appended.last_position) };
      if (!inline) return result;
      const rows = new Map<string, Record<string, unknown>[]>(names.map((name) => [name, []]));
      planned.forEach(({ applier }, i) => rows.get(applier)!.push(...results[firstStatement + i]));
      return { ...result, appliedInline: rows };
    } catch (error) {
      // A refused append or a failing statement ended the transaction cleanly (rolled back
      // above); anything else (a lost connection, a cancel that could even leave the position
      // lock held) drops the connection.
      const code = (error as { code?: string }).code;
      const clean = error instanceof InlineApplyError || ['ES409', 'ES422', 'ES208', 'ES412', '23505'].includes(code ?? '');
      if (!clean) discard ??= error as Error;
      throw error;
    } finally {
      client.removeListener('error', lost);
      client.release(discard ?? false);
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
          text: READ_STREAMS_SQL,
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
    const after = String(options.after ?? 0n);
    const limit = options.maxCount ?? 1000;
    const { rows } = await this.pool.query<EventRow>(
      options.types
        ? {
            name: 'read_all_types',
            text: `SELECT ${SELECT_COLUMNS} FROM events WHERE position > $1 AND ${SETTLED} AND type = ANY($3::text[]) ORDER BY position LIMIT $2`,
            values: [after, limit, [...options.types]],
          }
        : { name: 'read_all', text: `SELECT ${SELECT_COLUMNS} FROM events WHERE position > $1 AND ${SETTLED} ORDER BY position LIMIT $2`, values: [after, limit] },
    );
    return rows.map(toRecorded);
  }

  async readAppliedInline(projection: string, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    // Not limited to settled events: the caller holds the projection's tables, so no inline
    // transaction for it can commit meanwhile, and every one that did is wanted, however old the
    // transactions still running (its own included).
    const { rows } = await this.pool.query<EventRow>({
      name: 'read_applied_inline',
      text: `SELECT ${SELECT_COLUMNS} FROM events WHERE position > $1 AND applied_inline @> ARRAY[$2]::text[] ORDER BY position LIMIT $3`,
      values: [String(options.after ?? 0n), projection, options.maxCount ?? 1000],
    });
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<bigint> {
    const { rows } = await this.pool.query<{ head: string | null }>({ name: 'head_position', text: `SELECT max(position) AS head FROM events WHERE ${SETTLED}` });
    return BigInt(rows[0].head ?? 0);
  }

  async lastCommittedPosition(): Promise<bigint> {
    const { rows } = await this.pool.query<{ last: string | null }>({ name: 'last_committed_position', text: 'SELECT max(position) AS last FROM events' });
    return BigInt(rows[0].last ?? 0);
  }

  async countAfter(after: bigint, upTo?: bigint): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM events WHERE position > $1 AND ($2::bigint IS NULL OR position <= $2) AND ${SETTLED}`,
      [String(after), upTo === undefined ? null : String(upTo)],
    );
    return Number(rows[0].n);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
