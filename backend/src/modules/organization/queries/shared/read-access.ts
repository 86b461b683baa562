import type { DataSource } from 'typeorm';
import type { SessionUser } from '../../../../platform/auth/session-user.js';

/** Teams a user may read in lists: all for team_admin/admin, else the ones they belong to. */
export async function readableTeamIds(db: DataSource, user: SessionUser): Promise<string[] | 'all'> {
  if (user.isAdmin || user.isTeamAdmin) return 'all';
  const rows: { team_id: string }[] = await db.query(`SELECT team_id FROM user_teams WHERE user_id = $1`, [user.id]);
  return rows.map((r) => r.team_id);
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

/** `WHERE <column> = ANY($n)` when limited to some teams; nothing when all. */
export function teamFilter(teamIds: string[] | 'all', column: string): { where: string; params: unknown[] } {
  return teamIds === 'all' ? { where: '', params: [] } : { where: `WHERE ${column} = ANY($1)`, params: [teamIds] };
}

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A row as node-postgres returns it. */
export type Row = Record<string, never>;
