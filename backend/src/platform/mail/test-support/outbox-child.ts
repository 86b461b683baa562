import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config.js';
import { DevMailServer } from '../dev-mail-server.js';
import { MailOutbox } from '../mail-outbox.js';
import { MailOutboxWorker } from '../mail-outbox-worker.js';
import { aTestMail } from './test-mails.js';

// A process that enqueues MAIL_COUNT test mails and sends the outbox to SMTP_URL, for
// mail-outbox-kill.int.spec.ts to kill with SIGKILL in the middle of a send. It writes `ready`
// once its worker runs.
const config = loadConfig({ ...process.env, NODE_ENV: 'test', MAIL_POLL_MS: '50' });
const data = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL });
await data.initialize();
const outbox = new MailOutbox(data, config);
await outbox.enqueue(Array.from({ length: Number(process.env.MAIL_COUNT) }, (_, n) => aTestMail(n)));
await new MailOutboxWorker(outbox, new DevMailServer(data, config), config).onApplicationBootstrap();
process.stdout.write('ready\n');
