// The admin module's public surface: the module and its event types (nothing else uses it yet).
export { AdminModule } from './admin.module.js';
export type { AdminConsoleEvent, MigrationsRun, MigrationRunFailed, DbDiagramSynced } from './events/admin-console.events.js';
