import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../generated/db-schema.js';

/**
 * Typed rows of the migrated schema (docs/decisions/0073-row-types-from-the-schema.md). The types
 * come from `src/generated/db-schema.ts`, which kysely-codegen writes from a database that ran every
 * migration; a column that is misspelt, missing or of the wrong type here fails `tsc`. Only the
 * types are Kysely's: the statements below are plain SQL run on TypeORM's manager, inside the
 * caller's transaction.
 */

/** A table (or view) of the public schema. */
export type TableName = keyof DB;

/** A column of `T`, by its SQL name. */
export type Column<T extends TableName> = keyof DB[T] & string;

/** A row of `T` as `SELECT *` answers it through the pg driver (timestamps and dates as Date, bigint and numeric as string). */
export type Row<T extends TableName> = Selectable<DB[T]>;

/** A row to insert into `T`: columns with a default may be left out. JSON columns take a JSON text or a plain object. */
export type NewRow<T extends TableName> = Insertable<DB[T]>;

/** Columns to change on `T`'s rows. */
export type RowPatch<T extends TableName> = Updateable<DB[T]>;

/** Equality conditions on `T`'s columns, joined by AND; an array value means "one of". */
export type RowFilter<T extends TableName> = { [C in keyof Row<T>]?: Row<T>[C] | readonly Row<T>[C][] };

/** `snake_case` → `camelCase`, as the read-model entities name their properties. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/**
 * What a TypeORM read-model entity of `T` must declare: one property per column, camel-cased
 * (`class UserPointsRow implements EntityColumns<'user_points'>`). A column the class forgets or
 * misspells fails to compile; the property types stay the entity's own (they describe what the
 * readers' aliased queries answer).
 */
export type EntityColumns<T extends TableName> = { [C in Column<T> as CamelCase<C>]: unknown };

/** TypeORM's EntityManager, DataSource and QueryRunner all answer this. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** PostgreSQL's limit of bound parameters per statement. */
const MAX_PARAMETERS = 65_535;

/**
 * From this many rows an insert binds one array per column and selects from `unnest`: PostgreSQL
 * parses and plans a long `VALUES` list about twice as slowly (10,000 ledger rows: 1.1 s against
 * 0.6 s), which a rebuild's batches would pay.
 */
const UNNEST_FROM = 50;

/** The SQL type of each column, by table: `unnest` needs typed arrays. Read once per table (the migrations ran before). */
const columnTypes = new Map<string, Promise<ReadonlyMap<string, string>>>();

function sqlTypesOf(db: Queryable, table: string): Promise<ReadonlyMap<string, string>> {
  let types = columnTypes.get(table);
  if (!types) {
    types = db
      .query(
        `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
           FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped`,
        [quote(table)],
      )
      .then((result) => new Map((rowsOf(result) as { name: string; type: string }[]).map((c) => [c.name, c.type])));
    types.catch(() => columnTypes.delete(table));
    columnTypes.set(table, types);
  }
  return types;
}

/** TypeORM's manager answers the rows, pg's client a result holding them. */
const rowsOf = (result: unknown): unknown[] => (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []));

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * A value as the driver should bind it: an array goes to a JSON column as JSON text (the driver
 * would write a PostgreSQL array literal; the schema's only array column, `events.applied_inline`,
 * is the event store's and not written through here).
 */
const bound = (value: unknown): unknown => (Array.isArray(value) ? JSON.stringify(value) : value);

function columnsOf(rows: readonly object[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const [column, value] of Object.entries(row)) if (value !== undefined) columns.add(column);
  return [...columns];
}

function whereClause(filter: Record<string, unknown>, parameters: unknown[]): string {
  const conditions = Object.entries(filter)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => {
      if (value === null) return `${quote(column)} IS NULL`;
      parameters.push(Array.isArray(value) ? value : bound(value));
      return Array.isArray(value) ? `${quote(column)} = ANY($${parameters.length})` : `${quote(column)} = $${parameters.length}`;
    });
  if (conditions.length === 0) throw new Error('a row filter needs at least one column (refusing to touch every row)');
  return conditions.join(' AND ');
}

/** `ON CONFLICT` of an insert: ignore the row, or update the listed columns from it. */
export type OnConflict<T extends TableName> =
  | { readonly ignore: true; readonly key?: readonly Column<T>[] }
  | { readonly key: readonly Column<T>[]; readonly update: readonly Column<T>[] };

