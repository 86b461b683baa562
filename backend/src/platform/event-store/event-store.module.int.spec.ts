import { Global, Module, type Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { APP_CONFIG, loadConfig } from '../config/app-config.js';
import { DatabaseModule } from '../database/database.module.js';
import { AggregateStore } from '../domain/aggregate-store.js';
import { requestContext } from '../request-context/request-context.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { contractEvent } from './event-store.contract.js';
import type { DomainEvent, RecordedEvent } from './event.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { EventSchemaRegistry, UnregisteredEventTypeError, eventSchemas } from './event-schemas.js';
import { EventStoreModule } from './event-store.module.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { UpcastingEventStore } from './upcasting-event-store.js';

async function boot(databaseUrl: string, env: Record<string, string>, features: Type[] = []) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  @Global()
  @Module({ providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] })
  class ConfigModule {}
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule, DatabaseModule.forRoot(databaseUrl), EventStoreModule, ...features],
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
    expect(store).toBeInstanceOf(UpcastingEventStore);
    expect((store as UpcastingEventStore).adapter).toBeInstanceOf(PostgresEventStore);
    expect(app.get(AggregateStore)).toBeInstanceOf(AggregateStore);
    // The migrations ran before the store was made: appending works at once.
    const result = await store.appendToStream('module-check', [contractEvent('Checked', {})], { expectedRevision: 'no_stream' });
    expect(result.nextExpectedRevision).toBe(0);
    await app.close();
    await expect(store.readAll()).rejects.toThrow();
  });

  it('provides the EventStoreDB adapter when EVENTSTORE_URL is set', async () => {
    const app = await boot(db.url, { EVENTSTORE_URL: 'kurrentdb://127.0.0.1:1?tls=false' });
    expect(app.get<UpcastingEventStore>(EVENT_STORE).adapter).toBeInstanceOf(EsdbEventStore);
    await app.close();
  });

  it('registers the events of each feature module, reads every event at its current version and refuses unregistered types', async () => {
    // Renamed v1 { name } → v2 { familyName, givenName }; two modules, each with its own events.
    type Renamed = DomainEvent<'Renamed', { familyName: string; givenName: string }>;
    type Left = DomainEvent<'Left', { reason: string }>;
    type Joined = DomainEvent<'Joined', { by: string }>;
    const renames = eventSchemas<Renamed | Left>({
      Renamed: {
        version: 2,
        upcasters: {
          1: (d) => {
            const [familyName, givenName] = String(d.name).split(' ');
            return { familyName, givenName };
          },
        },
      },
      Left: 1,
    });
    @Module({ imports: [EventStoreModule.forFeature(renames)] })
    class PeopleModule {}
    @Module({ imports: [EventStoreModule.forFeature(eventSchemas<Joined>({ Joined: 1 }))] })
    class TeamsModule {}

    const app = await boot(db.url, {}, [PeopleModule, TeamsModule]);
    expect(app.get(EventSchemaRegistry).types().sort()).toEqual(['Joined', 'Left', 'Renamed']);
    const store = app.get<UpcastingEventStore>(EVENT_STORE);
    const aggregates = app.get(AggregateStore);
    const names = { initialState: () => [] as string[], evolve: (s: string[], e: Renamed | Left) => (e.type === 'Renamed' ? [...s, e.data.familyName] : s) };

    // An event stored by an older version of the code, then one appended now.
    await store.adapter.appendToStream('person-1', [contractEvent('Renamed', { name: '山田 太郎' })], { expectedRevision: 'no_stream' });
    await requestContext.run({ correlationId: 'c-1' }, () =>
      aggregates.execute('person-1', names, (): Renamed[] => [{ type: 'Renamed', data: { familyName: '佐藤', givenName: '花子' } }]),
    );

    const read = await store.readStream('person-1');
    expect(read.map((e) => [e.data, e.metadata.schemaVersion])).toEqual([
      [{ familyName: '山田', givenName: '太郎' }, 2],
      [{ familyName: '佐藤', givenName: '花子' }, 2],
    ]);
    // readAll answers an event once every older transaction of the server has settled (other
    // test files share the server): wait for both.
    let all: RecordedEvent[] = [];
    for (const deadline = Date.now() + 10_000; all.length < 2 && Date.now() < deadline; ) {
      all = (await store.readAll()).filter((e) => e.streamId === 'person-1');
      if (all.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(all.map((e) => e.data)).toEqual(read.map((e) => e.data));
    // The stored event stays as it was written.
    expect((await store.adapter.readStream('person-1'))[0]).toMatchObject({ data: { name: '山田 太郎' }, metadata: { schemaVersion: 1 } });
    expect((await aggregates.load('person-1', names)).state).toEqual(['山田', '佐藤']);

    const unregistered = aggregates.append('person-2', [{ type: 'Vanished', data: {} }], 'no_stream');
    await expect(unregistered).rejects.toBeInstanceOf(UnregisteredEventTypeError);
    expect(await store.readStream('person-2')).toEqual([]);
    await app.close();
  });
});
