import type { MigrationInterface, QueryRunner } from 'typeorm';

// The one way migrations declare what they add to the schema (docs/architecture.md,
// "Migrations"): a table is its columns in order, its table constraints and its indexes, declared
// once; a `SchemaMigration` lists the tables it creates, the columns and indexes it adds to
// tables that exist, and derives both `up` and `down` from that list. Migrations have run on
// databases already: what a declaration emits for them must never change (a change of schema is a
// new migration). `src/tools/dump-schema.ts` prints the migrated schema to compare.

/** Column types, NOT NULL (a read model's columns mostly are). */
export const t = {
  /** A text id that is the table's primary key. */
  id: 'text PRIMARY KEY',
  text: 'text NOT NULL',
  integer: 'integer NOT NULL',
  smallint: 'smallint NOT NULL',
  bigint: 'bigint NOT NULL',
  real: 'real NOT NULL',
  double: 'double precision NOT NULL',
  boolean: 'boolean NOT NULL',
  jsonb: 'jsonb NOT NULL',
  date: 'date NOT NULL',
  timestamptz: 'timestamptz NOT NULL',
} as const;

/** Column types that may be null. */
export const orNull = {
  text: 'text',
  integer: 'integer',
  jsonb: 'jsonb',
  date: 'date',
  timestamptz: 'timestamptz',
} as const;

/** The columns a read-model row that counts its own versions ends with. */
export const versioned = { created_at: t.timestamptz, updated_at: t.timestamptz, revision: t.integer } as const;

/**
 * An index on `on` (SQL: columns, directions). Named `<table>_<as>_idx`; `as` defaults to the
 * first column without an `_id` ending; `name` gives the whole name instead.
 */
export interface IndexDefinition {
  readonly on: string;
  readonly as?: string;
  readonly name?: string;
  readonly unique?: boolean;
  /** A partial index's condition. */
  readonly where?: string;
}

export interface TableDefinition {
  readonly name: string;
  /** Column name → SQL type and column constraints, in the table's column order. */
  readonly columns: Readonly<Record<string, string>>;
  /** A primary key of several columns (SQL column list); one column says `PRIMARY KEY` itself. */
  readonly primaryKey?: string;
  /** Further table constraints (SQL). */
  readonly constraints?: readonly string[];
  readonly indexes?: readonly IndexDefinition[];
}

/** Declares a table, for a `SchemaMigration`'s `tables`. */
export function table(
  name: string,
  columns: TableDefinition['columns'],
  options: Omit<TableDefinition, 'name' | 'columns'> = {},
): TableDefinition {
  return { name, columns, ...options };
}

/** `<table>_<stem>_idx`, the stem being a column without its `_id` ending (or any other word). */
function indexName(tableName: string, stem: string): string {
  return `${tableName}_${stem.replace(/_id$/, '')}_idx`;
}

function nameOf(tableName: string, index: IndexDefinition): string {
  return index.name ?? indexName(tableName, index.as ?? index.on.split(/[ ,]/)[0]);
}

async function createIndex(q: QueryRunner, tableName: string, index: IndexDefinition): Promise<void> {
  const name = nameOf(tableName, index);
  await q.query(`CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX ${name} ON ${tableName} (${index.on})${index.where ? ` WHERE ${index.where}` : ''}`);
}

/** Creates each table, then its indexes, in the order given. */
async function createTables(q: QueryRunner, tables: readonly TableDefinition[]): Promise<void> {
  for (const definition of tables) {
    const lines = [
      ...Object.entries(definition.columns).map(([column, type]) => `${column} ${type}`),
      ...(definition.primaryKey ? [`PRIMARY KEY (${definition.primaryKey})`] : []),
      ...(definition.constraints ?? []),
    ];
    await q.query(`CREATE TABLE ${definition.name} (\n  ${lines.join(',\n  ')}\n)`);
    for (const index of definition.indexes ?? []) await createIndex(q, definition.name, index);
  }
}

/** Drops the tables in the reverse of the order given, those that exist. */
async function dropTables(q: QueryRunner, tables: readonly TableDefinition[]): Promise<void> {
  for (const definition of [...tables].reverse()) {
    await q.query(`DROP TABLE IF EXISTS ${definition.name}`);
  }
}

/**
 * A migration declared by what it adds: `columns` added to tables that exist (table → columns),
 * then the `tables` it creates, then `indexes` on tables that exist (table → indexes). `down`
 * undoes it in the reverse order: drops those indexes, the tables (last created first), the columns.
 */
export abstract class SchemaMigration implements MigrationInterface {
  abstract readonly name: string;
  protected readonly columns: Readonly<Record<string, TableDefinition['columns']>> = {};
  protected readonly tables: readonly TableDefinition[] = [];
  protected readonly indexes: Readonly<Record<string, readonly IndexDefinition[]>> = {};

  async up(q: QueryRunner): Promise<void> {
    for (const [tableName, columns] of Object.entries(this.columns)) {
      const additions = Object.entries(columns).map(([column, type]) => `ADD COLUMN ${column} ${type}`);
      await q.query(`ALTER TABLE ${tableName} ${additions.join(', ')}`);
    }
    await createTables(q, this.tables);
    for (const [tableName, indexes] of Object.entries(this.indexes)) {
      for (const index of indexes) await createIndex(q, tableName, index);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [tableName, indexes] of Object.entries(this.indexes)) {
      for (const index of indexes) await q.query(`DROP INDEX ${nameOf(tableName, index)}`);
    }
    await dropTables(q, this.tables);
    for (const [tableName, columns] of Object.entries(this.columns)) {
      await q.query(`ALTER TABLE ${tableName} ${Object.keys(columns).map((column) => `DROP COLUMN ${column}`).join(', ')}`);
    }
  }
}
