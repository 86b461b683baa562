import pg from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { ProjectionRuntime } from './projection-runtime.js';
import { ItemsProjection, append, createTestDataSource, expectedItems, itemsSnapshot } from './test-support/test-projections.js';

/** Checksum of the projection's rows (both tables), as PostgreSQL sees them. */
async function checksum(sql: pg.Pool): Promise<string> {
  const { rows } = await sql.query(
    `SELECT md5(coalesce((SELECT string_agg(concat_ws('|', id, name, updated_position), ',' ORDER BY id) FROM tp_items), '') || '#' ||
                coalesce((SELECT string_agg(item_id || '|' || tag, ',' ORDER BY item_id, tag) FROM tp_item_tags), '')) AS sum`,
  );
  return rows[0].sum as string;
}

/**
 * The kill test: a rebuild whose database connection is killed at random moments
 * (`pg_terminate_backend`: the server ends its session, as when the process or the network dies)
 * hundreds of times, during the replay, the tail or the swap, while events keep arriving. Every
 * kill leaves the serving tables as they were and no shadow schema behind; the rebuild that is
 * finally let through ends with the rows of a clean rebuild, checksum compared.
 */
describe('a projection rebuild killed at random points', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let store: PostgresEventStore;
  let sql: pg.Pool;
  let runtime: ProjectionRuntime;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = await createTestDataSource(db.url);
    store = new PostgresEventStore(db.url, 4);
    sql = new pg.Pool({ connectionString: db.url, max: 3 });
    sql.on('error', () => undefined);
  });

  afterAll(async () => {
    await runtime?.stop();
    await sql.end();
    await store.close();
    await dataSource.destroy();
    await db.drop();
  });

  it('ends with the same rows as a clean rebuild after at least 200 kills', async () => {
    const log: { type: string; data: { id: string; name?: string; tag?: string } }[] = [];
    const write = async (i: number) => {
      const id = `i${i % 97}`;
      const event =
        i % 5 === 4 ? { type: 'ItemTagged', data: { id, tag: `t${i % 7}` } } : i % 11 === 10 ? { type: 'ItemRemoved', data: { id } } : { type: 'ItemAdded', data: { id, name: `N${i}` } };
      await append(store, `item-${id}`, event.type, event.data);
      log.push(event);
    };
    for (let i = 0; i < 400; i++) await write(i);

    runtime = new ProjectionRuntime({ dataSource, eventStore: store, pollIntervalMs: 50, batchSize: 100, rebuildBatchSize: 40 });
    runtime.register([new ItemsProjection()]);
    await runtime.start();

    const rebuilderPid = async (): Promise<number | null> => {
      const { rows } = await sql.query(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1::bigint::oid AND granted LIMIT 1`, [0x70726f6a]);
      return rows[0]?.pid ?? null;
    };

    let kills = 0;
    let attempts = 0;
    let written = 400;
    const deadline = Date.now() + 90_000;
    while (kills < 200 && Date.now() < deadline) {
      attempts++;
      const rebuilt = runtime.rebuild('test-items').then(
        () => 'done' as const,
        () => 'killed' as const,
      );
      // A random moment: the replay's first batches, its middle, the tail and swap.
      const delay = Math.random() * 40;
      await new Promise((r) => setTimeout(r, delay));
      if (attempts % 10 === 0) await write(written++); // the log keeps growing meanwhile
      const pid = await rebuilderPid();
      if (pid !== null) {
        const { rows } = await sql.query(`SELECT pg_terminate_backend($1) AS killed`, [pid]);
        if (rows[0].killed) kills++;
      }
      await rebuilt;
    }
    expect(kills).toBeGreaterThanOrEqual(200);

    // The live loop kept the serving tables current through every kill.
    const head = await store.headPosition();
    expect(await runtime.waitForPosition(head, 10_000)).toBe(true);
    expect(await itemsSnapshot(dataSource)).toEqual(expectedItems(log));
    const live = await checksum(sql);

    // Let one through: a clean rebuild gives the same rows, and nothing is left behind.
    await runtime.rebuild('test-items');
    expect(await checksum(sql)).toBe(live);
    expect(await itemsSnapshot(dataSource)).toEqual(expectedItems(log));
    expect((await sql.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`)).rows).toEqual([]);
    const [status] = await runtime.status();
    expect(status).toMatchObject({ state: 'running', rebuild: { state: 'done' } });
  }, 150_000);
});
