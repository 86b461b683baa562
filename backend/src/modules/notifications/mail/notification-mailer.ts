import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IN_APP_ONLY_KINDS, NOTIFICATION_KIND_IDS } from '@pivot/rules';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../platform/database/rows.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { MailOutbox, type OutgoingMail } from '../../../platform/mail/mail-outbox.js';
import type { MailAddressee, MailSubscriptions } from '../../../platform/mail/mail-subscriptions.js';
import { READ_MODEL_SCHEMA } from '../../../platform/projections/shadow-tables.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { UserDirectory } from '../../users/index.js';
import type { NotificationDraft, NotifiedEvent } from '../domain/notification-mapping.js';
import type { NotificationDelivery } from '../projections/notification-delivery.port.js';
import { channelsOfUsers, storeChannels } from '../queries/preference-rows.js';
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
 *   author) are never mailed.
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
    if (this.clock.now().getTime() - Date.parse(event.metadata.occurredAt) > AT_ONCE_WITHIN_MS) return;
    const [{ schema }] = (await db.query(`SELECT current_schema() AS schema`)) as [{ schema: string }];
    if (schema !== READ_MODEL_SCHEMA) return;
    const channels = await channelsOfUsers(db, named.map((d) => d.userId));
    const wanted = named.filter((d) => channels.get(d.userId)?.get(d.kind) === 'email');
    if (!wanted.length) return;
    const people = await this.users.contacts([...wanted.map((d) => d.userId), ...wanted.flatMap((d) => (d.actorId ? [d.actorId] : []))]);
    const mails = wanted.flatMap((d): OutgoingMail[] => {
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
}
