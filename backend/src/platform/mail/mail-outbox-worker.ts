import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { logger } from '../logging/logger.js';
import { DevMailServer } from './dev-mail-server.js';
import { MailOutbox, type ClaimedMail } from './mail-outbox.js';

/** How long shutdown waits for sends under way (their rows are claimed again after the lease otherwise). */
const SHUTDOWN_GRACE_MS = 5000;

/**
 * Sends the outbox (decision 0083) on every instance: claims due mails (at most `MAIL_CONCURRENCY`
 * at once), sends each on its own SMTP connection with a timeout, so a slow or failing mail never
 * holds the others, and marks it sent or due again after a backoff. Woken at once by an enqueue
 * in this process, otherwise every `MAIL_POLL_MS` (mails enqueued elsewhere, retries, leases of
 * a dead instance run out).
 */
@Injectable()
export class MailOutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  /** This instance's name on the mails it claims. */
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private transport: Transporter | undefined;
  private transportKind: 'smtp' | 'development' = 'smtp';
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  private again = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly outbox: MailOutbox,
    private readonly devServer: DevMailServer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `smtp` (SMTP_URL) or `development` (the embedded server): the admin console says which. */
  get kind(): 'smtp' | 'development' {
    return this.transportKind;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { mail } = this.config;
    const url = mail.smtpUrl ?? (await this.devServer.start());
    if (!mail.smtpUrl && this.config.nodeEnv === 'production') logger.warn('SMTP_URL is not set: mails go to the development mail server and reach nobody (README "Deploying")');
    this.transportKind = mail.smtpUrl ? 'smtp' : 'development';
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: mail.smtpTimeoutMs,
      greetingTimeout: mail.smtpTimeoutMs,
      socketTimeout: mail.smtpTimeoutMs,
      // STARTTLS whenever the server offers it (nodemailer's default); the embedded server offers none.
      ignoreTLS: !mail.smtpUrl,
    });
    this.unsubscribe = this.outbox.onEnqueued(() => this.wake());
    this.wake();
  }

  /** Looks at the outbox now (after an enqueue), or right after the look under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  private async tick(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = true;
    let full = false;
    try {
      const free = this.config.mail.concurrency - this.inFlight.size;
      if (free > 0) {
        const claimed = await this.outbox.claim(this.workerId, free);
        full = claimed.length === free;
        for (const mail of claimed) this.track(this.send(mail));
      }
    } catch (error) {
      logger.warn({ err: error }, 'mail outbox: claiming failed; trying again at the next poll');
    } finally {
      this.running = false;
    }
    if (this.stopped) return;
    const soon = this.again || (full && this.inFlight.size < this.config.mail.concurrency);
    this.again = false;
    this.timer = setTimeout(() => void this.tick(), soon ? 0 : this.config.mail.pollMs);
  }

  private track(send: Promise<void>): void {
    this.inFlight.add(send);
    void send.finally(() => {
      this.inFlight.delete(send);
      this.wake();
    });
  }

  private async send(mail: ClaimedMail): Promise<void> {
    const transport = this.transport as Transporter;
    let response: string;
    try {
      const info = (await transport.sendMail({
        from: this.config.mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
      })) as { response?: string };
      response = info.response ?? '';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail send failed; it is tried again later');
      await this.outbox.markFailed(mail.id, this.workerId, mail.attempts, reason).catch((markError: unknown) =>
        logger.warn({ err: markError, mailId: mail.id }, 'mail outbox: could not record a failed send (the lease runs out and it is tried again)'),
      );
      return;
    }
    await this.outbox.markSent(mail.id, this.workerId, response).catch((markError: unknown) =>
      logger.warn({ err: markError, mailId: mail.id }, 'mail outbox: sent, but could not record it (it is sent again, with the same Message-ID, after the lease)'),
    );
  }

  /** Stops claiming and lets the sends under way finish, before the database pools close. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.unsubscribe?.();
    await Promise.race([Promise.allSettled([...this.inFlight]), new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref())]);
    this.transport?.close();
  }
}
