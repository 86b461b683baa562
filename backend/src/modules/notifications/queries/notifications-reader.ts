import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  channelsOf,
  defaultChannelOf,
  inAppOnlyMessage,
  isNotificationChannel,
  isNotificationKind,
  NOTIFICATION_KIND_IDS,
  NOTIFICATION_PREFERENCE_MESSAGES as M,
  type NotificationChannel,
  type NotificationKind,
} from '@pivot/rules';
import type { DataSource } from 'typeorm';
import { DomainError, NotFoundError } from '../../../platform/domain/domain-error.js';
import { OwnershipProofs } from '../../anonymous-posts/index.js';
import { UserDirectory } from '../../users/index.js';
import { subjects } from '../domain/notification-mapping.js';
import { channelsOfUsers, storeChannels } from './preference-rows.js';

/** How many of the latest anonymous posts with notifications are tried against the caller's proofs (decision 0082). */
export const ANONYMOUS_SUBJECTS_TRIED = 2_000;
/** Page size of the list. */
export const NOTIFICATIONS_PAGE = 20;

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  actorName: string | null;
  title: string;
  body: string | null;
  link: string;
  count: number;
  createdAt: string;
  read: boolean;
}

export interface NotificationPage {
  items: NotificationItem[];
  nextCursor: string | null;
}

export interface NotificationPreference {
  kind: NotificationKind;
  channel: NotificationChannel;
  isDefault: boolean;
}

interface Row {
  id: string;
  kind: NotificationKind;
  actor_id: string | null;
  title: string;
  body: string | null;
  link: string;
  count: number;
  created_at: Date;
  read: boolean;
}

const ANONYMOUS_PREFIX = subjects.anonymousPost('');
const NOT_FOUND = '通知が見つかりません';
const BAD_CURSOR = 'ページの指定（cursor）が正しくありません';

/**
 * The caller's notifications, read marks and preferences (docs/modules/notifications.md). Rows
 * for an anonymous post's author carry the post's owner proof, not the author: the caller's own
 * are found by computing their proof for each of the latest anonymous subjects, the same work
 * whoever asks (decision 0082).
 */
