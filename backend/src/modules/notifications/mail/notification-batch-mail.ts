import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationKind } from '@pivot/rules';
import type { DataSource } from 'typeorm';
import { DueJobKind, type DueJobHandler } from '../../../platform/schedule/due-job-handler.js';
import { DueJobs, type ClaimedDueJob } from '../../../platform/schedule/due-jobs.js';
import { NotificationMailSender } from './notification-mail-sender.js';
import { atOnceMailKind } from './notification-mail-kinds.js';
import { batchedMail } from './notification-mails.js';

/** The due-job kind of a batched kind's mail (likes on one post, to one person). */
const BATCH_MAIL_JOB = 'notifications.batch-mail';
/** Likes within one window become one mail, sent when the window closes (windows are aligned, so every like in one shares the job). */
export const BATCH_MAIL_WINDOW_MS = 10 * 60_000;

interface BatchRow {
  kind: NotificationKind;
  recipient_id: string | null;
  title: string;
  link: string;
  actor_id: string | null;
  count: number;
  mailed_count: number;
}

/**
 * E-mail "at once" for the batched kinds (issue 31: "a like (batched)"). A like is counted up on
 * the one row per (post, recipient) in the app; for e-mail, the projection schedules this job for
 * the end of the current window, keyed by row and window, so every like in the window shares it.
 * When it runs it mails `count - mailed_count` (「3件の「いいね」」) and moves `mailed_count` in
 * the same transaction as the keyed enqueue (`<row>:<count>`): each like is in exactly one mail,
 * a repeated run adds nothing, and a like after the window starts the next.
 */
@Injectable()
@DueJobKind()
export class NotificationBatchMail implements DueJobHandler {
  readonly kind = BATCH_MAIL_JOB;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mails: NotificationMailSender,
    private readonly jobs: DueJobs,
  ) {}

  /** Schedules the mail of the batched notification `notificationId` at the end of the window `now` falls in. */
  async schedule(notificationId: string, now: Date): Promise<void> {
    const dueAt = new Date((Math.floor(now.getTime() / BATCH_MAIL_WINDOW_MS) + 1) * BATCH_MAIL_WINDOW_MS);
    await this.jobs.schedule({ kind: BATCH_MAIL_JOB, key: `${BATCH_MAIL_JOB}:${notificationId}:${dueAt.toISOString()}`, dueAt, payload: { notificationId } });
  }

  async run(job: ClaimedDueJob): Promise<void> {
    const { notificationId } = job.payload as { notificationId: string };
    await this.db.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT kind, recipient_id, title, link, actor_id, count, mailed_count FROM notifications WHERE id = $1 FOR UPDATE`,
        [notificationId],
      )) as BatchRow[];
      if (!row?.recipient_id || row.count <= row.mailed_count) return;
      await this.mails.send(
        [
          {
            sourceId: `${notificationId}:${row.count}`,
            kind: atOnceMailKind(row.kind),
            recipientId: row.recipient_id,
            namedIds: row.actor_id ? [row.actor_id] : [],
            content: (recipientName, nameOf) =>
              batchedMail({ kind: row.kind, title: row.title, body: null, link: row.link, actorName: nameOf(row.actor_id) }, row.count - row.mailed_count, recipientName),
          },
        ],
        manager,
      );
      await manager.query(`UPDATE notifications SET mailed_count = $2 WHERE id = $1`, [notificationId, row.count]);
    });
  }
}
