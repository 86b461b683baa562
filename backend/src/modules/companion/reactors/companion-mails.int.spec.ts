import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../../create-app.js';
import { loadConfig } from '../../../platform/config/app-config.js';
import { headerOf, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../platform/mail/test-support/test-smtp-server.js';
import { INVALID_UNSUBSCRIBE_MESSAGE } from '../../../platform/mail/unsubscribe-route.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { until } from '../../../test-support/until.js';
import { INQUIRY_FORM } from '../domain/companion.mother.js';

const ADMIN = 'mail-admin@example.com';
const FROM = 'PIVOT 事務局 <office@pivot.example>';

describe('companion mails end to end: from the event to a mail received over SMTP, its unsubscribe, forgetting', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: TestSmtpServer;
  let server: Server;
  let admin: SignedInUser;
  let visitors = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startTestSmtpServer();
    app = await createApp(
      loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ADMIN_EMAILS: ADMIN, TRUST_PROXY: 'loopback', SMTP_URL: smtp.url, MAIL_FROM: FROM, MAIL_POLL_MS: '50', READ_YOUR_WRITES_TIMEOUT_MS: '10000' }),
      db.url,
    );
    await app.listen(0, '127.0.0.1');
    server = app.getHttpServer() as Server;
    admin = await signIn(app, ADMIN);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await db.drop();
  });

  /** A signed-out browser posting a public form with its XSRF token. */
  async function post(path: string, body: object) {
    visitors += 1;
    const ip = `10.88.0.${visitors}`;
    const agent = request.agent(server);
    const first = await agent.get('/api/auth/user').set('X-Forwarded-For', ip).expect(401);
    const token = ((first.headers['set-cookie'] as unknown as string[]) ?? []).map((line) => /^XSRF-TOKEN=([^;]+)/.exec(line)?.[1]).find(Boolean) as string;
    return agent.post(path).set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send(body).expect(201);
  }
  const mailTo = async (address: string, subject: string): Promise<ReceivedMail> => {
    await until(async () => smtp.received.some((mail) => mail.to.includes(address) && mail.parsed.subject?.includes(subject)), Boolean);
    return smtp.received.find((mail) => mail.to.includes(address) && mail.parsed.subject?.includes(subject)) as ReceivedMail;
  };
  const optOuts = async () => (await app.get(DataSource).query(`SELECT recipient_id, kind FROM mail_opt_outs ORDER BY kind`)) as { recipient_id: string; kind: string }[];
  /** The unsubscribe URL's path and query, to ask this test's server. */
  const unsubscribePath = (mail: ReceivedMail) => {
    const url = /^<(.+)>$/.exec(headerOf(mail.parsed, 'List-Unsubscribe') ?? '')?.[1] as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/mail\/unsubscribe\?token=/);
    return url.slice('http://localhost:3000'.length);
  };

  it('an inquiry mails its sender a confirmation and the admins the inquiry, each with its link back and one-click unsubscribe', async () => {
    await post('/api/contact', INQUIRY_FORM);
    const confirmation = await mailTo(INQUIRY_FORM.email, 'お問い合わせを受け付けました');
    expect(confirmation.parsed.subject).toBe('【PIVOT コミュニティ】お問い合わせを受け付けました');
    expect(confirmation.parsed.from?.value[0]).toMatchObject({ name: 'PIVOT 事務局', address: 'office@pivot.example' });
    expect(confirmation.parsed.to).toMatchObject({ text: INQUIRY_FORM.email });
    expect(confirmation.parsed.text).toContain(`${INQUIRY_FORM.contactPerson} 様`);
    expect(confirmation.parsed.text).toContain(INQUIRY_FORM.message);
    expect(confirmation.parsed.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日（[日月火水木金土]）までに、担当者より/);
    expect(confirmation.parsed.html).toContain('href="http://localhost:3000/pivot"');
    expect(headerOf(confirmation.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(confirmation.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);

    const staff = await mailTo(ADMIN, '新しいお問い合わせ');
    expect(staff.parsed.subject).toBe(`【PIVOT コミュニティ】新しいお問い合わせ（${INQUIRY_FORM.companyName}）`);
    expect(staff.parsed.text).toContain(INQUIRY_FORM.email);
    expect(staff.parsed.text).toContain('3営業日以内の返信をお約束しています');
    expect(staff.parsed.html).toContain('href="http://localhost:3000/community/admin/inquiries"');

    // The one-click unsubscribe: GET asks and changes nothing; POST stops the kind once; a second POST says so.
    const path = unsubscribePath(confirmation);
    const page = await request(server).get(path).expect(200);
    expect(page.text).toContain('「お問い合わせの受付確認」のメールの配信を停止しますか');
    expect(await optOuts()).toEqual([]);
    const done = await request(server).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain('配信を停止しました');
    const again = await request(server).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(again.text).toContain('すでに配信を停止しています');
    const [inquiry] = (await admin.agent.get('/api/admin/inquiries').expect(200)).body as { id: string }[];
    expect(await optOuts()).toEqual([{ recipient_id: inquiry.id, kind: 'companion.inquiry-confirmation' }]);

    // The staff mail's link stops that admin's copies of new inquiries, nothing else.
    await request(server).post(unsubscribePath(staff)).expect(200);
    expect(await optOuts()).toEqual([
      { recipient_id: inquiry.id, kind: 'companion.inquiry-confirmation' },
      { recipient_id: admin.user.id, kind: 'companion.inquiry-received' },
    ]);
  });

  it('a forged, altered or malformed unsubscribe token is a 400 in Japanese that changes nothing', async () => {
    const before = await optOuts();
    const token = /token=([^&]+)/.exec(unsubscribePath(smtp.received[0]))?.[1] as string;
    const decoded = decodeURIComponent(token);
    const [payload, mac] = decoded.split('.');
    const otherPerson = Buffer.from(`00000000-0000-4000-8000-000000000000\ncompanion.inquiry-confirmation`).toString('base64url');
    for (const bad of [`${otherPerson}.${mac}`, `${payload}.${mac.slice(0, -2)}xx`, 'not-a-token', '', `${payload}.${mac}.extra`]) {
      for (const method of ['get', 'post'] as const) {
        const res = await request(server)[method](`/mail/unsubscribe?token=${encodeURIComponent(bad)}`).expect(400);
        expect(res.text).toContain(INVALID_UNSUBSCRIBE_MESSAGE);
      }
    }
    expect(await optOuts()).toEqual(before);
  });

  it('a download registrant receives a confirmation with the link to the files', async () => {
    await post('/api/download-registrant', { name: '山田 太郎', companyName: '株式会社ピボット', email: 'taro@example.com', fileType: 'mvv' });
    const mail = await mailTo('taro@example.com', 'ダウンロードのご登録ありがとうございます');
    expect(mail.parsed.text).toContain('山田 太郎 様');
    expect(mail.parsed.html).toContain('href="http://localhost:3000/pivot#downloads"');
    expect(headerOf(mail.parsed, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/mail\/unsubscribe\?token=/);
  });

  it('forgetting the person behind an inquiry empties every mail about them, also on the admin console', async () => {
    const [inquiry] = (await admin.agent.get('/api/admin/inquiries').expect(200)).body as { id: string }[];
    await admin.agent.post('/api/admin/personal-data/forget').set(admin.headers).send({ kind: 'inquiry', subjectId: inquiry.id }).expect(200);
    const rows = (await app.get(DataSource).query(`SELECT kind, to_address, subject, html, text_body FROM mail_outbox WHERE subjects @> ARRAY[$1]::text[] ORDER BY kind`, [inquiry.id])) as object[];
    expect(rows).toEqual([
      { kind: 'companion.inquiry-confirmation', to_address: null, subject: '', html: '', text_body: '' },
      { kind: 'companion.inquiry-received', to_address: null, subject: '', html: '', text_body: '' },
    ]);
    const outbox = (await admin.agent.get('/api/admin/mail/outbox').expect(200)).body as { transport: string; mails: { to: string | null }[] };
    expect(outbox.transport).toBe('smtp');
    expect(JSON.stringify(outbox)).not.toContain(INQUIRY_FORM.email);
  });
});
