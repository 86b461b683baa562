import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../../create-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { until } from '../../test-support/until.js';
import { loadConfig } from '../config/app-config.js';
import { forgottenEmail } from '../event-store/personal-data.js';
import { MailOutbox } from './mail-outbox.js';
import { aTestMail, TEST_NOTICE } from './test-support/test-mails.js';
import { headerOf, startTestSmtpServer, type Answer, type TestSmtpServer } from './test-support/test-smtp-server.js';

describe('mail outbox: each mail sent once, retried, never blocking others', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: TestSmtpServer | undefined;
  const apps: NestExpressApplication[] = [];
  const start = async (url: string, env: Record<string, string> = {}) => {
    const app = await createApp(
      loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', SMTP_URL: url, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '300', ...env }),
      db.url,
    );
    apps.push(app);
    return app;
  };
  const rows = async (app: NestExpressApplication) =>
    (await app.get(DataSource).query(`SELECT source_id, status, attempts, last_error, smtp_response, message_id FROM mail_outbox ORDER BY source_id`)) as {
      source_id: string;
      status: string;
      attempts: number;
      last_error: string | null;
      smtp_response: string | null;
      message_id: string;
    }[];

  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await smtp?.close();
    smtp = undefined;
    await db.drop();
  });

  it('two instances with parallel senders deliver each of 120 mails exactly once, and enqueuing a key again adds nothing', async () => {
    smtp = await startTestSmtpServer();
    const [a, b] = [await start(smtp.url, { MAIL_CONCURRENCY: '8' }), await start(smtp.url, { MAIL_CONCURRENCY: '8' })];
    const mails = Array.from({ length: 120 }, (_, n) => aTestMail(n));
    // Half enqueued on each instance, then every one again on the other: the keys hold.
    await Promise.all([a.get(MailOutbox).enqueue(mails.slice(0, 60)), b.get(MailOutbox).enqueue(mails.slice(60))]);
    expect(await a.get(MailOutbox).enqueue(mails)).toBe(0);
    await smtp.waitFor(120);
    await until(async () => (await rows(a)).every((row) => row.status === 'sent'), Boolean);
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for a stray second send to arrive
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(120);
    expect(new Set(ids).size).toBe(120);
    const stored = await rows(a);
    expect(stored.map((row) => row.message_id).sort()).toEqual([...ids].sort());
    expect(stored.every((row) => row.attempts === 1 && row.smtp_response?.startsWith('250'))).toBe(true);
    // The rendered mail: subject, From, To, the link back made absolute, the unsubscribe headers.
    const first = smtp.received.find((mail) => mail.parsed.subject === '【PIVOT コミュニティ】お知らせ 0');
    expect(first?.parsed.to).toMatchObject({ text: 'person0@example.test' });
    expect(first?.parsed.text).toContain('http://localhost:3000/things/0');
    expect(headerOf(first!.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(first!.parsed, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/mail\/unsubscribe\?token=[\w%.-]+>$/);
   }, 120_000); // two app starts and 120 SMTP sessions: slow on a loaded two-core machine

  it('a server that refuses retries each mail after a doubling wait until it accepts, and the failure is on record meanwhile', async () => {
    const refused: { messageId: string; at: number }[] = [];
    smtp = await startTestSmtpServer(({ messageId, attempt }) => {
      if (attempt > 2) return 'accept';
      refused.push({ messageId, at: Date.now() });
      return { code: 451, message: 'Try again later' };
    });
    const app = await start(smtp.url);
    await app.get(MailOutbox).enqueue([aTestMail(1), aTestMail(2)]);
    await until(async () => (await rows(app)).some((row) => row.last_error?.includes('Try again later')), Boolean);
    const [received] = [await smtp.waitFor(2)];
    await until(async () => (await rows(app)).every((row) => row.status === 'sent'), Boolean);
    expect(received).toHaveLength(2);
    for (const stored of await rows(app)) expect(stored).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    for (const mail of received) {
      const tries = refused.filter((r) => r.messageId === mail.messageId).map((r) => r.at);
      expect(tries).toHaveLength(2);
      // Base 300 ms ±20 %, then twice that: lower bounds only (a loaded machine is only ever later).
      expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(240);
      expect(mail.at - tries[1]).toBeGreaterThanOrEqual(480);
    }
  });

  it('a mail the server holds does not hold the others', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    smtp = await startTestSmtpServer(async ({ to }): Promise<Answer> => {
      if (to.includes('slow@example.test')) await held;
      return 'accept';
    });
    const app = await start(smtp.url, { MAIL_CONCURRENCY: '3' });
    await app.get(MailOutbox).enqueue([aTestMail(0, { to: 'slow@example.test' })]);
    await until(async () => (await rows(app))[0]?.status === 'sending', Boolean);
    await app.get(MailOutbox).enqueue(Array.from({ length: 10 }, (_, n) => aTestMail(n + 1)));
    const fast = await smtp.waitFor(10);
    expect(fast.map((mail) => mail.to[0])).not.toContain('slow@example.test');
    release();
    await smtp.waitFor(11);
    await until(async () => (await rows(app)).every((row) => row.status === 'sent'), Boolean);
  });

  it('never sends a kind the person stopped, nor to a forgotten address; forgetting empties what holds the person', async () => {
    smtp = await startTestSmtpServer();
    const app = await start(smtp.url);
    const outbox = app.get(MailOutbox);
    const stopped = aTestMail(1);
    expect(await outbox.optOut(stopped.recipientId as string, TEST_NOTICE.id)).toBe(true);
    expect(await outbox.optOut(stopped.recipientId as string, TEST_NOTICE.id)).toBe(false);
    const gone = randomUUID();
    const about = randomUUID();
    await outbox.enqueue([stopped, aTestMail(2, { to: forgottenEmail(gone), recipientId: gone, subjects: [gone] }), aTestMail(3, { subjects: [about] }), aTestMail(4)]);
    await smtp.waitFor(2);
    await until(async () => (await rows(app)).every((row) => !['pending', 'sending'].includes(row.status)), Boolean);
    expect((await rows(app)).map((row) => [row.source_id, row.status])).toEqual([
      ['event-1', 'opted_out'],
      ['event-2', 'forgotten'],
      ['event-3', 'sent'],
      ['event-4', 'sent'],
    ]);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['person3@example.test', 'person4@example.test']);

    expect(await outbox.forget(about)).toBe(1);
    const [emptied] = (await app.get(DataSource).query(`SELECT to_address, subject, html, text_body, status FROM mail_outbox WHERE source_id = 'event-3'`)) as object[];
    expect(emptied).toEqual({ to_address: null, subject: '', html: '', text_body: '', status: 'sent' });
    // The same key enqueued again (a reaction run again) is still nothing.
    expect(await outbox.enqueue([aTestMail(3, { subjects: [about] })])).toBe(0);
  });
});
