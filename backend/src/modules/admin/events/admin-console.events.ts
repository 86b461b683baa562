import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

/** One column of a table as the live schema describes it. */
export interface SchemaColumn {
  name: string;
  /** PostgreSQL's type as `format_type` writes it (`text`, `timestamp with time zone`, `jsonb`, ...). */
  type: string;
  nullable: boolean;
  primaryKey: boolean;
}

/**
 * A reference: `columns` of `table` point at `toColumns` of `toTable`. `inferred` false: a
 * declared foreign key; true: read from the column's name (`team_id` → `teams.id`), since read
 * models rebuilt by replay declare none.
 */
export interface SchemaRelation {
  name: string;
  table: string;
  columns: string[];
  toTable: string;
  toColumns: string[];
  inferred: boolean;
}

/** A table of the live schema, with the group that owns it (a projection's name, or `platform`). */
export interface SchemaTable {
  name: string;
  group: string;
  /** The TypeORM entity declaring it, when one does. */
  entity: string | null;
  columns: SchemaColumn[];
}

/** The ER diagram's content: read from information_schema, pg_catalog and TypeORM's metadata. */
export interface SchemaSnapshot {
  tables: SchemaTable[];
  relations: SchemaRelation[];
}

/**
 * An admin ran the pending TypeORM migrations (`ran`: their names in the order they ran; empty
 * when none was pending). Stream `admin-console`; the admin is `metadata.userId`.
 */
export type MigrationsRun = DomainEvent<'MigrationsRun', { ran: string[]; executedTotal: number }>;

/** An admin's migration run failed and was rolled back; `error` is the server's message. */
export type MigrationRunFailed = DomainEvent<'MigrationRunFailed', { migration: string | null; error: string }>;

/**
 * An admin regenerated the ER diagram from the live schema. `changed`: whether it differs from the
 * previous sync (by `checksum`, a SHA-256 of the snapshot). Holds no personal data: names of
 * tables, columns and keys only.
 */
export type DbDiagramSynced = DomainEvent<'DbDiagramSynced', { snapshot: SchemaSnapshot; checksum: string; changed: boolean }>;

export type AdminConsoleEvent = MigrationsRun | MigrationRunFailed | DbDiagramSynced;

export const ADMIN_CONSOLE_EVENT_SCHEMAS = eventSchemas<AdminConsoleEvent>({
  MigrationsRun: 1,
  MigrationRunFailed: 1,
  DbDiagramSynced: 1,
});
