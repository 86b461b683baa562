import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IN_APP_ONLY_KINDS, NOTIFICATION_KIND_IDS, type NotificationKind } from '@pivot/rules';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../platform/database/rows.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { MailOutbox, type OutgoingMail } from '../../../platform/mail/mail-outbox.js';
import type { MailAddressee, MailSubscriptions } from '../../../platform/mail/mail-subscriptions.js';
import { READ_MODEL_SCHEMA } from '../../../platform/projections/shadow-tables.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { UserDirectory } from '../../users/index.js';
import { BATCHED_KINDS, type NotificationDraft, type NotifiedEvent } from '../domain/notification-mapping.js';
import type { NotificationDelivery } from '../projections/notification-delivery.port.js';
import { notificationId } from '../projections/notifications.projection.js';
import { channelsOfUsers, storeChannels } from '../queries/preference-rows.js';
import { NotificationBatchMail } from './notification-batch-mail.js';
import { atOnceMailKind, isNotificationMailKind, notificationKindOfMail } from './notification-mail-kinds.js';
import { atOnceMail } from './notification-mails.js';

/** A notification about an event older than this is not mailed at once (a catch-up after a long outage tells in the app and the digest). */
const AT_ONCE_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * Notifications by e-mail (decision 0090).
 *
 * - **At once**: the projection hands over the notifications it has just written, in its
 *   transaction; those whose recipient's channel for the kind is e-mail are enqueued in the outbox
 *   keyed by (source event, recipient, `notification.<kind>`), so a replay, a retried batch or a
 *   second instance adds nothing. Notifications addressed by an owner proof (an anonymous post's
 *   author) are never mailed. A batched kind (likes) is mailed when its window closes, as one mail
 *   for every like in it (`notification-batch-mail.ts`).
 * - **One preference**: the outbox asks this class whether a notification mail is still wanted
 *   when it claims it, and its one-click unsubscribe sets the kind to "in the app only" here: the
 *   preference is the only record of who wants which mail.
 */
@Injectable()
export class NotificationMailer implements MailSubscriptions, NotificationDelivery, OnModuleInit {
  readonly afterStop = 'アプリ内の通知はこれまでどおり届きます。メールでの受け取りは、PIVOT の「通知」ページにある「通知の受け取り方」からいつでも再開できます。';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: MailOutbox,
    private readonly users: UserDirectory,
    private readonly batches: NotificationBatchMail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.useSubscriptions(this);
  }

  governs(kind: string): boolean {
    return isNotificationMailKind(kind);
  }

  async unwanted(mails: readonly MailAddressee[]): Promise<ReadonlySet<number>> {
    const channels = await channelsOfUsers(this.db, mails.map((m) => m.recipientId));
    const unwanted = new Set<number>();
    mails.forEach((mail, index) => {
      const kind = notificationKindOfMail(mail.kind);
      const theirs = channels.get(mail.recipientId);
      const wanted = kind === 'digest' ? [...(theirs?.values() ?? [])].includes('digest') : kind !== null && theirs?.get(kind) === 'email';
      if (!wanted) unwanted.add(index);
    });
    return unwanted;
  }

  /** Unsubscribing from a kind sets it to "in the app only"; from the digest, every kind the digest carried. */
  async stop(recipientId: string, mailKind: string): Promise<boolean> {
    const kind = notificationKindOfMail(mailKind);
    if (kind === null) return false;
    const theirs = (await channelsOfUsers(this.db, [recipientId])).get(recipientId);
    const stopped = (kind === 'digest' ? NOTIFICATION_KIND_IDS.filter((k) => theirs?.get(k) === 'digest') : [kind]).filter((k) => theirs?.get(k) !== 'in_app');
    await storeChannels(this.db, recipientId, stopped.map((k) => ({ kind: k, channel: 'in_app' })));
    return stopped.length > 0;
  }

  /**
   * Enqueues the e-mail at once of the notifications `event` has just produced, in the projection's
   * transaction `db`. Only for the serving tables: a rebuild replays history into a shadow schema.
   */
  async enqueueAtOnce(drafts: readonly NotificationDraft[], event: RecordedEventOf<NotifiedEvent>, db: Queryable): Promise<void> {
    const named = drafts.flatMap((d) => ('userId' in d.recipient && !IN_APP_ONLY_KINDS.has(d.kind) ? [{ ...d, userId: d.recipient.userId }] : []));
    if (!named.length) return;
    const wanted = (await this.isFresh(event, db)) ? await this.wantingMail(named, db) : [];
    const batched = named.filter((d) => BATCHED_KINDS.has(d.kind));
    // A batched row counted up by this event: its mail waits for the window's end; not mailed, it counts as told.
    const untold = batched.filter((d) => !wanted.includes(d)).map((d) => notificationId(d, event.eventId));
    if (untold.length) await db.query(`UPDATE notifications SET mailed_count = count WHERE id = ANY($1::uuid[]) AND source_event_id = $2`, [untold, event.eventId]);
    for (const d of wanted.filter((w) => BATCHED_KINDS.has(w.kind))) await this.batches.schedule(notificationId(d, event.eventId), this.clock.now());
    const single = wanted.filter((d) => !BATCHED_KINDS.has(d.kind));
    if (!single.length) return;
    const people = await this.users.contacts([...single.map((d) => d.userId), ...single.flatMap((d) => (d.actorId ? [d.actorId] : []))]);
    const mails = single.flatMap((d): OutgoingMail[] => {
      const to = people.get(d.userId);
      if (!to) return [];
      const actorName = d.actorId ? (people.get(d.actorId)?.displayName ?? null) : null;
      return [
        {
          sourceId: event.eventId,
          kind: atOnceMailKind(d.kind),
          to: to.email,
          recipientId: d.userId,
          // The actor's name is in it: forgetting either person empties the mail.
          subjects: d.actorId ? [d.userId, d.actorId] : [d.userId],
          content: atOnceMail({ kind: d.kind, title: d.title, body: d.body, link: d.link, actorName }, to.displayName),
        },
      ];
    });
    await this.outbox.enqueue(mails, db);
  }

  /** An event of the last day, applied to the serving tables (a rebuild replays history into a shadow schema, and tells nobody). */
  private async isFresh(event: RecordedEventOf<NotifiedEvent>, db: Queryable): Promise<boolean> {
    if (this.clock.now().getTime() - Date.parse(event.metadata.occurredAt) > AT_ONCE_WITHIN_MS) return false;
    const [{ schema }] = (await db.query(`SELECT current_schema() AS schema`)) as [{ schema: string }];
    return schema === READ_MODEL_SCHEMA;
  }

  private async wantingMail<T extends { userId: string; kind: NotificationKind }>(named: readonly T[], db: Queryable): Promise<T[]> {
    const channels = await channelsOfUsers(db, named.map((d) => d.userId));
    return named.filter((d) => channels.get(d.userId)?.get(d.kind) === 'email');
  }
}
