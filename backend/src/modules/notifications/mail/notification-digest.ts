import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IN_APP_ONLY_KINDS, type NotificationKind } from '@pivot/rules';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { DueJobKind, type DueJobHandler } from '../../../platform/schedule/due-job-handler.js';
import { DueJobs, type ClaimedDueJob } from '../../../platform/schedule/due-jobs.js';
import { addCalendarDays, calendarDate, nextCalendarDate, startOfDay } from '../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { IS_READ } from '../queries/notifications-reader.js';
import { channelsOfUsers } from '../queries/preference-rows.js';
import { DIGEST_MAIL_KIND } from './notification-mail-kinds.js';
import { NotificationMailSender } from './notification-mail-sender.js';
import { digestMail } from './notification-mails.js';

/** The due-job kind of the daily digest; one job per calendar date (`notifications.daily-digest:2026-12-07`). */
export const DIGEST_JOB = 'notifications.daily-digest';
const digestKey = (date: string) => `${DIGEST_JOB}:${date}`;

interface DigestRow {
  recipient_id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string;
  actor_id: string | null;
}

/**
 * The daily digest (decision 0090): at `NOTIFICATION_DIGEST_HOUR` in `APP_TIME_ZONE`, one mail to
 * each person who reads some kinds this way, listing their unread notifications of those kinds
 * written since the previous digest moment (the day before at the same hour), grouped; nobody
 * with nothing to read gets one.
 *
 * Run by the due-time scheduler (decision 0084), once across instances: a job per date, keyed by
 * the date, scheduled at start (the next moment) and by each run (the following date). After an
 * outage of several days, the missed days are not each mailed: the oldest missed job finds later
 * moments already passed and hands over to the latest passed one (`since`: its own date), whose
 * one digest covers every day since the last digest sent and says the span. The mail is keyed by
 * (`notification-digest:<date>`, person, digest kind) and a job's window comes from its payload
 * alone, so a run repeated after a crash, or run twice, enqueues nothing new.
 */
@Injectable()
@DueJobKind()
export class NotificationDigest implements DueJobHandler, OnApplicationBootstrap {
  readonly kind = DIGEST_JOB;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mails: NotificationMailSender,
    private readonly jobs: DueJobs,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.schedule(this.nextDate(this.clock.now()));
  }

  /** The digest moment of a calendar date: the digest hour that day, in the deployment's zone. */
  momentOf(date: string): Date {
    return new Date(startOfDay(date, this.config.timeZone).getTime() + this.config.mail.digestHour * 3_600_000);
  }

  /** The date of the first digest moment after `instant`. */
  nextDate(instant: Date): string {
    const today = calendarDate(instant, this.config.timeZone);
    return this.momentOf(today) > instant ? today : nextCalendarDate(today);
  }

  /** The date of the latest digest moment at or before `instant`. */
  latestDate(instant: Date): string {
    const today = calendarDate(instant, this.config.timeZone);
    return this.momentOf(today) <= instant ? today : addCalendarDays(today, -1);
  }

  /** Schedules the digest of `date`; `since` (a missed earlier date) widens its window back to that date's. */
  async schedule(date: string, since?: string): Promise<void> {
    await this.jobs.schedule({ kind: DIGEST_JOB, key: digestKey(date), dueAt: this.momentOf(date), payload: since ? { date, since } : { date } });
  }

  async run(job: ClaimedDueJob): Promise<void> {
    const { date, since } = job.payload as { date: string; since?: string };
    const latest = this.latestDate(this.clock.now());
    // A missed day while later moments have passed too: one digest, at the latest, for them all.
    if (latest > date) return this.schedule(latest, since ?? date);
    await this.send(date, since);
    await this.schedule(nextCalendarDate(date));
  }

  /**
   * Enqueues the digest of `date`: notifications since the moment before `since` (default: `date`,
   * i.e. the day before), up to `date`'s moment; answers how many mails were new.
   */
  async send(date: string, since: string = date): Promise<number> {
    const rows = (await this.db.query(
      `SELECT n.recipient_id, n.kind, n.title, n.body, n.link, n.actor_id
         FROM notifications n
         LEFT JOIN notification_reads r ON r.notification_id = n.id
         LEFT JOIN notification_read_marks m ON m.user_id = n.recipient_id
        WHERE n.recipient_id IS NOT NULL AND n.created_at >= $1 AND n.created_at < $2 AND n.kind <> ALL($3::text[]) AND NOT ${IS_READ}
        ORDER BY n.recipient_id, n.created_at, n.id`,
      [this.momentOf(addCalendarDays(since, -1)), this.momentOf(date), [...IN_APP_ONLY_KINDS]],
    )) as DigestRow[];
    const channels = await channelsOfUsers(this.db, rows.map((r) => r.recipient_id));
    const wanted = rows.filter((r) => channels.get(r.recipient_id)?.get(r.kind) === 'digest');
    if (!wanted.length) return 0;
    const byRecipient = new Map<string, DigestRow[]>();
    for (const row of wanted) byRecipient.set(row.recipient_id, [...(byRecipient.get(row.recipient_id) ?? []), row]);
    return this.mails.send(
      [...byRecipient].map(([recipientId, theirs]) => ({
        sourceId: `notification-digest:${date}`,
        kind: DIGEST_MAIL_KIND,
        recipientId,
        namedIds: theirs.flatMap((r) => (r.actor_id ? [r.actor_id] : [])),
        content: (recipientName, nameOf) =>
          digestMail({ since, date }, recipientName, theirs.map((r) => ({ kind: r.kind, title: r.title, body: r.body, link: r.link, actorName: nameOf(r.actor_id) }))),
      })),
    );
  }
}
