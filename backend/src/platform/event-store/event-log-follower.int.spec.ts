import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test-support/test-database.js';
import { contractEvent, untilReadable } from './event-store.contract.js';
import { EventLogFollower } from './event-log-follower.js';
import { eventStoreMigrations } from './migrations/event-store-migrations.js';
import { PostgresEventStore } from './postgres-event-store.js';

describe('EventLogFollower', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    const dataSource = new DataSource({ type: 'postgres', url: db.url, migrations: eventStoreMigrations, migrationsRun: true });
    await dataSource.initialize();
    await dataSource.destroy();
    store = new PostgresEventStore(db.url);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('hands over, in log order, only what is appended after it started, also past a full batch', async () => {
    const before = await store.appendToStream('thing-old', [contractEvent('ThingHappened', { n: 0 })], { expectedRevision: 'no_stream' });
    await untilReadable(store, before.position);
    const seen: number[] = [];
    const follower = new EventLogFollower(store, (events) => seen.push(...events.map((e) => (e.data as { n: number }).n)), {
      pollIntervalMs: 20,
      batchSize: 2,
    });
    await follower.start();
    try {
      const events = [1, 2, 3, 4, 5].map((n) => contractEvent('ThingHappened', { n }));
      const appended = await store.appendToStream('thing-new', events, { expectedRevision: 'no_stream' });
      await untilReadable(store, appended.position);
      const deadline = Date.now() + 5_000;
      while (seen.length < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(seen).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await follower.stop();
    }
  });
});