@Injectable()
export class NotificationsReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly proofs: OwnershipProofs,
    private readonly users: UserDirectory,
  ) {}

  /** The owner proofs of the anonymous posts `userId` wrote, among those that have notifications. */
  async ownerProofsOf(userId: string): Promise<string[]> {
    const rows = (await this.db.query(ANONYMOUS_SUBJECTS_SQL, [ANONYMOUS_SUBJECTS_TRIED])) as { subject_id: string; recipient_proof: string }[];
    return rows.filter((r) => this.proofs.owner(userId, r.subject_id.slice(ANONYMOUS_PREFIX.length)) === r.recipient_proof).map((r) => r.recipient_proof);
  }

  /** Whether `proof` is `userId`'s for the anonymous subject (the live channel's check per connected user). */
  owns(userId: string, subjectId: string, proof: string): boolean {
    return subjectId.startsWith(ANONYMOUS_PREFIX) && this.proofs.owner(userId, subjectId.slice(ANONYMOUS_PREFIX.length)) === proof;
  }

  async list(userId: string, cursor: string | undefined, limit = NOTIFICATIONS_PAGE): Promise<NotificationPage> {
    const after = cursor === undefined ? null : decodeCursor(cursor);
    const proofs = await this.ownerProofsOf(userId);
    const rows = (await this.db.query(LIST_PAGE_SQL, [userId, proofs, after?.createdAt ?? null, after?.id ?? null, limit + 1])) as Row[];
    const page = rows.slice(0, limit);
    const names = await this.users.displayNames([...new Set(page.flatMap((r) => (r.actor_id ? [r.actor_id] : [])))]);
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        id: r.id,
        kind: r.kind,
        actorName: r.actor_id ? (names.get(r.actor_id) ?? null) : null,
        title: r.title,
        body: r.body,
        link: r.link,
        count: r.count,
        createdAt: r.created_at.toISOString(),
        read: r.read,
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
    };
  }

  async unreadCount(userId: string): Promise<number> {
    const proofs = await this.ownerProofsOf(userId);
    const [row] = (await this.db.query(`SELECT count(*)::int AS count FROM (${SELECT_MINE}) mine WHERE NOT mine.read`, [userId, proofs])) as { count: number }[];
    return row?.count ?? 0;
  }

  /**
   * Notifications newer than `position` (a source event's position), oldest first: what a tab
   * reconnecting with `Last-Event-ID` missed.
   */
  async since(userId: string, position: bigint): Promise<{ id: string; position: string }[]> {
    const proofs = await this.ownerProofsOf(userId);
    const rows = (await this.db.query(`SELECT id, source_position FROM (${SELECT_MINE} AND n.source_position > $3) mine ORDER BY source_position LIMIT 100`, [
      userId,
      proofs,
      position.toString(),
    ])) as { id: string; source_position: string }[];
    return rows.map((r) => ({ id: r.id, position: r.source_position }));
  }

  /** Marks one of the caller's own (named) notifications read; an anonymous one is marked by `markAnonymousRead`. */
  async markRead(userId: string, id: string): Promise<void> {
    const [row] = (await this.db.query(
      `INSERT INTO notification_reads (notification_id, read_at)
       SELECT id, now() FROM notifications WHERE id = $1 AND recipient_id = $2
       ON CONFLICT (notification_id) DO UPDATE SET read_at = EXCLUDED.read_at RETURNING notification_id`,
      [id, userId],
    )) as unknown[];
    if (!row) throw new NotFoundError('NOTIFICATIONS.NOT_FOUND', NOT_FOUND);
  }

  /**
   * Marks one notification of an anonymous post's author read, by the caller's proof. The mark
   * holds no user and no time of reading: its time is the notification's own (decision 0082).
   */
  async markAnonymousRead(userId: string, id: string): Promise<void> {
    const [row] = (await this.db.query(`SELECT subject_id, recipient_proof, created_at FROM notifications WHERE id = $1 AND recipient_proof IS NOT NULL`, [id])) as {
      subject_id: string;
      recipient_proof: string;
      created_at: Date;
    }[];
    if (!row || !this.owns(userId, row.subject_id, row.recipient_proof)) throw new NotFoundError('NOTIFICATIONS.NOT_FOUND', NOT_FOUND);
    await this.db.query(
      `INSERT INTO notification_reads (notification_id, read_at) VALUES ($1, $2)
       ON CONFLICT (notification_id) DO UPDATE SET read_at = EXCLUDED.read_at`,
      [id, row.created_at],
    );
  }

  /** Everything the caller has now is read (anonymous ones too: the mark names only the caller and a time). */
  async markAllRead(userId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO notification_read_marks (user_id, read_through) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET read_through = GREATEST(notification_read_marks.read_through, EXCLUDED.read_through)`,
      [userId],
    );
  }

  async preferences(userId: string): Promise<NotificationPreference[]> {
    const channels = (await channelsOfUsers(this.db, [userId])).get(userId) as ReadonlyMap<NotificationKind, NotificationChannel>;
    return NOTIFICATION_KIND_IDS.map((kind) => {
      const channel = channels.get(kind) as NotificationChannel;
      return { kind, channel, isDefault: channel === defaultChannelOf(kind) };
    });
  }

  /**
   * Stores the given kinds' channels, all or none: an unknown kind or channel, a kind twice, or
   * e-mail for a kind that stays in the app (decision 0090) refuses the whole change.
   */
  async setPreferences(userId: string, changes: readonly { kind: string; channel: string }[]): Promise<NotificationPreference[]> {
    const seen = new Set<string>();
    for (const { kind, channel } of changes) {
      if (!isNotificationKind(kind)) throw new DomainError('NOTIFICATIONS.PREFERENCE', M.unknownKind(kind));
      if (!isNotificationChannel(channel)) throw new DomainError('NOTIFICATIONS.PREFERENCE', M.unknownChannel(channel));
      if (seen.has(kind)) throw new DomainError('NOTIFICATIONS.PREFERENCE', M.duplicateKind(kind));
      if (!channelsOf(kind).includes(channel)) throw new DomainError('NOTIFICATIONS.PREFERENCE', inAppOnlyMessage(kind));
      seen.add(kind);
    }
    await storeChannels(this.db, userId, changes);
    return this.preferences(userId);
  }
}

/**
 * Whether notification `n` is read: marked read (`r`, `notification_reads`) since its latest update,
 * or older than its recipient's "all read" mark (`m`, `notification_read_marks`).
 */
export const IS_READ = `(COALESCE(r.read_at >= n.created_at, false) OR COALESCE(m.read_through >= n.created_at, false))`;

/**
 * The caller's rows ($1 the user, $2 their owner proofs) with whether each is read: marked read
 * since its latest update, or older than the caller's "all read" mark.
 */
/** The latest anonymous subjects with notifications and their owner proofs ($1: how many). */
export const ANONYMOUS_SUBJECTS_SQL = `SELECT subject_id, recipient_proof FROM (
    SELECT subject_id, recipient_proof, max(source_position) AS latest FROM notifications
    WHERE recipient_proof IS NOT NULL GROUP BY subject_id, recipient_proof) s
  ORDER BY latest DESC LIMIT $1`;

const SELECT_MINE = `
  SELECT n.id, n.kind, n.actor_id, n.title, n.body, n.link, n.count, n.created_at, n.source_position,
         ${IS_READ} AS read
  FROM notifications n
  LEFT JOIN notification_reads r ON r.notification_id = n.id
  LEFT JOIN notification_read_marks m ON m.user_id = $1
  WHERE (n.recipient_id = $1 OR n.recipient_proof = ANY($2::text[]))`;

/** One page of the caller's notifications: $1 user, $2 owner proofs, $3/$4 the cursor (or null), $5 page size + 1. The bench's bare server runs it too. */
export const LIST_PAGE_SQL = `${SELECT_MINE}
  AND ($3::timestamptz IS NULL OR (n.created_at, n.id) < ($3::timestamptz, $4::uuid))
  ORDER BY n.created_at DESC, n.id DESC LIMIT $5`;

export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || !createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) throw new DomainError('NOTIFICATIONS.BAD_CURSOR', BAD_CURSOR);
  return { createdAt, id };
}
