import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';
import type { ReadAllOptions } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import type { Projection } from './projection.js';
import { ProjectionRuntime, type ProjectionStatus } from './projection-runtime.js';
import { CountingProjection, ItemsProjection, append, createTestDataSource, expectedItems, itemsSnapshot } from './test-support/test-projections.js';

/** Counts tags with `n = n + 1` (not idempotent: an event applied twice shows) and handles one type only. */
class TagCountsProjection implements Projection {
  readonly name = 'test-tag-counts';
  readonly handles = ['ItemTagged'];
  readonly tables = ['tp_tag_counts'];
  /** Throws for this tag while replaying into a shadow schema (a bug only the rebuild meets). */
  failOnReplayOf: string | null = null;

  async apply(event: RecordedEvent, manager: EntityManager): Promise<void> {
    const { tag } = event.data as { tag: string };
    if (tag === this.failOnReplayOf && (await manager.query(`SELECT current_schema() AS s`))[0].s !== 'public') throw new Error(`replay bug on ${tag}`);
    await manager.query(`INSERT INTO tp_tag_counts (tag, n) VALUES ($1, 1) ON CONFLICT (tag) DO UPDATE SET n = tp_tag_counts.n + 1`, [tag]);
  }
}

/** Checksum of every test projection's rows, as PostgreSQL sees them. */
async function checksum(sql: pg.Pool): Promise<string> {
  const { rows } = await sql.query(
    `SELECT md5(coalesce((SELECT string_agg(concat_ws('|', id, name, updated_position), ',' ORDER BY id) FROM tp_items), '') || '#' ||
                coalesce((SELECT string_agg(item_id || '|' || tag, ',' ORDER BY item_id, tag) FROM tp_item_tags), '') || '#' ||
                coalesce((SELECT string_agg(key || '|' || n, ',' ORDER BY key) FROM tp_counts), '') || '#' ||
                coalesce((SELECT string_agg(tag || '|' || n, ',' ORDER BY tag) FROM tp_tag_counts), '')) AS sum`,
  );
  return rows[0].sum as string;
}

type Written = { type: string; data: { id: string; name?: string; tag?: string; key?: string } };

/**
 * Rebuilds queued together (the admin console's "rebuild all") share one read of the log
 * (decision 0053): each batch goes to every projection's shadow tables, each keeps its own
 * progress, checkpoint and swap, and one that fails does not stop the others.
 */
