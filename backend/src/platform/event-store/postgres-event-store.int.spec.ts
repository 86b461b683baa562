import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test-support/test-database.js';
import { AggregateStore } from '../domain/aggregate-store.js';
import { ConflictError } from '../domain/domain-error.js';
import { toErrorBody } from '../http/http-exception.filter.js';
import type { AppendResult, DomainEvent, NewEvent } from './event.js';
import { EventSchemaRegistry, eventSchemas } from './event-schemas.js';
import { contractEvent, eventStoreContract, untilReadable } from './event-store.contract.js';
import type { EventStore } from './event-store.port.js';
import { WrongExpectedRevisionError } from './event-store.errors.js';
import { eventStoreMigrations } from './migrations/event-store-migrations.js';
import { PostgresEventStore, READ_STREAMS_SQL } from './postgres-event-store.js';
import { personalDataContract } from './personal-data.contract.js';

async function migratedDatabase() {
  const db = await createTestDatabase();
  const dataSource = new DataSource({ type: 'postgres', url: db.url, migrations: eventStoreMigrations, migrationsRun: true });
  await dataSource.initialize();
  await dataSource.destroy();
  return db;
}

eventStoreContract('PostgreSQL', async () => {
  const db = await migratedDatabase();
  return { store: new PostgresEventStore(db.url), dispose: db.drop };
});

personalDataContract('PostgreSQL', async () => {
  const db = await migratedDatabase();
  return { adapter: new PostgresEventStore(db.url), dispose: db.drop };
});

const APPEND_SQL = `SELECT next_revision, last_position
  FROM append_to_stream($1, $2, ARRAY[$3]::uuid[], ARRAY[$4]::text[], ARRAY[$5]::jsonb[], ARRAY[$6]::jsonb[])`;

function rawParams(streamId: string, expected: number, event: NewEvent) {
  return [streamId, expected, event.eventId, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)];
}

