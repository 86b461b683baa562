import { createHash } from 'node:crypto';
import { assertNever, deciderWithFacts, type Decider, type FactDecisions } from '../../../platform/domain/decider.js';
import type { AdminConsoleEvent, SchemaSnapshot } from '../events/admin-console.events.js';
import type { AdminConsoleCommand, AdminConsoleFacts } from './admin-console.commands.js';
import { InvalidMigrationRunError, InvalidSchemaSnapshotError } from './admin-console.errors.js';

/** One stream for the deployment's admin actions: migration runs and ER diagram syncs. */
export const ADMIN_CONSOLE_STREAM = 'admin-console';

export interface AdminConsoleState {
  /** Checksum of the last synced diagram: a sync tells whether the schema changed since. */
  diagramChecksum: string | null;
  migrationRuns: number;
}

/** The snapshot in a canonical order (tables and relations by name), so equal schemas have equal checksums. */
export function canonicalSnapshot(snapshot: SchemaSnapshot): SchemaSnapshot {
  const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return { tables: [...snapshot.tables].sort(byName), relations: [...snapshot.relations].sort(byName) };
}

export function snapshotChecksum(snapshot: SchemaSnapshot): string {
  return createHash('sha256').update(JSON.stringify(canonicalSnapshot(snapshot))).digest('hex');
}

function checkSnapshot(snapshot: SchemaSnapshot): void {
  if (snapshot.tables.length === 0) throw new InvalidSchemaSnapshotError('テーブルがありません');
  const tables = new Map<string, Set<string>>();
  for (const table of snapshot.tables) {
    if (tables.has(table.name)) throw new InvalidSchemaSnapshotError(`テーブル ${table.name} が重複しています`);
    tables.set(table.name, new Set(table.columns.map((column) => column.name)));
  }
  for (const relation of snapshot.relations) {
    const from = tables.get(relation.table);
    const to = tables.get(relation.toTable);
    if (!from || !to) throw new InvalidSchemaSnapshotError(`外部キー ${relation.name} の参照先テーブルがありません`);
    const known = relation.columns.every((c) => from.has(c)) && relation.toColumns.every((c) => to.has(c));
    if (!known || relation.columns.length !== relation.toColumns.length || relation.columns.length === 0) {
      throw new InvalidSchemaSnapshotError(`外部キー ${relation.name} の列が一致しません`);
    }
  }
}

const decideWithFacts: FactDecisions<AdminConsoleState, AdminConsoleCommand, AdminConsoleEvent, AdminConsoleFacts> = {
  RunMigrations: (_command, _state, outcome) => {
    if (!outcome.ok) return [{ type: 'MigrationRunFailed', data: { migration: outcome.migration, error: outcome.error.trim() || 'unknown error' } }];
    if (outcome.ran.some((name) => name.trim() === '')) throw new InvalidMigrationRunError('名前のないマイグレーションがあります');
    if (new Set(outcome.ran).size !== outcome.ran.length) throw new InvalidMigrationRunError('同じマイグレーションが二度実行されています');
    if (outcome.executedTotal < outcome.ran.length) throw new InvalidMigrationRunError('実行済みの数が今回実行した数より少なくなっています');
    return [{ type: 'MigrationsRun', data: { ran: outcome.ran, executedTotal: outcome.executedTotal } }];
  },
  SyncDbDiagram: (_command, state, { snapshot: read }) => {
    checkSnapshot(read);
    const snapshot = canonicalSnapshot(read);
    const checksum = snapshotChecksum(snapshot);
    return [{ type: 'DbDiagramSynced', data: { snapshot, checksum, changed: checksum !== state.diagramChecksum } }];
  },
};

function evolve(state: AdminConsoleState, event: AdminConsoleEvent): AdminConsoleState {
  switch (event.type) {
    case 'MigrationsRun':
    case 'MigrationRunFailed':
      return { ...state, migrationRuns: state.migrationRuns + 1 };
    case 'DbDiagramSynced':
      return { ...state, diagramChecksum: event.data.checksum };
    default:
      return assertNever(event);
  }
}

export const adminConsoleDecider: Decider<AdminConsoleState, AdminConsoleCommand, AdminConsoleEvent, AdminConsoleFacts> = deciderWithFacts({
  initialState: () => ({ diagramChecksum: null, migrationRuns: 0 }),
  evolve,
  decideWithFacts,
});
