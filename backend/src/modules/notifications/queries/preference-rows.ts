import type { NotificationChannel, NotificationKind } from '@pivot/rules';
import type { Queryable } from '../../../platform/database/rows.js';
import { channelsFrom } from '../domain/channels.js';

/**
 * Each person's channel for every kind (what they chose in `notification_preferences`, else the
 * kind's default): the one source the preferences screen, the e-mail at once, the daily digest and
 * the one-click unsubscribe all read (decision 0090).
 */
export async function channelsOfUsers(db: Queryable, userIds: readonly string[]): Promise<Map<string, Map<NotificationKind, NotificationChannel>>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const rows = (await db.query(`SELECT user_id, kind, channel FROM notification_preferences WHERE user_id = ANY($1::text[])`, [ids])) as {
    user_id: string;
    kind: string;
    channel: string;
  }[];
  return new Map(ids.map((id) => [id, channelsFrom(new Map(rows.filter((r) => r.user_id === id).map((r) => [r.kind, r.channel])))]));
}

/** Stores one person's channels for some kinds (already checked), replacing what they had chosen. */
export async function storeChannels(db: Queryable, userId: string, changes: readonly { kind: string; channel: string }[]): Promise<void> {
  if (!changes.length) return;
  await db.query(
    `INSERT INTO notification_preferences (user_id, kind, channel, updated_at)
     SELECT $1, kind, channel, now() FROM unnest($2::text[], $3::text[]) AS c(kind, channel)
     ON CONFLICT (user_id, kind) DO UPDATE SET channel = EXCLUDED.channel, updated_at = EXCLUDED.updated_at`,
    [userId, changes.map((c) => c.kind), changes.map((c) => c.channel)],
  );
}
