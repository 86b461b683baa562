import { DataSource, type EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import type { Projection } from './projection.js';
import { ProjectionRuntime } from './projection-runtime.js';
import { append, createTestDataSource } from './test-support/test-projections.js';

/** Replays seen by every instance's copy of the projection: applies made into a shadow schema. */
const replayed = { events: 0 };

/**
 * Item names, as version 1 wrote them (as given) or as version 2 does (upper case): the same
 * events give other rows, so the tables of version 1 are stale for version 2 until rebuilt.
 */
class NamesProjection implements Projection {
  readonly name = 'test-names';
  readonly handles = ['ItemAdded'];
  readonly tables = ['tp_items'];

  constructor(readonly version?: number) {}

  async apply(event: RecordedEvent, manager: EntityManager): Promise<void> {
    const { id, name } = event.data as { id: string; name: string };
    const [{ s }] = (await manager.query(`SELECT current_schema() AS s`)) as { s: string }[];
    if (s !== 'public') replayed.events++;
    await manager.query(
      `INSERT INTO tp_items (id, name, updated_position) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, updated_position = EXCLUDED.updated_position`,
      [id, (this.version ?? 1) >= 2 ? name.toUpperCase() : name, event.position.toString()],
    );
  }
}

/**
 * A projection declares the version of what it writes (decision 0113): the checkpoint records the
 * version its tables were built with, and a start with another version rebuilds them once.
 */
describe('projection versions', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let other: DataSource | null = null;
  let store: PostgresEventStore;
  const runtimes: ProjectionRuntime[] = [];
  const EVENTS = 60;

  beforeEach(async () => {
    db = await createTestDatabase();
    dataSource = await createTestDataSource(db.url);
    store = new PostgresEventStore(db.url, 4);
    replayed.events = 0;
  });

  afterEach(async () => {
    for (const r of runtimes.splice(0)) await r.stop();
    await other?.destroy();
    other = null;
    await store.close();
    await dataSource.destroy();
    await db.drop();
  });

  async function started(on: DataSource, projection: Projection): Promise<ProjectionRuntime> {
    const r = new ProjectionRuntime({ dataSource: on, eventStore: store, pollIntervalMs: 50, batchSize: 50, rebuildBatchSize: 25 });
    r.register([projection]);
    runtimes.push(r);
    await r.start();
    return r;
  }

  async function caughtUp(r: ProjectionRuntime): Promise<void> {
    expect(await r.waitForPosition(await store.headPosition(), 10_000)).toBe(true);
  }

  const names = async () => ((await dataSource.query(`SELECT name FROM tp_items ORDER BY id`)) as { name: string }[]).map((r) => r.name);
  const stored = async () =>
    ((await dataSource.query(`SELECT version, rebuild_finished_at FROM projection_checkpoints WHERE name = 'test-names'`)) as { version: number; rebuild_finished_at: Date | null }[])[0];

  async function writeItems(): Promise<void> {
    for (let i = 0; i < EVENTS; i++) await append(store, `item-${i}`, 'ItemAdded', { id: `i${String(i).padStart(3, '0')}`, name: `item ${i}` });
  }

  it('a raised version is rebuilt on start by one of two instances starting together, and records the version; the same version is not rebuilt again', async () => {
    await writeItems();
    const first = await started(dataSource, new NamesProjection());
    await caughtUp(first);
    expect(await first.rebuiltForVersions()).toEqual([]);
    expect(await stored()).toEqual({ version: 1, rebuild_finished_at: null });
    expect(await first.statusOf('test-names')).toMatchObject({ version: 1, builtVersion: 1 });
    await first.stop();
    runtimes.splice(0);
    expect((await names()).slice(0, 2)).toEqual(['item 0', 'item 1']);

    // The deploy of version 2: two instances on one database start at once; both find the tables
    // of version 1. The second's rebuild connection is slower: it opens once the first's rebuild
    // has ended (lock released), where only a second look at the version keeps it from replaying.
    other = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    let firstEnded!: () => void;
    const firstDone = new Promise<void>((resolve) => (firstEnded = resolve));
    const createQueryRunner = other.createQueryRunner.bind(other);
    other.createQueryRunner = (...args) => {
      const runner = createQueryRunner(...args);
      const query = runner.query.bind(runner) as (text: string, params?: unknown[]) => Promise<unknown>;
      runner.query = (async (text: string, params?: unknown[]) => {
        if (text === 'SET synchronous_commit = off') await firstDone; // a rebuild's first statement
        return query(text, params);
      }) as typeof runner.query;
      return runner;
    };
    const [a, b] = await Promise.all([started(dataSource, new NamesProjection(2)), started(other, new NamesProjection(2))]);
    // Reads go on meanwhile: the old tables serve until the swap.
    expect(await names()).toHaveLength(EVENTS);
    expect(await a.rebuiltForVersions()).toEqual(['test-names']);
    firstEnded();
    expect(await b.rebuiltForVersions()).toEqual([]);
    expect(replayed.events).toBe(EVENTS); // one replay of the log, not two
    expect(await names()).toEqual(Array.from({ length: EVENTS }, (_, i) => `ITEM ${i}`));
    const after = await stored();
    expect(after.version).toBe(2);
    expect(after.rebuild_finished_at).not.toBeNull();
    expect(await a.statusOf('test-names')).toMatchObject({ version: 2, builtVersion: 2, rebuild: { state: 'done', startedBy: null } });

    // New events after the swap are written the new way by the live loop.
    await append(store, 'item-new', 'ItemAdded', { id: 'z', name: 'late' });
    await caughtUp(a);
    expect((await names()).at(-1)).toBe('LATE');

    // A restart with the same version rebuilds nothing.
    for (const r of runtimes.splice(0)) await r.stop();
    const again = await started(dataSource, new NamesProjection(2));
    expect(await again.rebuiltForVersions()).toEqual([]);
    expect(replayed.events).toBe(EVENTS);
    expect(await stored()).toEqual(after);
  }, 60_000);

  it('a projection met for the first time records its version without a rebuild (its tables are built from the start by this code)', async () => {
    await writeItems();
    const r = await started(dataSource, new NamesProjection(3));
    await caughtUp(r);
    expect(await r.rebuiltForVersions()).toEqual([]);
    expect(replayed.events).toBe(0);
    expect(await stored()).toEqual({ version: 3, rebuild_finished_at: null });
    expect((await names())[0]).toBe('ITEM 0');
  }, 30_000);
});
