import { Global, Module } from '@nestjs/common';
import { DevMailServer } from './dev-mail-server.js';
import { MailAdminController } from './http/mail-admin.controller.js';
import { MailAdminReader } from './mail-admin.reader.js';
import { MailOutbox } from './mail-outbox.js';
import { MailOutboxWorker } from './mail-outbox-worker.js';

/**
 * E-mail through the outbox (decision 0083): `MailOutbox.enqueue` for any module, the worker that
 * sends on every instance, the development mail server when `SMTP_URL` is unset, the admin
 * console's mail screen. The one-click unsubscribe is mounted by `create-app.ts` (outside `/api`).
 */
@Global()
@Module({
  controllers: [MailAdminController],
  providers: [MailOutbox, MailOutboxWorker, DevMailServer, MailAdminReader],
  exports: [MailOutbox],
})
export class MailModule {}
