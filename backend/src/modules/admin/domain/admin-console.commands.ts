import { UserCommand } from '../../../platform/domain/command.js';
import type { SchemaSnapshot } from '../events/admin-console.events.js';

// Commands of the admin console (stream `admin-console`). Each is an action on the database
// itself; its handler performs it and hands the result to the decider as facts, so every admin
// action is recorded as an event.

/** Run the pending TypeORM migrations. */
export class RunMigrations extends UserCommand<'RunMigrations', Record<string, never>, { ran: string[]; executedTotal: number } | { error: string }> {
  readonly type = 'RunMigrations';
}

/** Regenerate the ER diagram from the live schema. */
export class SyncDbDiagram extends UserCommand<'SyncDbDiagram', Record<string, never>, { syncedAt: string; tables: number; relations: number; changed: boolean }> {
  readonly type = 'SyncDbDiagram';
}

export type AdminConsoleCommand = RunMigrations | SyncDbDiagram;

/** What the handlers read or did outside the stream, by command. */
export interface AdminConsoleFacts {
  RunMigrations: { ok: true; ran: string[]; executedTotal: number } | { ok: false; migration: string | null; error: string };
  SyncDbDiagram: { snapshot: SchemaSnapshot };
}
