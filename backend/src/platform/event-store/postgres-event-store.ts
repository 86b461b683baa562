import pg from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent, RecordedEvent } from './event.js';
import type { EventStore, ReadAllOptions, Subscription } from './event-store.port.js';
import { WrongExpectedRevisionError } from './event-store.errors.js';
import { logger } from '../logging/logger.js';

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

/**
 * The default event store: the `events` table of the application's PostgreSQL database.
 *
 * Global order: `position` comes from a sequence, so a transaction can take a lower position and
 * commit after a higher one. `readAll` therefore returns only events whose transaction id is
 * below the oldest transaction still running (`pg_snapshot_xmin`): everything below it has
 * committed or rolled back, so a reader resuming after its last position never skips an event.
 */
export class PostgresEventStore implements EventStore {
  private readonly pool: pg.Pool;

  constructor(connectionString: string, poolSize = 10) {
    this.pool = new pg.Pool({ connectionString, max: poolSize });
    this.pool.on('error', (error) => logger.warn({ err: error }, 'event store pool error'));
  }

  async appendToStream(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expected = typeof options.expectedRevision === 'number' ? options.expectedRevision : EXPECTED_CODES[options.expectedRevision];
    try {
      const { rows } = await this.pool.query<{ next_revision: number; last_position: string }>(
        'SELECT next_revision, last_position FROM append_to_stream($1, $2, $3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])',
        [
          streamId,
          expected,
          events.map((e) => e.eventId),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
        ],
      );
      return { nextExpectedRevision: rows[0].next_revision, position: BigInt(rows[0].last_position) };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ES409') {
        const actual = (error as Error).message;
        throw new WrongExpectedRevisionError(streamId, options.expectedRevision, actual === 'no_stream' ? 'no_stream' : Number(actual));
      }
      if (code === '23505' && (error as { constraint?: string }).constraint === 'events_stream_revision_key') {
        // A concurrent writer took the same revision between our check and our insert.
        throw new WrongExpectedRevisionError(streamId, options.expectedRevision, 'no_stream');
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events WHERE stream_id = $1 AND revision >= $2 ORDER BY revision`,
      [streamId, options.fromRevision ?? 0],
    );
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${SELECT_COLUMNS} FROM events
        WHERE position > $1 AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY position LIMIT $2`,
      [String(options.after ?? 0n), options.maxCount ?? 1000],
    );
    return rows.map(toRecorded);
  }

  async headPosition(): Promise<bigint> {
    const { rows } = await this.pool.query<{ head: string | null }>(
      `SELECT max(position) AS head FROM events WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot())`,
    );
    return BigInt(rows[0].head ?? 0);
  }

  async countAfter(after: bigint): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE position > $1`, [String(after)]);
    return Number(rows[0].n);
  }

  subscribeToAll(options: { after?: bigint }, handler: (event: RecordedEvent) => Promise<void>): Subscription {
    let position = options.after ?? 0n;
    let stopped = false;
    let wake: (() => void) | undefined;
    const listener = new pg.Client({ connectionString: (this.pool.options as { connectionString: string }).connectionString });
    listener.on('error', () => undefined);
    listener.on('notification', () => wake?.());
    const ready = listener
      .connect()
      .then(() => listener.query('LISTEN events_appended'))
      .catch((error: unknown) => logger.warn({ err: error }, 'event store LISTEN failed; polling only'));

    const loop = (async () => {
      await ready;
      while (!stopped) {
        const batch = await this.readAll({ after: position, maxCount: 500 }).catch((error: unknown) => {
          logger.warn({ err: error }, 'subscription read failed');
          return [];
        });
        for (const event of batch) {
          if (stopped) break;
          await handler(event);
          position = event.position;
        }
        if (batch.length === 500 || stopped) continue;
        // Wait for a notification, or poll: a lower position may still be committing.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 250);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    })();

    return {
      stop: async () => {
        stopped = true;
        wake?.();
        await loop.catch(() => undefined);
        await listener.end().catch(() => undefined);
      },
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