describe('PostgreSQL event store', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  const open: pg.Client[] = [];

  async function client(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    open.push(c);
    return c;
  }
  const stream = (label: string) => `pg_${label}-${randomUUID()}`;

  beforeAll(async () => {
    db = await migratedDatabase();
    store = new PostgresEventStore(db.url);
  });
  afterEach(async () => {
    for (const c of open.splice(0)) await c.end().catch(() => undefined);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  describe('a lower position committed after a higher one', () => {
    it('is never skipped: readAll and headPosition wait for it, then return both in order', async () => {
      const head = await store.headPosition();
      const low = stream('low');
      const high = stream('high');
      const first = await client();
      await first.query('BEGIN');
      const lowEvent = contractEvent('LowWritten', {});
      const held = await first.query<{ last_position: string }>(APPEND_SQL, rawParams(low, -1, lowEvent));
      const lowPosition = BigInt(held.rows[0].last_position);

      const committed = await store.appendToStream(high, [contractEvent('HighWritten', {})], { expectedRevision: 'no_stream' });
      expect(committed.position).toBeGreaterThan(lowPosition);

      expect(await store.readAll({ after: head })).toEqual([]);
      expect(await store.headPosition()).toBe(head);
      expect(await store.countAfter(head)).toBe(0);
      // What has committed is known, though not yet readable in order.
      expect(await store.lastCommittedPosition()).toBe(committed.position);

      await first.query('COMMIT');
      await untilReadable(store, committed.position);
      const all = (await store.readAll({ after: head })).filter((e) => e.streamId === low || e.streamId === high);
      expect(all.map((e) => [e.type, e.position])).toEqual([
        ['LowWritten', lowPosition],
        ['HighWritten', committed.position],
      ]);
      expect(await store.headPosition()).toBe(committed.position);
    });

    it('releases the higher event when the lower transaction rolls back', async () => {
      const head = await store.headPosition();
      const first = await client();
      await first.query('BEGIN');
      const rolledBack = stream('rolled-back');
      const kept = stream('kept');
      const mine = async () => (await store.readAll({ after: head })).filter((e) => e.streamId === rolledBack || e.streamId === kept);
      await first.query(APPEND_SQL, rawParams(rolledBack, -1, contractEvent('NeverStored', {})));
      const high = await store.appendToStream(kept, [contractEvent('Kept', {})], { expectedRevision: 'no_stream' });
      expect(await mine()).toEqual([]);
      await first.query('ROLLBACK');
      await untilReadable(store, high.position);
      expect((await mine()).map((e) => [e.type, e.position])).toEqual([['Kept', high.position]]);
    });
  });

  describe('append_to_stream', () => {
    it('must be the first write of its transaction (a later one could take positions out of order)', async () => {
      const c = await client();
      await c.query('BEGIN');
      await c.query('SELECT pg_current_xact_id()');
      await expect(c.query(APPEND_SQL, rawParams(stream('late'), -2, contractEvent('Late', {})))).rejects.toMatchObject({ code: 'ES428' });
      await c.query('ROLLBACK');

      await c.query('BEGIN');
      await c.query(APPEND_SQL, rawParams(stream('twice'), -2, contractEvent('Once', {})));
      await expect(c.query(APPEND_SQL, rawParams(stream('twice'), -2, contractEvent('Twice', {})))).rejects.toMatchObject({
        code: 'ES428',
      });
      await c.query('ROLLBACK');
      // The allocation lock was released on every path: another session can append at once.
      const other = await client();
      await other.query(`SET lock_timeout = '2s'`);
      await other.query(APPEND_SQL, rawParams(stream('after'), -1, contractEvent('Fine', {})));
    });

    it('migrates down past the streams check (by index, then joined) and inline projections to the hardened, then the original function, and up again', async () => {
      const other = await createTestDatabase();
      try {
        const dataSource = new DataSource({ type: 'postgres', url: other.url, migrations: eventStoreMigrations, migrationsRun: true });
        await dataSource.initialize();
        const signature = async () =>
          (
            (await dataSource.query(
              `SELECT pg_get_function_result('append_to_stream'::regproc) AS result, pg_get_function_arguments('append_to_stream'::regproc) AS args`,
            )) as { result: string; args: string }[]
          )[0];
        const checkExists = async () =>
          ((await dataSource.query(`SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'assert_streams_unchanged'`)) as { n: number }[])[0].n;
        const checkBody = async () =>
          ((await dataSource.query(`SELECT prosrc FROM pg_proc WHERE proname = 'assert_streams_unchanged'`)) as { prosrc: string }[])[0].prosrc;
        expect(await checkExists()).toBe(1);
        expect(await checkBody()).toMatch(/SELECT max\(e\.revision\) FROM events e WHERE e\.stream_id = wanted\.sid/);
        await dataSource.undoLastMigration();
        expect(await checkBody()).toMatch(/JOIN events ON events\.stream_id = wanted\.sid/);
        await dataSource.undoLastMigration();
        expect(await checkExists()).toBe(0);
        await dataSource.undoLastMigration();
        const hardened = await signature();
        expect(hardened.result).toMatch(/^record/);
        expect(hardened.args).not.toMatch(/p_inline/);
        await dataSource.undoLastMigration();
        expect((await signature()).result).toMatch(/^TABLE/);
        await dataSource.runMigrations();
        const again = await signature();
        expect(again.result).toMatch(/^record/);
        expect(again.args).toMatch(/p_inline text\[\] DEFAULT NULL/);
        await dataSource.destroy();
      } finally {
        await other.drop();
      }
    });

    it('refuses batches whose arrays differ in length, and invalid expected revisions', async () => {
      const c = await client();
      await expect(
        c.query(`SELECT * FROM append_to_stream('s', -2, ARRAY[gen_random_uuid()], ARRAY['A','B'], ARRAY['{}'::jsonb], ARRAY['{}'::jsonb])`),
      ).rejects.toMatchObject({ code: 'ES400' });
      await expect(store.appendToStream(stream('bad'), [contractEvent('A', {})], { expectedRevision: -4 })).rejects.toBeInstanceOf(RangeError);
      await expect(store.appendToStream(stream('bad'), [contractEvent('A', {})], { expectedRevision: 1.5 })).rejects.toBeInstanceOf(RangeError);
      await expect(
        store.appendToStream(stream('bad'), [contractEvent('A', {})], { expectedRevision: 'sometimes' as 'any' }),
      ).rejects.toBeInstanceOf(RangeError);
      expect(await store.countAfter(0n)).toBeGreaterThanOrEqual(0);
    });

    it('answers a retry with expectedRevision any (or stream_exists) with the original result', async () => {
      const s = stream('retry-any');
      const batch = [contractEvent('A', {}), contractEvent('B', {})];
      const first = await store.appendToStream(s, batch, { expectedRevision: 'any' });
      await store.appendToStream(s, [contractEvent('C', {})], { expectedRevision: 'any' });
      expect(await store.appendToStream(s, batch, { expectedRevision: 'any' })).toEqual(first);
      expect(await store.appendToStream(s, batch, { expectedRevision: 'stream_exists' })).toEqual(first);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('refuses a batch that reuses only some stored event ids', async () => {
      const s = stream('partial');
      const a = contractEvent('A', {});
      await store.appendToStream(s, [a], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(s, [a, contractEvent('B', {})], { expectedRevision: 0 })).rejects.toMatchObject({
        code: 'EVENT_STORE.DUPLICATE_EVENT_ID',
      });
      await expect(store.appendToStream(stream('other'), [a], { expectedRevision: 'any' })).rejects.toMatchObject({
        code: 'EVENT_STORE.DUPLICATE_EVENT_ID',
      });
      await expect(store.appendToStream(stream('other'), [a], { expectedRevision: 'no_stream' })).rejects.toMatchObject({
        code: 'EVENT_STORE.DUPLICATE_EVENT_ID',
      });
      await expect(store.appendToStream(s, [contractEvent('B', {}), a], { expectedRevision: 'any' })).rejects.toMatchObject({
        code: 'EVENT_STORE.DUPLICATE_EVENT_ID',
      });
      expect(await store.readStream(s)).toHaveLength(1);
    });
  });

  describe('stream reads asked for together', () => {
    it('answers each caller its own stream in order, as one query', async () => {
      const [a, b, empty] = [stream('together-a'), stream('together-b'), stream('together-none')];
      await store.appendToStream(a, [contractEvent('A1', {}), contractEvent('A2', {})], { expectedRevision: 'no_stream' });
      await store.appendToStream(b, [contractEvent('B1', {})], { expectedRevision: 'no_stream' });
      const queries: string[] = [];
      const pool = (store as unknown as { pool: pg.Pool }).pool;
      const listen = (c: pg.PoolClient) => {
        const query = c.query.bind(c) as (...args: unknown[]) => unknown;
        (c as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
          const config = args[0] as { name?: string } | string;
          queries.push(typeof config === 'string' ? config : (config.name ?? ''));
          return query(...args);
        };
      };
      pool.on('acquire', listen);
      try {
        const [ra, rb, rnone, ra2, raLater, rbPast] = await Promise.all([
          store.readStream(a),
          store.readStream(b),
          store.readStream(empty),
          store.readStream(a),
          store.readStream(a, { fromRevision: 1 }),
          store.readStream(b, { fromRevision: 1 }),
        ]);
        expect(ra.map((e) => e.type)).toEqual(['A1', 'A2']);
        expect(rb.map((e) => [e.type, e.streamId, e.revision])).toEqual([['B1', b, 0]]);
        expect(rnone).toEqual([]);
        expect(ra2).toEqual(ra);
        expect(ra2).not.toBe(ra);
        expect(raLater.map((e) => [e.type, e.revision])).toEqual([['A2', 1]]);
        expect(rbPast).toEqual([]);
        expect(queries).toEqual(['read_streams']);
      } finally {
        pool.off('acquire', listen);
      }
    });

    it('reads from a later revision on its own too', async () => {
      const s = stream('from');
      await store.appendToStream(s, [contractEvent('A', {}), contractEvent('B', {})], { expectedRevision: 'no_stream' });
      expect((await store.readStream(s, { fromRevision: 1 })).map((e) => e.type)).toEqual(['B']);
    });
  });

  describe('a command on a long log', () => {
    // Prepared statements and PL/pgSQL functions switch to a generic plan after five runs. With
    // arrays of streams that plan must still find the streams by the (stream_id, revision) index:
    // a hash join over a scan of the whole events table made every move cost more the longer the
    // log (0.5 ms of the database's time per move with 1,000 events, measured for issue 10).
    const busy = Array.from({ length: 20 }, (_, i) => stream(`long-${i}`));

    beforeAll(async () => {
      for (const s of busy) {
        await store.appendToStream(s, Array.from({ length: 100 }, (_, i) => contractEvent(`E${i}`, { i })), { expectedRevision: 'no_stream' });
      }
    });

    /**
     * Runs `statement` ten times in one transaction with the generic plan (which PostgreSQL may
     * choose by its cost estimates, depending on the data); answers how it scanned the events table.
     */
    async function scansOfEvents(statement: pg.QueryConfig): Promise<{ seq_scan: number; idx_scan: number }> {
      const c = await client();
      await c.query(`SET plan_cache_mode = force_generic_plan`);
      await c.query('BEGIN');
      for (let i = 0; i < 10; i++) await c.query(statement);
      const { rows } = await c.query<{ seq_scan: number; idx_scan: number }>(
        `SELECT seq_scan::int, idx_scan::int FROM pg_stat_xact_user_tables WHERE relname = 'events'`,
      );
      await c.query('ROLLBACK');
      return rows[0];
    }

    it('checks that the streams a decision was made on are unchanged by index, not by scanning the log', async () => {
      const scans = await scansOfEvents({
        name: 'probe_streams_unchanged',
        text: 'SELECT assert_streams_unchanged($1::text[], $2::int[])',
        values: [busy.slice(0, 3), [99, 99, 99]],
      });
      expect(scans.seq_scan).toBe(0);
      expect(scans.idx_scan).toBeGreaterThanOrEqual(30);
    });

    it('still refuses a decision made on a stream that has grown, or on one that was empty and is not', async () => {
      const c = await client();
      await expect(c.query('SELECT assert_streams_unchanged($1::text[], $2::int[])', [[busy[0], busy[1]], [99, 98]])).rejects.toMatchObject({
        code: 'ES412',
        message: busy[1],
      });
      await expect(c.query('SELECT assert_streams_unchanged($1::text[], $2::int[])', [[stream('never'), busy[2]], [-1, -1]])).rejects.toMatchObject({
        code: 'ES412',
        message: busy[2],
      });
      await c.query('SELECT assert_streams_unchanged($1::text[], $2::int[])', [[stream('never'), busy[2]], [-1, 99]]);
    });

    it('reads several streams at once by index, not by scanning the log', async () => {
      const scans = await scansOfEvents({ name: 'probe_read_streams', text: READ_STREAMS_SQL, values: [busy.slice(0, 3), [90, 95, 0]] });
      expect(scans.seq_scan).toBe(0);
      expect(scans.idx_scan).toBeGreaterThanOrEqual(30);
    });
  });

  describe('concurrent writers on one stream', () => {
    it('lets exactly one of two appends with the same expected revision win', async () => {
      for (let round = 0; round < 10; round++) {
        const s = stream('race');
        await store.appendToStream(s, [contractEvent('Opened', {})], { expectedRevision: 'no_stream' });
        const results = await Promise.allSettled([
          store.appendToStream(s, [contractEvent('ByA', {})], { expectedRevision: 0 }),
          store.appendToStream(s, [contractEvent('ByB', {})], { expectedRevision: 0 }),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        expect(lost?.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect(lost?.reason).toMatchObject({ expected: 0, actual: 1 });
        expect(await store.readStream(s)).toHaveLength(2);
      }
    });

    it('answers a writer blocked behind the winner with the real conflict, not a constraint error', async () => {
      const s = stream('blocked');
      await store.appendToStream(s, [contractEvent('Opened', {})], { expectedRevision: 'no_stream' });
      const first = await client();
      await first.query('BEGIN');
      await first.query(APPEND_SQL, rawParams(s, 0, contractEvent('Winner', {})));
      const loser = store.appendToStream(s, [contractEvent('Loser', {})], { expectedRevision: 0 });
      const outcome = loser.then(
        () => 'appended',
        (error: unknown) => error,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('COMMIT');
      const error = await outcome;
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ actual: 1 });
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['Opened', 'Winner']);
    });

    it('answers a retried append racing its first attempt with the first attempt’s result', async () => {
      const s = stream('retry');
      const event = contractEvent('Once', {});
      const first = await client();
      await first.query('BEGIN');
      const held = await first.query<{ next_revision: number; last_position: string }>(APPEND_SQL, rawParams(s, -1, event));
      const retry = store.appendToStream(s, [event], { expectedRevision: 'no_stream' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('COMMIT');
      expect(await retry).toEqual({ nextExpectedRevision: 0, position: BigInt(held.rows[0].last_position) });
      expect(await store.readStream(s)).toHaveLength(1);
    });
  });

  describe('AggregateStore.execute with two concurrent commands', () => {
    type Counted = DomainEvent<'Counted', { by: string }>;
    const counter = { initialState: () => 0, evolve: (n: number) => n + 1 };
    const schemas = new EventSchemaRegistry(eventSchemas<Counted>({ Counted: 1 }));

    /** Holds each append until both commands have loaded and decided, so they really race. */
    function racingStore(inner: EventStore, parties: number): EventStore {
      let waiting = 0;
      let release!: () => void;
      const allArrived = new Promise<void>((resolve) => (release = resolve));
      return Object.assign(Object.create(inner) as EventStore, {
        async appendToStream(...args: Parameters<EventStore['appendToStream']>): Promise<AppendResult> {
          if (++waiting === parties) release();
          await allArrived;
          return inner.appendToStream(...args);
        },
      });
    }

    it('appends the winner and answers the loser with a ConflictError (HTTP 409) when the command allows no retry', async () => {
      const s = stream('agg');
      const aggregates = new AggregateStore(racingStore(store, 2), schemas);
      const decide = (by: string) => (): Counted[] => [{ type: 'Counted', data: { by } }];
      const results = await Promise.allSettled([
        aggregates.execute(s, counter, decide('a'), { retries: 0 }),
        aggregates.execute(s, counter, decide('b'), { retries: 0 }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason;
      expect(lost).toBeInstanceOf(ConflictError);
      expect(toErrorBody(lost)).toMatchObject({ statusCode: 409, error: 'Conflict', code: 'EVENT_STORE.STALE_REVISION' });
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('decides the loser again on the newest state and appends both (the default)', async () => {
      const s = stream('agg-retry');
      const aggregates = new AggregateStore(racingStore(store, 2), schemas);
      const seenStates: number[] = [];
      const decide = (by: string) => (state: number): Counted[] => {
        seenStates.push(state);
        return [{ type: 'Counted', data: { by } }];
      };
      const results = await Promise.all([
        aggregates.execute(s, counter, decide('a')),
        aggregates.execute(s, counter, decide('b')),
      ]);
      expect(results.map((r) => r.revision).sort()).toEqual([0, 1]);
      expect(seenStates.sort()).toEqual([0, 0, 1]);
      expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1]);
    });
  });
});
