import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStoreModule } from '../../platform/event-store/event-store.module.js';
import { UsersModule } from '../users/index.js';
import { RunMigrationsHandler } from './commands/run-migrations/run-migrations.handler.js';
import { SyncDbDiagramHandler } from './commands/sync-db-diagram/sync-db-diagram.handler.js';
import { ADMIN_CONSOLE_EVENT_SCHEMAS } from './events/admin-console.events.js';
import { AdminController } from './http/admin.controller.js';
import { CreateAdminReadModels1766400000000 } from './migrations/1766400000000-create-admin-read-models.js';
import { AdminConsoleProjection } from './projections/admin-console/admin-console.projection.js';
import { ADMIN_READ_MODELS } from './projections/admin-console/admin-console.read-model.js';
import { GetAdminStatisticsHandler } from './queries/get-admin-statistics/get-admin-statistics.handler.js';
import { GetDbDiagramHandler } from './queries/get-db-diagram/get-db-diagram.handler.js';
import { ListAdminActionsHandler } from './queries/list-admin-actions/list-admin-actions.handler.js';
import { LiveSchema } from './schema/live-schema.js';
import { MigrationRunner } from './schema/migration-runner.js';
import { ADMIN_CONSOLE_STREAM, adminConsoleDecider } from './domain/admin-console.js';
import { streamFolder } from '../../platform/domain/stream-folders.js';

/**
 * The admin console's database tools (spec part 2 §2, §7): production migrations, the ER
 * diagram of the live schema, and statistics counted from the database. Every action is an
 * event on the `admin-console` stream (a category of one stream: its stream id is the category).
 */
@Module({
  imports: [EventStoreModule.forFeature(ADMIN_CONSOLE_EVENT_SCHEMAS, [streamFolder({ category: ADMIN_CONSOLE_STREAM }, adminConsoleDecider)]), TypeOrmModule.forFeature(ADMIN_READ_MODELS), UsersModule],
  controllers: [AdminController],
  providers: [
    LiveSchema,
    MigrationRunner,
    RunMigrationsHandler,
    SyncDbDiagramHandler,
    GetDbDiagramHandler,
    GetAdminStatisticsHandler,
    ListAdminActionsHandler,
    AdminConsoleProjection,
  ],
})
export class AdminModule {
  static readonly migrations = [CreateAdminReadModels1766400000000];
}
