import type { QueryRunner } from 'typeorm';

// The tables both boards have, created alike by each matrix's migrations (their names stay the
// matrix's). A migration calls these with its own names: the schema is what the SQL here creates,
// so a change here would change what old migrations do: never change it, add a migration instead.

/** `<table>`: the departments a board groups its entries by (name and colour), from the organisation's events. */
export async function createBoardDepartmentsTable(q: QueryRunner, table: string, options: { indexByTeam: boolean }): Promise<void> {
  await q.query(`
    CREATE TABLE ${table} (
      id       text PRIMARY KEY,
      team_id  text NOT NULL,
      name     text NOT NULL,
      color    text NOT NULL
    )`);
  if (options.indexByTeam) await q.query(`CREATE INDEX ${table}_team_idx ON ${table} (team_id)`);
}

/**
 * `<table>`: intervals of time of `key` (decision 0050), one row per interval during which the
 * `columns` (SQL column definitions) held, keyed by the log position of the event that opened it;
 * `valid_to` is null while it lasts.
 */
async function createIntervalTable(q: QueryRunner, table: string, key: string, columns: readonly string[]): Promise<void> {
  const definitions = [
    `${key} text NOT NULL`,
    'opened_position bigint NOT NULL',
    ...columns,
    'valid_from timestamptz NOT NULL',
    'valid_to timestamptz',
    `PRIMARY KEY (${key}, opened_position)`,
  ];
  await q.query(`CREATE TABLE ${table} (\n  ${definitions.join(',\n  ')}\n)`);
}

/**
 * A board's timeline (`BoardTimelineProjection`, decision 0050), its tables named after `prefix`:
 * `<prefix>_intervals`, where an entry stood (`x`, `y`) under which name, department and team,
 * between the matrix's own `leading` and `trailing` columns (SQL column definitions), found by
 * member while open and by team; `<prefix>_entries`, every entry with its `ownerColumn` (who an
 * as-of read selects entries by); the departments' names and colours over time
 * (`<prefix>_departments`); when each team was created (`<prefix>_teams`).
 */
export async function createBoardTimelineTables(
  q: QueryRunner,
  prefix: string,
  board: { member: { id: string; name: string }; ownerColumn: string; leading?: readonly string[]; trailing?: readonly string[] },
): Promise<void> {
  const { member, ownerColumn } = board;
  const memberColumn = member.id;
  const indexName = (table: string, column: string) => `${table}_${column.replace(/_id$/, '')}_idx`;
  await createIntervalTable(q, `${prefix}_intervals`, 'entry_id', [
    ...(board.leading ?? []),
    'team_id text NOT NULL',
    `${member.id} text NOT NULL`,
    `${member.name} text NOT NULL`,
    'department_id text',
    'x double precision NOT NULL',
    'y double precision NOT NULL',
    ...(board.trailing ?? []),
  ]);
  // A member's name or department changes: their open intervals are found by member.
  await q.query(`CREATE INDEX ${indexName(`${prefix}_intervals`, memberColumn)} ON ${prefix}_intervals (${memberColumn}) WHERE valid_to IS NULL`);
  await q.query(`CREATE INDEX ${prefix}_intervals_team_idx ON ${prefix}_intervals (team_id)`);
  await q.query(`
    CREATE TABLE ${prefix}_entries (
      entry_id  text PRIMARY KEY,
      ${ownerColumn}  text NOT NULL
    )`);
  await q.query(`CREATE INDEX ${indexName(`${prefix}_entries`, ownerColumn)} ON ${prefix}_entries (${ownerColumn})`);
  await createIntervalTable(q, `${prefix}_departments`, 'department_id', ['team_id text NOT NULL', 'name text NOT NULL', 'color text NOT NULL']);
  await q.query(`CREATE INDEX ${prefix}_departments_team_idx ON ${prefix}_departments (team_id)`);
  await q.query(`
    CREATE TABLE ${prefix}_teams (
      team_id     text PRIMARY KEY,
      created_at  timestamptz NOT NULL
    )`);
}

/** Drops what `createBoardTimelineTables` created (and the matrix's `extraTables`). */
export async function dropBoardTimelineTables(q: QueryRunner, prefix: string, extraTables: readonly string[] = []): Promise<void> {
  for (const table of [`${prefix}_teams`, `${prefix}_departments`, ...extraTables, `${prefix}_entries`, `${prefix}_intervals`]) {
    await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