describe('rebuilding several projections at once', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let store: PostgresEventStore;
  let sql: pg.Pool;
  let runtime: ProjectionRuntime;
  /** Events the rebuilds fetched by type (the catch-up loops read without a type filter). */
  let typedReads: { after: bigint; types: readonly string[]; events: number }[];

  beforeEach(async () => {
    db = await createTestDatabase();
    dataSource = await createTestDataSource(db.url);
    await dataSource.query(`CREATE TABLE tp_tag_counts (tag text PRIMARY KEY, n integer NOT NULL)`);
    store = new PostgresEventStore(db.url, 4);
    typedReads = [];
    const readAll = store.readAll.bind(store);
    store.readAll = async (options?: ReadAllOptions) => {
      const events = await readAll(options);
      if (options?.types) typedReads.push({ after: options.after ?? 0n, types: options.types, events: events.length });
      return events;
    };
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  });

  afterEach(async () => {
    await runtime?.stop();
    await sql.end();
    await store.close();
    await dataSource.destroy();
    await db.drop();
  });

  const log: Written[] = [];
  async function write(i: number): Promise<bigint> {
    const id = `i${i % 37}`;
    const event: Written =
      i % 3 === 0
        ? { type: 'Counted', data: { id, key: `k${i % 5}` } }
        : i % 4 === 1
          ? { type: 'ItemTagged', data: { id, tag: `t${i % 6}` } }
          : i % 13 === 12
            ? { type: 'ItemRemoved', data: { id } }
            : { type: 'ItemAdded', data: { id, name: `N${i}` } };
    const position = await append(store, event.type === 'Counted' ? `count-${event.data.key}` : `item-${id}`, event.type, event.data);
    log.push(event);
    return position;
  }

  async function start(...projections: Projection[]): Promise<void> {
    runtime = new ProjectionRuntime({ dataSource, eventStore: store, pollIntervalMs: 50, batchSize: 50, rebuildBatchSize: 40 });
    runtime.register(projections);
    await runtime.start();
  }

  async function idle(): Promise<void> {
    expect(await runtime.waitForPosition(await store.headPosition(), 10_000)).toBe(true);
  }

  async function whenRebuildsEnd(): Promise<ProjectionStatus[]> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const all = await runtime.status();
      if (all.every((s) => s.rebuild.state !== 'queued' && s.rebuild.state !== 'rebuilding')) return all;
      if (Date.now() > deadline) throw new Error('the rebuilds did not end');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('a rebuild of all reads the log once and leaves the rows of one-at-a-time rebuilds (checksum), while events arrive', async () => {
    log.length = 0;
    for (let i = 0; i < 500; i++) await write(i);
    await start(new ItemsProjection(), new CountingProjection(), new TagCountsProjection());
    await idle();
    const live = await checksum(sql);

    // Everything at once, while the log grows.
    const writer = (async () => {
      for (let i = 500; i < 800; i++) await write(i);
    })();
    const together = await runtime.rebuildAll();
    await writer;
    await idle();
    expect(together.map((r) => r.name).sort()).toEqual(['test-counter', 'test-items', 'test-tag-counts']);
    // One read of the log for the three: each event of a handled type fetched once (later reads are
    // each projection's short tail, read without a filter at its swap).
    const shared = typedReads.splice(0);
    expect(shared[0]).toMatchObject({ after: 0n, types: expect.arrayContaining(['ItemAdded', 'ItemTagged', 'ItemRemoved', 'Counted']) });
    const fetched = shared.reduce((n, read) => n + read.events, 0);
    expect(fetched).toBeGreaterThanOrEqual(500);
    expect(fetched).toBeLessThanOrEqual(log.length);
    const afterAll = await checksum(sql);
    expect(afterAll).not.toBe(live); // the log grew meanwhile

    // The same projections rebuilt one at a time give the same rows, and so does the live loop's count.
    for (const name of ['test-items', 'test-counter', 'test-tag-counts']) {
      await runtime.rebuild(name);
      // Alone, one reads only the types it handles.
      expect(typedReads.splice(0)[0].types).toEqual((await runtime.statusOf(name)).handles);
    }
    expect(await checksum(sql)).toBe(afterAll);
    expect(await itemsSnapshot(dataSource)).toEqual(expectedItems(log));
    const counted = new Map<string, number>();
    for (const e of log) if (e.type === 'Counted') counted.set(e.data.key!, (counted.get(e.data.key!) ?? 0) + 1);
    expect(await dataSource.query(`SELECT key, n FROM tp_counts ORDER BY key`)).toEqual([...counted].sort().map(([key, n]) => ({ key, n })));
    const tags = new Map<string, number>();
    for (const e of log) if (e.type === 'ItemTagged') tags.set(e.data.tag!, (tags.get(e.data.tag!) ?? 0) + 1);
    expect(await dataSource.query(`SELECT tag, n FROM tp_tag_counts ORDER BY tag`)).toEqual([...tags].sort().map(([tag, n]) => ({ tag, n })));

    const status = await runtime.status();
    for (const s of status) {
      expect(s.state).toBe('running');
      expect(s.rebuild).toMatchObject({ state: 'done', error: null });
      expect(s.rebuild.done).toBe(s.rebuild.total);
      expect(s.rebuild.total).toBeGreaterThanOrEqual(log.length - 5);
    }
  }, 60_000);

  it('one projection failing during a rebuild of all is reported failed, and the others are rebuilt, each with its own progress', async () => {
    log.length = 0;
    for (let i = 0; i < 300; i++) await write(i);
    const tagCounts = new TagCountsProjection();
    await start(new ItemsProjection(), new CountingProjection(), tagCounts);
    await idle();
    const expected = await checksum(sql);
    // Rows only a replay repairs: a rebuilt projection loses them, a failed one keeps them.
    await dataSource.query(`UPDATE tp_items SET name = 'stale'`);
    await dataSource.query(`UPDATE tp_counts SET n = 0`);
    await dataSource.query(`UPDATE tp_tag_counts SET n = 0`);
    const tagRowsBefore = await dataSource.query(`SELECT tag, n FROM tp_tag_counts ORDER BY tag`);
    tagCounts.failOnReplayOf = 't5';

    const queued = await runtime.requestExclusiveRebuild('all', 'admin@example.com');
    expect(queued.sort()).toEqual(['test-counter', 'test-items', 'test-tag-counts']);
    const mid = await runtime.status();
    expect(mid.every((s) => s.state === 'rebuilding' && s.rebuild.startedBy === 'admin@example.com')).toBe(true);
    const status = await whenRebuildsEnd();
    const byName = new Map(status.map((s) => [s.name, s]));

    expect(byName.get('test-tag-counts')!.rebuild).toMatchObject({ state: 'failed', error: expect.stringContaining('replay bug on t5'), startedBy: 'admin@example.com' });
    expect(byName.get('test-tag-counts')!.state).toBe('running'); // its live loop goes on with the serving tables
    expect(await dataSource.query(`SELECT tag, n FROM tp_tag_counts ORDER BY tag`)).toEqual(tagRowsBefore);
    for (const name of ['test-items', 'test-counter']) {
      const s = byName.get(name)!;
      expect(s.rebuild).toMatchObject({ state: 'done', error: null, startedBy: 'admin@example.com' });
      expect(s.rebuild.done).toBe(s.rebuild.total);
      expect(s.rebuild.total).toBe(log.length);
    }
    expect(await itemsSnapshot(dataSource)).toEqual(expectedItems(log));
    expect((await dataSource.query(`SELECT sum(n)::int AS n FROM tp_counts`))[0].n).toBe(log.filter((e) => e.type === 'Counted').length);
    expect(await dataSource.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`)).toEqual([]);

    // Fixed, it rebuilds alone: every projection back to the rows of the log.
    tagCounts.failOnReplayOf = null;
    await runtime.rebuild('test-tag-counts');
    expect(await checksum(sql)).toBe(expected);
  }, 60_000);
});
