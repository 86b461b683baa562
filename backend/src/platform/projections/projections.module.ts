import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { ProjectionRuntimeService } from './projection-runtime.service.js';
import { ReadYourWritesInterceptor } from './read-your-writes.interceptor.js';
import { ProjectionsAdminController } from './http/projections-admin.controller.js';

/**
 * Runs every `@ReadModelProjection()` provider of the application, makes command responses wait
 * for them (read-your-writes) and serves the admin status and rebuild endpoints.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [ProjectionsAdminController],
  providers: [ProjectionRuntimeService, { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor }],
  exports: [ProjectionRuntimeService],
})
export class ProjectionsModule {}
