import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EventSchemaRegistry } from '../event-store/event-schemas.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { logger } from '../logging/logger.js';
import { PROJECTION_METADATA, type Projection } from './projection.js';
import { ProjectionRuntime } from './projection-runtime.js';

/**
 * The application's projection runtime: finds every provider marked `@ReadModelProjection()`,
 * starts their catch-up loops once the application has bootstrapped (migrations have run by
 * then) and stops them before the database connections close. A projection handling an event
 * type that no module registered stops the start: a misspelt or unregistered type would
 * otherwise never reach it, or reach it without its upcasters.
 */
function isProjectionClass(type: unknown): boolean {
  return typeof type === 'function' && Reflect.getMetadata(PROJECTION_METADATA, type) === true;
}

@Injectable()
export class ProjectionRuntimeService extends ProjectionRuntime implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    private readonly discovery: DiscoveryService,
    dataSource: DataSource,
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly schemas: EventSchemaRegistry,
  ) {
    super({ dataSource, eventStore });
  }

  async onApplicationBootstrap(): Promise<void> {
    const projections = this.discovery
      .getProviders()
      .filter((wrapper) => !wrapper.isTransient && wrapper.isDependencyTreeStatic())
      .map((wrapper) => wrapper.instance as unknown)
      // By the instance's class: value and factory providers have no class metatype of their own.
      .filter((instance): instance is Projection => typeof instance === 'object' && instance !== null && isProjectionClass(instance.constructor));
    // A provider exported from several modules is discovered once per module.
    const unique = [...new Set(projections)];
    for (const projection of unique) this.schemas.assertRegistered(projection.handles, `handled by projection ${projection.name}`);
    this.register(unique.filter((p) => !this.has(p.name)));
    await this.start();
    logger.info({ projections: this.names() }, 'projection runtime started');
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
