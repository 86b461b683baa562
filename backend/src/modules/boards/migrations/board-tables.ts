import { orNull, t, table, type IndexDefinition, type TableDefinition } from '../../../platform/database/schema.js';

// The tables both boards have, declared alike for each matrix's migrations (their names stay the
// matrix's) with the platform's schema helper: a migration lists them with its own names among its
// tables. A change here would change what old migrations do: never change it, add a migration instead.

/** `<table>`: the departments a board groups its entries by (name and colour), from the organisation's events. */
export function boardDepartmentsTable(name: string, options: { indexByTeam: boolean }): TableDefinition {
  return table(name, { id: t.id, team_id: t.text, name: t.text, color: t.text }, { indexes: options.indexByTeam ? [{ on: 'team_id' }] : [] });
}

/**
 * `<name>`: intervals of time of `key` (decision 0050), one row per interval during which the
 * `columns` held, keyed by the log position of the event that opened it; `valid_to` is null while it lasts.
 */
function intervalTable(name: string, key: string, columns: Record<string, string>, indexes: readonly IndexDefinition[]): TableDefinition {
  return table(
    name,
    { [key]: t.text, opened_position: t.bigint, ...columns, valid_from: t.timestamptz, valid_to: orNull.timestamptz },
    { primaryKey: `${key}, opened_position`, indexes },
  );
}

/**
 * A board's timeline (`BoardTimelineProjection`, decision 0050), its tables named after `prefix`:
 * `<prefix>_intervals`, where an entry stood (`x`, `y`) under which name, department and team,
 * between the matrix's own `leading` and `trailing` columns, found by member while open and by
 * team; `<prefix>_entries`, every entry with its `ownerColumn` (who an as-of read selects entries
 * by); the departments' names and colours over time (`<prefix>_departments`); when each team was
 * created (`<prefix>_teams`).
 */
export function boardTimelineTables(
  prefix: string,
  board: { member: { id: string; name: string }; ownerColumn: string; leading?: Record<string, string>; trailing?: Record<string, string> },
): TableDefinition[] {
  const { member, ownerColumn } = board;
  return [
    intervalTable(
      `${prefix}_intervals`,
      'entry_id',
      {
        ...board.leading,
        team_id: t.text,
        [member.id]: t.text,
        [member.name]: t.text,
        department_id: orNull.text,
        x: t.double,
        y: t.double,
        ...board.trailing,
      },
      // A member's name or department changes: their open intervals are found by member.
      [{ on: member.id, where: 'valid_to IS NULL' }, { on: 'team_id' }],
    ),
    table(`${prefix}_entries`, { entry_id: t.id, [ownerColumn]: t.text }, { indexes: [{ on: ownerColumn }] }),
    intervalTable(`${prefix}_departments`, 'department_id', { team_id: t.text, name: t.text, color: t.text }, [{ on: 'team_id' }]),
    table(`${prefix}_teams`, { team_id: t.id, created_at: t.timestamptz }),
  ];
}
