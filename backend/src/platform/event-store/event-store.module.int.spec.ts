import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { APP_CONFIG, loadConfig } from '../config/app-config.js';
import { DatabaseModule } from '../database/database.module.js';
import { AggregateStore } from '../domain/aggregate-store.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { contractEvent } from './event-store.contract.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { EventStoreModule } from './event-store.module.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';

async function boot(databaseUrl: string, env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  @Global()
  @Module({ providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] })
  class ConfigModule {}
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule, DatabaseModule.forRoot(databaseUrl), EventStoreModule],
  }).compile();
  return moduleRef.init();
}

describe('EventStoreModule', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('provides the PostgreSQL store on a migrated database, and AggregateStore, and closes the store', async () => {
    const app = await boot(db.url, {});
    const store = app.get<EventStore>(EVENT_STORE);
    expect(store).toBeInstanceOf(PostgresEventStore);
    expect(app.get(AggregateStore)).toBeInstanceOf(AggregateStore);
    // The migrations ran before the store was made: appending works at once.
    const result = await store.appendToStream('module-check', [contractEvent('Checked', {})], { expectedRevision: 'no_stream' });
    expect(result.nextExpectedRevision).toBe(0);
    await app.close();
    await expect(store.readAll()).rejects.toThrow();
  });

  it('provides the EventStoreDB adapter when EVENTSTORE_URL is set', async () => {
    const app = await boot(db.url, { EVENTSTORE_URL: 'esdb://127.0.0.1:1?tls=false' });
    expect(app.get(EVENT_STORE)).toBeInstanceOf(EsdbEventStore);
    await app.close();
  });
});
