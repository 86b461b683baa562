/**
 * Fresh copies of a projection's tables in a shadow schema, and the swap that puts them in place
 * of the serving tables. Names of constraints and indexes are kept, so later migrations that refer
 * to them by name still work after a rebuild.
 */

/** The schema the application's read models live in (the connection's default search_path). */
export const READ_MODEL_SCHEMA = 'public';

export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function qualified(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}

/** `rebuild_<name>`, reduced to characters PostgreSQL accepts unquoted and to its 63-byte limit. */
export function shadowSchemaName(projectionName: string): string {
  const safe = projectionName.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `rebuild_${safe}`.slice(0, 63);
}

async function rows<T>(q: Queryable, sql: string, parameters?: unknown[]): Promise<T[]> {
  return (await q.query(sql, parameters)) as T[];
}

/** Escapes a string for use inside a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * (Re)creates `schema` holding empty copies of `tables` (columns, defaults, checks, identity),
 * their primary/unique/exclusion constraints and indexes under the original names, and their
 * foreign keys; keys between tables of the set point at the copies. Runs inside a transaction.
 * Three catalog reads for all the tables, then the definitions sent as one multi-statement query:
 * a "rebuild all" copies dozens of tables, and a round trip per statement added up to a second.
 */
export async function createShadowTables(q: Queryable, schema: string, tables: readonly string[]): Promise<void> {
  // Definitions below are printed relative to this path: tables of the read-model schema unqualified.
  await q.query(`SET LOCAL search_path TO ${quoteIdent(READ_MODEL_SCHEMA)}`);
  const sources = tables.map((table) => qualified(READ_MODEL_SCHEMA, table));
  const found = await rows<{ source: string; oid: string | null }>(q, `SELECT s AS source, to_regclass(s)::text AS oid FROM unnest($1::text[]) AS s`, [sources]);
  const missing = tables.filter((_table, i) => !found[i]?.oid);
  if (missing.length) throw new Error(`table ${READ_MODEL_SCHEMA}.${missing[0]} does not exist (missing migration?)`);
  const constraints = await rows<{ source: string; name: string; definition: string; type: string }>(
    q,
    `SELECT s.source, c.conname AS name, pg_get_constraintdef(c.oid) AS definition, c.contype AS type
       FROM unnest($1::text[]) WITH ORDINALITY AS s(source, n)
       JOIN pg_constraint c ON c.conrelid = s.source::regclass AND c.contype IN ('p', 'u', 'x', 'f')
      ORDER BY s.n, CASE c.contype WHEN 'p' THEN 0 WHEN 'u' THEN 1 WHEN 'x' THEN 2 ELSE 3 END, c.conname`,
    [sources],
  );
  const indexes = await rows<{ source: string; definition: string }>(
    q,
    `SELECT s.source, pg_get_indexdef(i.indexrelid) AS definition
       FROM unnest($1::text[]) WITH ORDINALITY AS s(source, n)
       JOIN pg_index i ON i.indrelid = s.source::regclass
      WHERE NOT EXISTS (SELECT 1 FROM pg_constraint c
                         WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u', 'x'))
      ORDER BY s.n, i.indexrelid`,
    [sources],
  );

  const statements = [`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`, `CREATE SCHEMA ${quoteIdent(schema)}`];
  const foreignKeys: string[] = [];
  tables.forEach((table, i) => {
    const source = sources[i];
    const target = qualified(schema, table);
    statements.push(`CREATE TABLE ${target} (LIKE ${source} INCLUDING ALL EXCLUDING INDEXES)`);
    for (const c of constraints.filter((c) => c.source === source)) {
      const statement = `ALTER TABLE ${target} ADD CONSTRAINT ${quoteIdent(c.name)} ${c.definition}`;
      if (c.type === 'f') foreignKeys.push(statement);
      else statements.push(statement);
    }
    for (const index of indexes.filter((x) => x.source === source)) {
      const onTable = new RegExp(` ON (ONLY )?(${literal(quoteIdent(READ_MODEL_SCHEMA))}\\.|${literal(READ_MODEL_SCHEMA)}\\.)?(${literal(quoteIdent(table))}|${literal(table)}) USING `);
      if (!onTable.test(index.definition)) throw new Error(`cannot copy index of ${table}: ${index.definition}`);
      statements.push(index.definition.replace(onTable, (_m, only: string | undefined) => ` ON ${only ?? ''}${target} USING `));
    }
  });
  // Shadow tables first on the path: a key to a table of the set points at its copy.
  statements.push(`SET LOCAL search_path TO ${quoteIdent(schema)}, ${quoteIdent(READ_MODEL_SCHEMA)}`, ...foreignKeys);
  await q.query(statements.join(';\n'));
}

/**
 * Replaces the serving tables with the shadow copies in the caller's transaction: drops the old
 * tables, moves the new ones into the read-model schema, hands serial sequences over to the new
 * columns, re-attaches foreign keys that other tables had on the old ones, drops the shadow schema.
 */
export async function swapShadowTables(q: Queryable, schema: string, tables: readonly string[]): Promise<void> {
  await q.query(`SET LOCAL search_path TO ${quoteIdent(READ_MODEL_SCHEMA)}`);
  const serials: { table: string; column: string; sequence: string }[] = [];
  const inbound: { table: string; name: string; definition: string }[] = [];
  const sources = tables.map((t) => qualified(READ_MODEL_SCHEMA, t));
  for (const table of tables) {
    const source = qualified(READ_MODEL_SCHEMA, table);
    const owned = await rows<{ column: string; sequence: string | null }>(
      q,
      `SELECT a.attname AS column, pg_get_serial_sequence($1, a.attname) AS sequence
         FROM pg_attribute a
        WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attidentity = ''`,
      [source],
    );
    for (const s of owned) if (s.sequence) serials.push({ table, column: s.column, sequence: s.sequence });
    const refs = await rows<{ table: string; name: string; definition: string }>(
      q,
      `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
         FROM pg_constraint c
        WHERE c.contype = 'f' AND c.confrelid = $1::regclass
          AND NOT (c.conrelid = ANY (SELECT unnest($2::text[])::regclass))`,
      [source, sources],
    );
    inbound.push(...refs);
  }
  for (const fk of inbound) await q.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${quoteIdent(fk.name)}`);
  for (const s of serials) await q.query(`ALTER SEQUENCE ${s.sequence} OWNED BY NONE`);
  if (sources.length) await q.query(`DROP TABLE ${sources.join(', ')}`);
  for (const table of tables) await q.query(`ALTER TABLE ${qualified(schema, table)} SET SCHEMA ${quoteIdent(READ_MODEL_SCHEMA)}`);
  for (const s of serials) {
    await q.query(`ALTER SEQUENCE ${s.sequence} OWNED BY ${qualified(READ_MODEL_SCHEMA, s.table)}.${quoteIdent(s.column)}`);
  }
  for (const fk of inbound) await q.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.definition}`);
  await q.query(`DROP SCHEMA ${quoteIdent(schema)}`);
}

export async function dropShadowSchema(q: Queryable, schema: string): Promise<void> {
  await q.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
}
