import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { moduleMigrations } from '../app.module.js';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.mjs';
import { platformMigrations } from '../platform/database/migrations.js';

/**
 * Migrates a fresh embedded PostgreSQL with every migration and prints its schema, read from the
 * catalogue (the embedded server ships no pg_dump): tables and their columns in order (type,
 * nullability, default), constraints, indexes, views, sequences, functions and triggers, sorted so
 * that two dumps compare with `diff`. For refactoring migration code (docs/adding-a-module.md):
 * dump before, dump after, the diff must be empty.
 *
 *   npm run build -w @pivot/rules && node --import ./src/test-support/typescript-loader.mjs src/tools/dump-schema.ts > schema.txt
 */
const CATALOGUE_QUERIES: readonly { title: string; sql: string }[] = [
  {
    title: 'columns',
    sql: `
      SELECT c.relnamespace::regnamespace || '.' || c.relname || ' ' || c.relkind::text || ' ' || lpad(a.attnum::text, 3, '0') || ' ' ||
             a.attname || ' ' || format_type(a.atttypid, a.atttypmod) ||
             CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END ||
             COALESCE(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '') ||
             CASE WHEN a.attidentity::text <> '' THEN ' IDENTITY ' || a.attidentity::text ELSE '' END ||
             CASE WHEN a.attgenerated::text <> '' THEN ' GENERATED ' || a.attgenerated::text ELSE '' END AS line
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
         AND c.relnamespace::regnamespace::text NOT IN ('pg_catalog', 'information_schema', 'pg_toast')`,
  },
  {
    title: 'constraints',
    sql: `
      SELECT con.connamespace::regnamespace || '.' || cl.relname || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid) AS line
        FROM pg_constraint con JOIN pg_class cl ON cl.oid = con.conrelid
       WHERE con.connamespace::regnamespace::text NOT IN ('pg_catalog', 'information_schema')`,
  },
  {
    title: 'indexes',
    sql: `SELECT indexdef AS line FROM pg_indexes WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  },
  {
    title: 'views',
    sql: `SELECT schemaname || '.' || viewname || ' ' || definition AS line FROM pg_views WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  },
  {
    title: 'sequences',
    sql: `
      SELECT schemaname || '.' || sequencename || ' ' || data_type || ' ' || start_value || ' ' || increment_by AS line
        FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  },
  {
    title: 'functions',
    sql: `
      SELECT pg_get_functiondef(p.oid) AS line
        FROM pg_proc p
       WHERE p.pronamespace::regnamespace::text NOT IN ('pg_catalog', 'information_schema') AND p.prokind IN ('f', 'p')`,
  },
  {
    title: 'triggers',
    sql: `SELECT pg_get_triggerdef(t.oid) AS line FROM pg_trigger t WHERE NOT t.tgisinternal`,
  },
  {
    title: 'migrations',
    sql: `SELECT timestamp || ' ' || name AS line FROM migrations`,
  },
];

async function main(): Promise<void> {
  const server = await startEmbeddedPostgres({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-schema-')), persistent: false });
  const dataSource = new DataSource({ type: 'postgres', url: server.url, migrations: [...platformMigrations, ...moduleMigrations], logging: false });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    for (const { title, sql } of CATALOGUE_QUERIES) {
      const rows = (await dataSource.query(sql)) as { line: string }[];
      process.stdout.write(`-- ${title}\n${rows.map((row) => row.line).sort().join('\n')}\n\n`);
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await server.stop();
  }
}

await main();
