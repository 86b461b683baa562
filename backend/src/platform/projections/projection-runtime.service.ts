import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EventSchemaRegistry } from '../event-store/event-schemas.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { logger } from '../logging/logger.js';
import { PROJECTION_METADATA, type Projection } from './projection.js';
import { ProjectionRuntime } from './projection-runtime.js';
import { REACTOR_METADATA, type Reactor } from './reactor.js';

/** Whether `instance`'s class carries `metadataKey` (by the instance: value and factory providers have no class metatype of their own). */
function isMarked(instance: unknown, metadataKey: string): boolean {
  return typeof instance === 'object' && instance !== null && Reflect.getMetadata(metadataKey, instance.constructor) === true;
}

/**
 * The application's projection runtime: finds every provider marked `@ReadModelProjection()` or
 * `@EventReactor()`, starts their catch-up loops once the application has bootstrapped (migrations
 * have run by then) and stops them before the database connections close. A consumer handling an
 * event type that no module registered stops the start: a misspelt or unregistered type would
 * otherwise never reach it, or reach it without its upcasters.
 */
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

  /**
   * Reactors issue commands as soon as they start, so the command handlers must be registered
   * first: CqrsModule does that in its own bootstrap hook, which Nest runs before this one (both
   * modules are global, and global modules' hooks run in import order: CqrsModule comes first).
   */
  async onApplicationBootstrap(): Promise<void> {
    // A provider exported from several modules is discovered once per module.
    const instances = [
      ...new Set(
        this.discovery
          .getProviders()
          .filter((wrapper) => !wrapper.isTransient && wrapper.isDependencyTreeStatic())
          .map((wrapper) => wrapper.instance as unknown),
      ),
    ];
    const projections = instances.filter((instance): instance is Projection => isMarked(instance, PROJECTION_METADATA));
    const reactors = instances.filter((instance): instance is Reactor => isMarked(instance, REACTOR_METADATA));
    for (const p of projections) this.schemas.assertRegistered(p.handles, `handled by projection ${p.name}`);
    for (const r of reactors) this.schemas.assertRegistered(r.handles, `handled by reactor ${r.name}`);
    for (const r of reactors) this.schemas.assertRegistered(r.emits, `emitted by reactor ${r.name}`);
    this.register(projections.filter((p) => !this.has(p.name)));
    this.registerReactors(reactors.filter((r) => !this.has(r.name)));
    await this.start();
    logger.info({ projections: projections.map((p) => p.name), reactors: reactors.map((r) => r.name) }, 'projection runtime started');
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
