import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from '@jest/globals';
import { DataSource, type MigrationInterface } from 'typeorm';
import { createTestDatabase } from '../../../test-support/test-database.js';
import type { DomainEvent, RecordedEvent } from '../../event-store/event.js';
import { eventStoreMigrations } from '../../event-store/migrations/event-store-migrations.js';
import type { Projection } from '../projection.js';

/** A domain event and the stream it is appended to. */
export interface StreamEvent {
  readonly streamId: string;
  readonly event: DomainEvent;
}

/** `inStream('team-team-1')(event)`: the event, appended to that stream. */
export function inStream(streamId: string): (event: DomainEvent) => StreamEvent {
  return (event) => ({ streamId, event });
}

/** Recorded events in log order. */
export interface History {
  readonly events: readonly RecordedEvent[];
  /** Events recorded after these: global positions and each stream's revisions go on from here. */
  followedBy(...events: StreamEvent[]): History;
}

/**
 * Records events as the event store would: global positions from 1, revisions per stream from
 * 0, one correlation id and acting user, and `occurredAt` at midnight UTC of 2026-05-<position>
 * (position 1 on 1 May, 2 on 2 May, …) so that times in rows are easy to assert.
 */
export function given(...events: StreamEvent[]): History {
  return record(events, 0, new Map());
}

function record(events: readonly StreamEvent[], lastPosition: number, revisions: ReadonlyMap<string, number>): History {
  const next = new Map(revisions);
  let position = lastPosition;
  const recorded = events.map(({ streamId, event }): RecordedEvent => {
    const revision = (next.get(streamId) ?? -1) + 1;
    next.set(streamId, revision);
    position += 1;
    return {
      eventId: randomUUID(),
      streamId,
      revision,
      position: BigInt(position),
      type: event.type,
      data: event.data,
      metadata: {
        correlationId: 'c',
        causationId: 'c',
        userId: 'user-1',
        occurredAt: new Date(Date.UTC(2026, 4, position)).toISOString(),
        schemaVersion: 1,
      },
    };
  });
  return { events: recorded, followedBy: (...more) => record(more, position, next) };
}

type Events = History | readonly RecordedEvent[];

const eventsOf = (log: Events): readonly RecordedEvent[] => ('followedBy' in log ? log.events : log);

/** Rows as `pg` answers them; columns are read by name in assertions. */
export type Row = Record<string, any>;

/**
 * The projections of a spec over a fresh test database migrated with the event store's migrations and `migrations`. Call it in a
 * `describe`: it opens the database before the tests, empties the projections' tables before
 * each one and drops the database after them. Events reach a projection as the runtime delivers
 * them: only the types it `handles`, in log order.
 */
export function projectionHarness(projections: readonly Projection[], migrations: (new () => MigrationInterface)[]) {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    // The event store's schema too, as in the application: inline statements use its functions (decision 0029).
    dataSource = new DataSource({ type: 'postgres', url: db.url, migrations: [...new Set([...eventStoreMigrations, ...migrations])], migrationsRun: true });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });
  beforeEach(async () => {
    await harness.truncate();
  });

  const handled = (projection: Projection, events: readonly RecordedEvent[]) => events.filter((event) => projection.handles.includes(event.type));

  const harness = {
    /** The test database (once the tests run). */
    get dataSource(): DataSource {
      return dataSource;
    },

    /** Applies the events in log order, each in its own transaction (the live loop after a failed batch). */
    async apply(...logs: Events[]): Promise<void> {
      for (const event of logs.flatMap(eventsOf)) {
        for (const projection of projections) {
          if (!projection.handles.includes(event.type)) continue;
          await dataSource.transaction((manager) => projection.apply(event, manager));
        }
      }
    },

    /** Applies the events `size` at a time, one transaction each, through `applyBatch` where a projection has one (catch-up, replay). */
    async applyInBatches(log: Events, size: number): Promise<void> {
      const events = eventsOf(log);
      for (let i = 0; i < events.length; i += size) {
        const batch = events.slice(i, i + size);
        await dataSource.transaction(async (manager) => {
          for (const projection of projections) {
            const mine = handled(projection, batch);
            if (mine.length === 0) continue;
            if (projection.applyBatch) await projection.applyBatch(mine, manager);
            else for (const event of mine) await projection.apply(event, manager);
          }
        });
      }
    },

    /**
     * Applies the history and answers `snapshot()` of the rows, having checked that the
     * projections apply each event once in effect: the whole history applied again, then every
     * event applied twice in a row (a redelivery after a crash before the checkpoint), leave the
     * same rows.
     */
    async applyTwice<T>(history: Events, snapshot: () => Promise<T>): Promise<T> {
      await harness.apply(history);
      const once = await snapshot();
      await harness.apply(history);
      expect(await snapshot()).toEqual(once);
      for (const event of eventsOf(history)) await harness.apply([event, event]);
      expect(await snapshot()).toEqual(once);
      return once;
    },

    rows(sql: string, parameters?: unknown[]): Promise<Row[]> {
      return dataSource.query(sql, parameters);
    },

    /** Empties every table of the projections (before each test). */
    async truncate(): Promise<void> {
      await dataSource.query(`TRUNCATE ${projections.flatMap((projection) => projection.tables).join(', ')}`);
    },
  };
  return harness;
}