/**
 * Inserts `rows` into `table`: 50 rows or more that name the same columns in one statement over
 * `unnest` of one typed array per column, fewer (or rows leaving out different columns) as `VALUES`
 * lists within the parameter limit. A column a row leaves out takes its default. `onConflict`: `{ ignore: true }` keeps the row already there;
 * `{ key, update }` overwrites the listed columns of the row with the same key (an upsert).
 */
export async function insertRows<T extends TableName>(db: Queryable, table: T, rows: readonly NewRow<T>[], onConflict?: OnConflict<T>): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(rows);
  const conflict = !onConflict
    ? ''
    : 'ignore' in onConflict
      ? ` ON CONFLICT ${onConflict.key ? `(${onConflict.key.map(quote).join(', ')}) ` : ''}DO NOTHING`
      : ` ON CONFLICT (${onConflict.key.map(quote).join(', ')}) DO ${
          onConflict.update.length === 0 ? 'NOTHING' : `UPDATE SET ${onConflict.update.map((c) => `${quote(c)} = EXCLUDED.${quote(c)}`).join(', ')}`
        }`;
  const complete = rows.every((row) => columns.every((column) => (row as Record<string, unknown>)[column] !== undefined));
  if (rows.length >= UNNEST_FROM && complete) {
    const types = await sqlTypesOf(db, table);
    // A column of an array type cannot travel as one element of an array: those tables take VALUES.
    if (columns.every((column) => types.has(column) && !types.get(column)!.endsWith('[]'))) {
      const arrays = columns.map((column) => rows.map((row) => bound((row as Record<string, unknown>)[column])));
      const casts = columns.map((column, i) => `$${i + 1}::${types.get(column)}[]`).join(', ');
      await db.query(`INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) SELECT * FROM unnest(${casts})${conflict}`, arrays);
      return;
    }
  }
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length)));
  for (let start = 0; start < rows.length; start += perStatement) {
    const parameters: unknown[] = [];
    const values = rows.slice(start, start + perStatement).map((row) => {
      const record = row as Record<string, unknown>;
      const cells = columns.map((column) => {
        if (record[column] === undefined) return 'DEFAULT';
        parameters.push(bound(record[column]));
        return `$${parameters.length}`;
      });
      return `(${cells.join(', ')})`;
    });
    await db.query(`INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${values.join(', ')}${conflict}`, parameters);
  }
}

/** Inserts one row (see insertRows). */
export function insertRow<T extends TableName>(db: Queryable, table: T, row: NewRow<T>, onConflict?: OnConflict<T>): Promise<void> {
  return insertRows(db, table, [row], onConflict);
}

/**
 * Inserts `row`, or overwrites the row with the same `key`: every column `row` names outside the
 * key, or only `update` when given.
 */
export function upsertRow<T extends TableName>(db: Queryable, table: T, row: NewRow<T>, key: readonly Column<T>[], update?: readonly Column<T>[]): Promise<void> {
  return upsertRows(db, table, [row], key, update);
}

/** upsertRow for many rows (one statement per parameter limit). */
export function upsertRows<T extends TableName>(
  db: Queryable,
  table: T,
  rows: readonly NewRow<T>[],
  key: readonly Column<T>[],
  update?: readonly Column<T>[],
): Promise<void> {
  const changed = update ?? (columnsOf(rows).filter((column) => !(key as readonly string[]).includes(column)) as Column<T>[]);
  return insertRows(db, table, rows, { key, update: changed });
}

/** `UPDATE table SET … WHERE …`: sets `patch`'s columns on the rows `where` matches. */
export async function updateRows<T extends TableName>(db: Queryable, table: T, patch: RowPatch<T>, where: RowFilter<T>): Promise<void> {
  const parameters: unknown[] = [];
  const assignments = Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => {
      parameters.push(bound(value));
      return `${quote(column)} = $${parameters.length}`;
    });
  if (assignments.length === 0) return;
  await db.query(`UPDATE ${quote(table)} SET ${assignments.join(', ')} WHERE ${whereClause(where, parameters)}`, parameters);
}

/** `DELETE FROM table WHERE …`. */
export async function deleteRows<T extends TableName>(db: Queryable, table: T, where: RowFilter<T>): Promise<void> {
  const parameters: unknown[] = [];
  await db.query(`DELETE FROM ${quote(table)} WHERE ${whereClause(where, parameters)}`, parameters);
}
