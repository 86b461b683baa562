import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE_URL } from '../database/database.module.js';
import { AggregateStore } from '../domain/aggregate-store.js';
import { logger } from '../logging/logger.js';
import { EsdbEventStore } from './esdb-event-store.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { PostgresEventStore } from './postgres-event-store.js';

/** Closes the store after every other provider has stopped using it. */
@Injectable()
class EventStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/**
 * Provides `EVENT_STORE` (EventStoreDB when `EVENTSTORE_URL` is set, else the PostgreSQL table)
 * and `AggregateStore` to every module.
 */
@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      // The DataSource is injected only so TypeORM (and with it the migration creating the
      // `events` table and `append_to_stream`) has initialised before anything can append.
      inject: [APP_CONFIG, DATABASE_URL, DataSource],
      useFactory: (config: AppConfig, databaseUrl: string, dataSource: DataSource): EventStore => {
        if (!dataSource.isInitialized) throw new Error('The database must be initialised before the event store');
        if (config.eventStoreUrl) {
          logger.info('event store: EventStoreDB');
          return new EsdbEventStore(config.eventStoreUrl);
        }
        return new PostgresEventStore(databaseUrl);
      },
    },
    EventStoreLifecycle,
    { provide: AggregateStore, inject: [EVENT_STORE], useFactory: (store: EventStore) => new AggregateStore(store) },
  ],
  exports: [EVENT_STORE, AggregateStore],
})
export class EventStoreModule {}
