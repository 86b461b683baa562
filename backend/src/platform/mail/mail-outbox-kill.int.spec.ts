import { spawn } from 'node:child_process';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { createApp } from '../../create-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { until } from '../../test-support/until.js';
import { loadConfig } from '../config/app-config.js';
import { startTestSmtpServer, type Answer, type TestSmtpServer } from './test-support/test-smtp-server.js';

const COUNT = 12;
const LEASE_MS = '3000';
const child = path.join(import.meta.dirname, 'test-support', 'outbox-child.ts');
const loader = path.join(import.meta.dirname, '..', '..', 'test-support', 'typescript-loader.mjs');

describe('mail outbox: a sender killed with SIGKILL in the middle of a send, then a restart', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: TestSmtpServer;
  let app: NestExpressApplication | undefined;

  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await app?.close();
    await smtp?.close();
    await db.drop();
  });

  const start = (url: string) => createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', SMTP_URL: url, MAIL_POLL_MS: '50', MAIL_LEASE_MS: LEASE_MS }), db.url);

  it('loses no mail, and the one the server took as the sender died comes again only with the same Message-ID', async () => {
    // The schema, by an app that is closed again (it has nothing to send).
    await (await start('smtp://127.0.0.1:9')).close();

    // The server takes the child's third mail completely, then holds its answer until the child is dead.
    let heldMessageId = '';
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    let answerHeld!: () => void;
    const killed = new Promise<void>((resolve) => (answerHeld = resolve));
    let arrivals = 0;
    smtp = await startTestSmtpServer(async ({ messageId, attempt }): Promise<Answer> => {
      arrivals += 1;
      if (arrivals === 3 && attempt === 1) {
        heldMessageId = messageId;
        held();
        await killed;
      }
      return 'accept';
    });

    const sender = spawn(process.execPath, ['--import', loader, child], {
      env: { ...process.env, DATABASE_URL: db.url, SMTP_URL: smtp.url, MAIL_COUNT: String(COUNT), MAIL_LEASE_MS: LEASE_MS, MAIL_CONCURRENCY: '1', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    sender.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    sender.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => sender.once('exit', (code, signal) => resolve(signal ?? code)));
    await Promise.race([isHeld, exited.then(() => Promise.reject(new Error(`the sender exited early: ${output}`)))]);
    sender.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    answerHeld(); // the server accepts the mail whose sender is gone: it has it, the sender never heard so

    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    const data = async () => (await pool.query<{ message_id: string; status: string; attempts: number }>(`SELECT message_id, status, attempts FROM mail_outbox ORDER BY source_id`)).rows;
    const beforeRestart = await data();
    expect(beforeRestart).toHaveLength(COUNT);
    expect(beforeRestart.find((row) => row.message_id === heldMessageId)?.status).toBe('sending');

    // Another sender starts: it takes the pending mails at once and the dead sender's after its lease.
    app = await start(smtp.url);
    await until(async () => (await data()).every((row) => row.status === 'sent'), Boolean, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const received = smtp.received.map((mail) => mail.messageId);
    const rows = await data();
    await pool.end();
    // Nothing lost: every mail enqueued arrived.
    expect(new Set(received)).toEqual(new Set(rows.map((row) => row.message_id)));
    // Each mail the dead sender had not handed over arrived once; the one in the server's hands at
    // the kill arrived again under its own Message-ID (at least once, decision 0083).
    for (const row of rows) {
      const copies = received.filter((id) => id === row.message_id).length;
      if (row.message_id === heldMessageId) {
        expect(copies).toBe(2);
        expect(row.attempts).toBe(2);
      } else {
        expect(copies).toBe(1);
      }
    }
  });
});
