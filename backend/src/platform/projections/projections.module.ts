import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { ProjectionRuntimeService } from './projection-runtime.service.js';
import { ReadYourWrites } from './read-your-writes.js';
import { ProjectionsAdminController } from './http/projections-admin.controller.js';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { streamFolder } from '../domain/stream-folders.js';
import { PROJECTION_ADMIN_EVENT_SCHEMAS, projectionAdminEvolver, projectionAdminStream } from './admin/projection-admin.events.js';

/**
 * Runs every `@ReadModelProjection()` provider of the application, makes a request's queries and
 * write responses wait for them (read-your-writes, `read-your-writes.ts`: the application imports
 * `cqrsModule()` for the waiting QueryBus) and serves the admin status and rebuild endpoints.
 */
@Global()
@Module({
  imports: [DiscoveryModule, EventStoreModule.forFeature(PROJECTION_ADMIN_EVENT_SCHEMAS, [streamFolder(projectionAdminStream, projectionAdminEvolver)])],
  controllers: [ProjectionsAdminController],
  providers: [ProjectionRuntimeService, ReadYourWrites, { provide: APP_INTERCEPTOR, useExisting: ReadYourWrites }],
  exports: [ProjectionRuntimeService, ReadYourWrites],
})
export class ProjectionsModule {}
