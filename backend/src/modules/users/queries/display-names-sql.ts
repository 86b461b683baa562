/**
 * The display-name lookup of `UserDirectory.displayNames`, as a named prepared statement
 * (`platform/database/prepared-query.ts`): it is on the path of every list that shows authors.
 * Pure (runs nothing): the bench's bare forum handler runs the very same statement.
 */
export const DISPLAY_NAMES_STATEMENT = {
  name: 'users_display_names',
  text: `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = ANY($1::text[])`,
} as const;

export interface DisplayNameRow {
  id: string;
  firstName: string;
  lastName: string;
}

/** Family name first (`姓 名`); an empty name stays empty. */
export const displayName = (row: DisplayNameRow): string => `${row.lastName} ${row.firstName}`.trim();
