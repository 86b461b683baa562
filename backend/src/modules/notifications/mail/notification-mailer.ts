import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IN_APP_ONLY_KINDS, NOTIFICATION_KIND_IDS, type NotificationKind } from '@pivot/rules';
import type { DataSource } from 'typeorm';
import type { Queryable } from '../../../platform/database/rows.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { MailOutbox } from '../../../platform/mail/mail-outbox.js';
import type { MailAddressee, MailSubscriptions } from '../../../platform/mail/mail-subscriptions.js';
import { DueJobKind, type DueJobHandler } from '../../../platform/schedule/due-job-handler.js';
import { DueJobs, type ClaimedDueJob } from '../../../platform/schedule/due-jobs.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { BATCHED_KINDS, type NotificationDraft, type NotifiedEvent } from '../domain/notification-mapping.js';
import type { NotificationDelivery } from '../projections/notification-delivery.port.js';
import { notificationId } from '../projections/notifications.projection.js';
import { channelsOfUsers, storeChannels } from '../queries/preference-rows.js';
import { NotificationBatchMail } from './notification-batch-mail.js';
import { NotificationMailSender } from './notification-mail-sender.js';
import { atOnceMailKind, isNotificationMailKind, notificationKindOfMail } from './notification-mail-kinds.js';
import { atOnceMail } from './notification-mails.js';

/** A notification about an event older than this is not mailed at once (a catch-up after a long outage tells in the app and the digest). */
const AT_ONCE_WITHIN_MS = 24 * 60 * 60 * 1000;
/** The due-job kind that writes one event's mails at once, right after the projection's commit. */
const AT_ONCE_JOB = 'notifications.at-once-mail';

/** A notification row as the at-once job reads it back. */
interface WrittenNotification {
  id: string;
  kind: NotificationKind;
  userId: string;
  actorId: string | null;
  title: string;
  body: string | null;
  link: string;
}

/**
 * Notifications by e-mail (decision 0090).
 *
 * - **At once**: the projection hands over the notifications it has just written, in its
 *   transaction, as a due job keyed by the event; right after the commit (the live notice wakes
 *   the runner) those whose recipient's channel for the kind is e-mail are enqueued in the outbox
 *   keyed by (source event, recipient, `notification.<kind>`), so a replay, a retried batch or a
 *   second instance adds nothing, and 500 mails never delay the live channel. Notifications addressed by an owner proof (an anonymous post's
 *   author) are never mailed. A batched kind (likes) is mailed when its window closes, as one mail
 *   for every like in it (`notification-batch-mail.ts`).
 * - **One preference**: the outbox asks this class whether a notification mail is still wanted
 *   when it claims it, and its one-click unsubscribe sets the kind to "in the app only" here: the
 *   preference is the only record of who wants which mail.
 */
@Injectable()
@DueJobKind()
export class NotificationMailer implements MailSubscriptions, NotificationDelivery, DueJobHandler, OnModuleInit {
  readonly kind = AT_ONCE_JOB;
  readonly afterStop = 'アプリ内の通知はこれまでどおり届きます。メールでの受け取りは、PIVOT の「通知」ページにある「通知の受け取り方」からいつでも再開できます。';

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: MailOutbox,
    private readonly mails: NotificationMailSender,
    private readonly batches: NotificationBatchMail,
    private readonly jobs: DueJobs,
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
   * Hands the notifications `event` has just written to the e-mail at once, in the projection's
   * transaction `db`: a due job keyed by the event, run right after the commit (the live notice
   * goes first; rendering and writing the mails never holds the projection up). An event older
   * than a day or replayed into a rebuild's shadow tables is not mailed: its batched rows count as
   * told, so a later batch mail tells only what came after.
   */
  async enqueueAtOnce(drafts: readonly NotificationDraft[], event: RecordedEventOf<NotifiedEvent>, db: Queryable, serving: boolean): Promise<void> {
    const named = drafts.filter((d) => 'userId' in d.recipient && !IN_APP_ONLY_KINDS.has(d.kind));
    if (!named.length) return;
    if (serving && this.isRecent(event)) {
      await this.jobs.schedule({ kind: AT_ONCE_JOB, key: `${AT_ONCE_JOB}:${event.eventId}`, dueAt: this.clock.now(), payload: { eventId: event.eventId } }, db);
      return;
    }
    const batched = named.filter((d) => BATCHED_KINDS.has(d.kind)).map((d) => notificationId(d, event.eventId));
    if (batched.length) await this.markTold(batched, event.eventId, db);
  }

  /**
   * The at-once job of one event: the notifications it wrote (read back by their source event)
   * whose recipient's channel for the kind is e-mail are enqueued keyed by (event, recipient,
   * `notification.<kind>`), so a repeated run, a replay or a second instance adds nothing; a
   * batched kind (likes) waits for its window's end (`notification-batch-mail.ts`), or, not
   * wanted by e-mail, counts as told.
   */
  async run(job: ClaimedDueJob): Promise<void> {
    const { eventId } = job.payload as { eventId: string };
    const rows = (await this.db.query(
      `SELECT id, kind, recipient_id AS "userId", actor_id AS "actorId", title, body, link FROM notifications WHERE source_event_id = $1 AND recipient_id IS NOT NULL ORDER BY id`,
      [eventId],
    )) as WrittenNotification[];
    const named = rows.filter((r) => !IN_APP_ONLY_KINDS.has(r.kind));
    if (!named.length) return;
    const wanted = await this.wantingMail(named, this.db);
    const untold = named.filter((r) => BATCHED_KINDS.has(r.kind) && !wanted.includes(r)).map((r) => r.id);
    if (untold.length) await this.markTold(untold, eventId, this.db);
    for (const r of wanted.filter((w) => BATCHED_KINDS.has(w.kind))) await this.batches.schedule(r.id, this.clock.now());
    const single = wanted.filter((r) => !BATCHED_KINDS.has(r.kind));
    if (!single.length) return;
    await this.mails.send(
      single.map((r) => ({
        sourceId: eventId,
        kind: atOnceMailKind(r.kind),
        recipientId: r.userId,
        // The actor's name is in it: forgetting either person empties the mail.
        namedIds: r.actorId ? [r.actorId] : [],
        content: (recipientName, nameOf) => atOnceMail({ kind: r.kind, title: r.title, body: r.body, link: r.link, actorName: nameOf(r.actorId) }, recipientName),
      })),
    );
  }

  /** Batched rows last counted up by `eventId` count as told by e-mail (not to be mailed). */
  private async markTold(ids: readonly string[], eventId: string, db: Queryable): Promise<void> {
    await db.query(`UPDATE notifications SET mailed_count = count WHERE id = ANY($1::uuid[]) AND source_event_id = $2`, [ids, eventId]);
  }

  /** An event of the last day (an older one, replayed or caught up late, is not mailed). */
  private isRecent(event: RecordedEventOf<NotifiedEvent>): boolean {
    return this.clock.now().getTime() - Date.parse(event.metadata.occurredAt) <= AT_ONCE_WITHIN_MS;
  }

  private async wantingMail<T extends { userId: string; kind: NotificationKind }>(named: readonly T[], db: Queryable): Promise<T[]> {
    const channels = await channelsOfUsers(db, named.map((d) => d.userId));
    return named.filter((d) => channels.get(d.userId)?.get(d.kind) === 'email');
  }
}
