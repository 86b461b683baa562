import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE_URL } from '../database/database.module.js';
import { AggregateStore } from '../domain/aggregate-store.js';
import { StreamFolderRegistry, type StreamFolder } from '../domain/stream-folders.js';
import { logger } from '../logging/logger.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { EventSchemaRegistry, type EventSchema } from './event-schemas.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';
import { keyEncryptionKey, PostgresPersonalDataKeys } from './personal-data-keys.js';
import { PersonalDataProtector } from './personal-data-protector.js';
import { UpcastingEventStore } from './upcasting-event-store.js';
import { EventLogTail } from './event-log-tail.js';

/** Closes the store after every other provider has stopped using it. */
@Injectable()
class EventStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

const FEATURE_SCHEMAS = Symbol('FEATURE_EVENT_SCHEMAS');
const FEATURE_REGISTRATION = Symbol('FEATURE_EVENT_SCHEMAS_REGISTERED');

/** The module `EventStoreModule.forFeature` returns: one per registering module. */
@Module({})
class EventSchemasFeatureModule {}

/**
 * Provides `EVENT_STORE` (EventStoreDB when `EVENTSTORE_URL` is set, else the PostgreSQL table,
 * either way reading events at their current schema version), `AggregateStore` and the
 * application's `EventSchemaRegistry` to every module.
 */
@Global()
@Module({
  providers: [
    { provide: EventSchemaRegistry, useFactory: () => new EventSchemaRegistry() },
    { provide: StreamFolderRegistry, useFactory: () => new StreamFolderRegistry() },
    {
      // The per-person keys live in PostgreSQL whichever store holds the events (decision 0044).
      provide: PersonalDataProtector,
      inject: [APP_CONFIG, DataSource, EventSchemaRegistry],
      useFactory: (config: AppConfig, dataSource: DataSource, schemas: EventSchemaRegistry) =>
        new PersonalDataProtector(new PostgresPersonalDataKeys(dataSource, keyEncryptionKey(config.personalDataKey)), (type) => schemas.personal(type)),
    },
    {
      provide: EVENT_STORE,
      // The DataSource is injected only so TypeORM (and with it the migration creating the
      // `events` table and `append_to_stream`) has initialised before anything can append.
      inject: [APP_CONFIG, DATABASE_URL, DataSource, EventSchemaRegistry, PersonalDataProtector],
      useFactory: (
        config: AppConfig,
        databaseUrl: string,
        dataSource: DataSource,
        schemas: EventSchemaRegistry,
        personalData: PersonalDataProtector,
      ): EventStore => {
        if (!dataSource.isInitialized) throw new Error('The database must be initialised before the event store');
        if (config.eventStoreUrl) {
          logger.info('event store: EventStoreDB');
          return new UpcastingEventStore(new EsdbEventStore(config.eventStoreUrl), schemas, personalData);
        }
        return new UpcastingEventStore(new PostgresEventStore(databaseUrl), schemas, personalData);
      },
    },
    EventStoreLifecycle,
    EventLogTail,
    {
      provide: AggregateStore,
      inject: [EVENT_STORE, EventSchemaRegistry],
      useFactory: (store: EventStore, schemas: EventSchemaRegistry) => new AggregateStore(store, schemas),
    },
  ],
  exports: [EVENT_STORE, AggregateStore, EventSchemaRegistry, PersonalDataProtector, StreamFolderRegistry, EventLogTail],
})
export class EventStoreModule {
  /**
   * Registers a module's event schemas (the lists its `events/` files export) with the
   * application's registry: `imports: [EventStoreModule.forFeature([...TEAM_EVENT_SCHEMAS])]`.
   * Registration happens as the application is created, before any provider's lifecycle hook, so
   * nothing can append or project before every module's events are known. `folders`: how the
   * module's stream categories fold into their aggregates' states (`streamFolder(category,
   * decider)`), for the event log browser's state as of a version.
   */
  static forFeature(schemas: readonly EventSchema[], folders: readonly StreamFolder[] = []): DynamicModule {
    return {
      module: EventSchemasFeatureModule,
      providers: [
        { provide: FEATURE_SCHEMAS, useValue: { schemas, folders } },
        {
          provide: FEATURE_REGISTRATION,
          inject: [EventSchemaRegistry, StreamFolderRegistry, FEATURE_SCHEMAS],
          useFactory: (registry: EventSchemaRegistry, folderRegistry: StreamFolderRegistry, own: { schemas: readonly EventSchema[]; folders: readonly StreamFolder[] }) => {
            registry.register(own.schemas);
            folderRegistry.register(own.folders);
            return true;
          },
        },
      ],
    };
  }
}
