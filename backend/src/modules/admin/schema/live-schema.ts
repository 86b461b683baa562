import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ProjectionRuntimeService } from '../../../platform/projections/projection-runtime.service.js';
import type { SchemaColumn, SchemaRelation, SchemaSnapshot, SchemaTable } from '../events/admin-console.events.js';

/** Tables no projection owns: the event store, checkpoints, sessions, counters, migrations. */
export const PLATFORM_GROUP = 'platform';

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
  nullable: boolean;
  primary_key: boolean;
}
interface RelationRow {
  name: string;
  table_name: string;
  columns: string[];
  to_table: string;
  to_columns: string[];
}

/**
 * Reads the database's schema as it is now (not as the entities say it should be): tables from
 * information_schema, columns, types and keys from pg_catalog, the owning projection from the
 * projection runtime and the declaring entity from TypeORM's metadata. Only the connection's own
 * schema: a rebuild's shadow schemas are not part of the diagram.
 */
@Injectable()
export class LiveSchema {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: ProjectionRuntimeService,
  ) {}

  /** The base tables of the current schema, by name. */
  async tableNames(): Promise<string[]> {
    const rows: { table_name: string }[] = await this.dataSource.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    return rows.map((row) => row.table_name);
  }

  /** Which projection owns each read-model table (the others are the platform's). */
  async groups(): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    for (const status of await this.runtime.status()) for (const table of status.tables) owners.set(table, status.name);
    return owners;
  }

  async snapshot(): Promise<SchemaSnapshot> {
    const [names, columns, relations, owners] = await Promise.all([
      this.tableNames(),
      this.dataSource.query(
        `SELECT c.relname AS table_name, a.attname AS column_name, format_type(a.atttypid, a.atttypmod) AS type,
                NOT a.attnotnull AS nullable,
                EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'p' AND a.attnum = ANY (k.conkey)) AS primary_key
           FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
          ORDER BY c.relname, a.attnum`,
      ) as Promise<ColumnRow[]>,
      this.dataSource.query(
        `SELECT k.conname AS name, c.relname AS table_name, t.relname AS to_table,
                ARRAY(SELECT a.attname FROM unnest(k.conkey) WITH ORDINALITY u(n, i)
                        JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS columns,
                ARRAY(SELECT a.attname FROM unnest(k.confkey) WITH ORDINALITY u(n, i)
                        JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i)::text[] AS to_columns
           FROM pg_constraint k
           JOIN pg_class c ON c.oid = k.conrelid
           JOIN pg_class t ON t.oid = k.confrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE k.contype = 'f' AND n.nspname = current_schema()
          ORDER BY k.conname`,
      ) as Promise<RelationRow[]>,
      this.groups(),
    ]);
    const entities = new Map(this.dataSource.entityMetadatas.map((meta) => [meta.tableName, meta.targetName || null]));
    const byTable = new Map<string, SchemaColumn[]>(names.map((name) => [name, []]));
    for (const row of columns) {
      byTable.get(row.table_name)?.push({ name: row.column_name, type: row.type, nullable: row.nullable, primaryKey: row.primary_key });
    }
    const tables: SchemaTable[] = names.map((name) => ({
      name,
      group: owners.get(name) ?? PLATFORM_GROUP,
      entity: entities.get(name) ?? null,
      columns: byTable.get(name) ?? [],
    }));
    const known = new Set(names);
    const keys: SchemaRelation[] = relations
      .filter((row) => known.has(row.table_name) && known.has(row.to_table))
      .map((row) => ({ name: row.name, table: row.table_name, columns: row.columns, toTable: row.to_table, toColumns: row.to_columns, inferred: false }));
    return { tables, relations: [...keys, ...inferredRelations(tables, keys)] };
  }
}

const pluralsOf = (base: string) => [`${base}s`, `${base}es`, base.replace(/y$/, 'ies'), base];

/**
 * References the schema does not declare, read from column names: a column `<thing>_id` points
 * at the `id` of the table named `<things>` (or ending in `_<things>`), preferring a table of the
 * same group, when exactly one fits. Columns a declared foreign key already covers are skipped.
 */
export function inferredRelations(tables: readonly SchemaTable[], declared: readonly SchemaRelation[]): SchemaRelation[] {
  const covered = new Set(declared.flatMap((key) => key.columns.map((column) => `${key.table}.${column}`)));
  const targets = tables.filter((t) => {
    const keys = t.columns.filter((c) => c.primaryKey);
    return keys.length === 1 && keys[0].name === 'id';
  });
  const relations: SchemaRelation[] = [];
  for (const table of tables) {
    for (const column of table.columns) {
      const match = /^(.+)_id$/.exec(column.name);
      if (!match || covered.has(`${table.name}.${column.name}`)) continue;
      const names = pluralsOf(match[1]);
      const fits = targets.filter((t) => t.name !== table.name && names.some((n) => t.name === n || t.name.endsWith(`_${n}`)));
      const exact = fits.filter((t) => names.includes(t.name));
      const sameGroup = fits.filter((t) => t.group === table.group);
      const chosen = exact.length === 1 ? exact : sameGroup.length === 1 ? sameGroup : fits.length === 1 ? fits : [];
      if (chosen.length !== 1) continue;
      relations.push({ name: `${table.name}.${column.name}`, table: table.name, columns: [column.name], toTable: chosen[0].name, toColumns: ['id'], inferred: true });
    }
  }
  return relations;
}
