import type { DataSource } from 'typeorm';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Teams a user may read in lists: all for team_admin/admin, else the ones they belong to. */
export async function readableTeamIds(db: DataSource, user: SessionUser): Promise<string[] | 'all'> {
  if (user.isAdmin || user.isTeamAdmin) return 'all';
  const rows: { team_id: string }[] = await db.query(`SELECT team_id FROM user_teams WHERE user_id = $1`, [user.id]);
  return rows.map((r) => r.team_id);
}

/**
 * What a list of one kind of team data covers: the team asked for (its access checked by the
 * caller), else every team the user may read. `WHERE <column> = ANY($1)` with its parameter, an
 * empty clause for all teams, or null when the user reads no team (the list is empty).
 */
export async function listScope(
  db: DataSource,
  user: SessionUser,
  teamId: string | undefined,
  column: string,
): Promise<{ where: string; params: unknown[] } | null> {
  const teams = teamId !== undefined ? [teamId] : await readableTeamIds(db, user);
  if (teams === 'all') return { where: '', params: [] };
  return teams.length === 0 ? null : { where: `WHERE ${column} = ANY($1)`, params: [teams] };
}

/**
 * Teams whose every member's data at once (contact details, evaluations) a user may read: all for
 * team_admin/admin, else the ones they lead (a plain member sees only their own).
 */
export async function boardReadableTeamIds(db: DataSource, user: SessionUser): Promise<string[] | 'all'> {
  if (user.isAdmin || user.isTeamAdmin) return 'all';
  const rows: { team_id: string }[] = await db.query(`SELECT team_id FROM user_teams WHERE user_id = $1 AND is_leader`, [user.id]);
  return rows.map((r) => r.team_id);
}

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A row as node-postgres returns it. */
export type Row = Record<string, never>;
