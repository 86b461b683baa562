import { DataSource } from 'typeorm';
import { signIn } from '../../test-support/sign-in.js';
import { testApp } from '../../test-support/test-app.js';
import { until } from '../../test-support/until.js';
import { MailOutbox } from './mail-outbox.js';
import { aTestMail } from './test-support/test-mails.js';

describe('without SMTP_URL: the development mail server keeps what the app sends for the admins', () => {
  const t = testApp({ ADMIN_EMAILS: 'mailbox-admin@example.com', MAIL_POLL_MS: '50' });

  it('receives over SMTP on 127.0.0.1, lists the mail and opens it parsed; members are refused', async () => {
    const [admin, member] = [await signIn(t.app, 'mailbox-admin@example.com'), await signIn(t.app, 'mailbox-member@example.com')];
    await t.app.get(MailOutbox).enqueue([aTestMail(1)]);
    await until(async () => ((await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM mail_captured`)) as { n: number }[])[0].n, (n) => n === 1);

    const outbox = (await admin.agent.get('/api/admin/mail/outbox').expect(200)).body as { transport: string; counts: { sent: number } };
    expect(outbox).toMatchObject({ transport: 'development', counts: { sent: 1 } });
    const list = (await admin.agent.get('/api/admin/mail/dev-mailbox').expect(200)).body as { id: string; to: string[]; subject: string }[];
    expect(list).toEqual([expect.objectContaining({ to: ['person1@example.test'], subject: '【PIVOT コミュニティ】お知らせ 1' })]);
    const mail = (await admin.agent.get(`/api/admin/mail/dev-mailbox/${list[0].id}`).expect(200)).body as { html: string; text: string; headers: { name: string; value: string }[] };
    expect(mail.html).toContain('href="http://localhost:3000/things/1"');
    expect(mail.text).toContain('http://localhost:3000/things/1');
    expect(mail.headers.find((h) => h.name === 'List-Unsubscribe-Post')?.value).toBe('List-Unsubscribe=One-Click');

    await admin.agent.get('/api/admin/mail/dev-mailbox/00000000-0000-4000-8000-000000000000').expect(404);
    await admin.agent.get('/api/admin/mail/dev-mailbox/not-an-id').expect(404);
    await member.agent.get('/api/admin/mail/dev-mailbox').expect(403);
    await member.agent.get('/api/admin/mail/outbox').expect(403);
  });
});
