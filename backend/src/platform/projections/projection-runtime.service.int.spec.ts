import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createTestDatabase } from '../../test-support/test-database.js';
import { APP_CONFIG, loadConfig } from '../config/app-config.js';
import { EventSchemaRegistry, UnregisteredEventTypeError } from '../event-store/event-schemas.js';
import { StreamFolderRegistry } from '../domain/stream-folders.js';
import { AggregateStore } from '../domain/aggregate-store.js';
import { EVENT_STORE } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { ProjectionsModule } from './projections.module.js';
import { cqrsModule } from './read-your-writes.js';
import { ProjectionRuntimeService } from './projection-runtime.service.js';
import { CountingProjection, EVENT_STORE_AND_CHECKPOINT_MIGRATIONS, ItemsProjection, TEST_EVENT_SCHEMAS } from './test-support/test-projections.js';

describe('ProjectionRuntimeService', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.url, 2);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  /** An application with the two test projections, whose registry knows `registered` only. */
  async function boot(registered: string[]) {
    @Global()
    @Module({
      providers: [
        { provide: EVENT_STORE, useValue: store },
        { provide: EventSchemaRegistry, useValue: new EventSchemaRegistry(TEST_EVENT_SCHEMAS.filter((s) => registered.includes(s.type))) },
        { provide: StreamFolderRegistry, useValue: new StreamFolderRegistry() },
        { provide: AggregateStore, useValue: {} },
        { provide: APP_CONFIG, useValue: loadConfig({ NODE_ENV: 'test' }) },
      ],
      exports: [EVENT_STORE, EventSchemaRegistry, StreamFolderRegistry, AggregateStore, APP_CONFIG],
    })
    class TestInfrastructureModule {}

    @Module({ providers: [ItemsProjection, CountingProjection] })
    class TestFeatureModule {}

    const moduleRef = await Test.createTestingModule({
      imports: [
        cqrsModule(),
        TypeOrmModule.forRoot({ type: 'postgres', url: db.url, migrations: EVENT_STORE_AND_CHECKPOINT_MIGRATIONS, migrationsRun: true }),
        TestInfrastructureModule,
        ProjectionsModule,
        TestFeatureModule,
      ],
    }).compile();
    return moduleRef.createNestApplication({ logger: false });
  }

  it('starts every projection when the types they handle are registered', async () => {
    const app = await boot(TEST_EVENT_SCHEMAS.map((s) => s.type));
    await app.init();
    expect(app.get(ProjectionRuntimeService).names().sort()).toEqual(['test-counter', 'test-items']);
    await app.close();
  });

  it('refuses to start when a projection handles a type no module registered, naming both', async () => {
    const app = await boot(['ItemAdded', 'ItemRenamed', 'ItemTagged', 'ItemRemoved']);
    const start = app.init();
    await expect(start).rejects.toBeInstanceOf(UnregisteredEventTypeError);
    await expect(start).rejects.toThrow('Event type Counted (handled by projection test-counter) has no registered schema');
    await app.close();
  });
});
