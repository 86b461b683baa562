import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { logger } from '../logging/logger.js';

/** The largest mail the development server takes (the product's mails are a few kilobytes). */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * The development mail server (no `SMTP_URL`): real SMTP on 127.0.0.1 (never another interface),
 * without authentication or TLS, that keeps every mail it receives in `mail_captured` for the
 * admins' development mailbox. A mail received again with the same Message-ID (sent again after
 * a crash, decision 0083) is kept once. Each instance runs its own on a free port; all write to
 * the one table.
 */
@Injectable()
export class DevMailServer implements OnApplicationShutdown {
  private server: SMTPServer | undefined;
  private port: number | undefined;

  constructor(
    private readonly data: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Starts the server once; answers its `smtp://` URL. */
  async start(): Promise<string> {
    if (this.port === undefined) {
      const server = new SMTPServer({
        name: 'pivot-dev-mail',
        banner: 'PIVOT development mail server',
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        size: MAX_MESSAGE_BYTES,
        logger: false,
        onData: (stream, session, callback) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const envelope = session.envelope;
            const from = envelope.mailFrom ? envelope.mailFrom.address : '';
            const to = envelope.rcptTo.map((r) => r.address);
            this.capture(Buffer.concat(chunks), from, to).then(
              () => callback(),
              (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
            );
          });
        },
      });
      server.on('error', (error) => logger.warn({ err: error }, 'development mail server error'));
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.config.mail.devSmtpPort, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      this.server = server;
      this.port = (server.server.address() as AddressInfo).port;
      logger.info({ port: this.port }, 'development mail server listening on 127.0.0.1 (SMTP_URL is not set): mails are kept for the admins’ development mailbox');
    }
    return `smtp://127.0.0.1:${this.port}`;
  }

  private async capture(raw: Buffer, from: string, to: string[]): Promise<void> {
    const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
    const messageId = parsed.messageId ?? null;
    await this.data.transaction(async (db) => {
      // A mail whose person was forgotten while it was on its way is not kept. The outbox row is
      // locked in share mode: a forget under way (it updates the row, then deletes the mailbox's
      // copies) either finishes first, and the row says forgotten, or waits for this insert and
      // deletes it (MailOutbox.forget).
      const [row] = (await db.query(`SELECT to_address FROM mail_outbox WHERE message_id = $1 FOR SHARE`, [messageId])) as { to_address: string | null }[];
      if (row && row.to_address === null) return;
      await db.query(
        `INSERT INTO mail_captured (message_id, envelope_from, envelope_to, subject, raw) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (message_id) DO NOTHING`,
        [messageId, from, to, parsed.subject ?? '', raw.toString('utf8')],
      );
    });
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
