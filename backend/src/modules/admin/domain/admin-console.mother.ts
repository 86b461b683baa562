import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { DbDiagramSynced, MigrationRunFailed, MigrationsRun, SchemaSnapshot, SchemaTable } from '../events/admin-console.events.js';
import { RunMigrations, SyncDbDiagram } from './admin-console.commands.js';
import { canonicalSnapshot, snapshotChecksum } from './admin-console.js';

// Builders for the admin console's commands and events: override what a test is about.

const admin = () => aSessionUser({ userType: 'admin', isAdmin: true, isTeamAdmin: true });

export const aTable = (name: string, columns: string[] = ['id'], group = 'platform'): SchemaTable => ({
  name,
  group,
  entity: null,
  columns: columns.map((column, index) => ({ name: column, type: 'text', nullable: index > 0, primaryKey: index === 0 })),
});

/** Two tables, `teams` and `members`, the second referencing the first. */
export const aSnapshot = (overrides: Partial<SchemaSnapshot> = {}): SchemaSnapshot => ({
  tables: [aTable('teams', ['id', 'name']), aTable('members', ['id', 'team_id'])],
  relations: [{ name: 'members_team_fk', table: 'members', columns: ['team_id'], toTable: 'teams', toColumns: ['id'], inferred: false }],
  ...overrides,
});

export const runMigrations = () => new RunMigrations({}, admin());
export const syncDbDiagram = () => new SyncDbDiagram({}, admin());

/** Facts of a run that ran `ran` and left `executedTotal` migrations recorded. */
export const aRunThatRan = (ran: string[] = ['CreateThings1700000000000'], executedTotal = 10) => ({ ok: true as const, ran, executedTotal });
export const aRunThatFailed = (error = 'relation "things" already exists', migration: string | null = 'CreateThings1700000000000') =>
  ({ ok: false as const, migration, error });

export const migrationsRun = (ran: string[] = ['CreateThings1700000000000'], executedTotal = 10): MigrationsRun => ({
  type: 'MigrationsRun',
  data: { ran, executedTotal },
});

export const migrationRunFailed = (error = 'relation "things" already exists', migration: string | null = 'CreateThings1700000000000'): MigrationRunFailed => ({
  type: 'MigrationRunFailed',
  data: { migration, error },
});

/** The event a sync of `snapshot` records (the snapshot in canonical order). */
export const dbDiagramSynced = (snapshot: SchemaSnapshot = aSnapshot(), changed = true): DbDiagramSynced => ({
  type: 'DbDiagramSynced',
  data: { snapshot: canonicalSnapshot(snapshot), checksum: snapshotChecksum(snapshot), changed },
});
