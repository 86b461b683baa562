import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApiOk, newUserEmail, signedInPage } from './support/session.js';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const ADMIN = 'notify-mail-admin@example.com';
const SUBJECT = '【PIVOT コミュニティ】あなたの投稿「朝会が長くなりがち」に返信がありました（佐藤 花子 さんから）';

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: ADMIN, MAIL_POLL_MS: '100' });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('notifications by e-mail: the preferences and a notification mail', () => {
  it('shows the three choices per kind with the digest time, and a reply mailed at once in the development mailbox, at desktop and phone size', async () => {
    const author = await signedInPage(browser, server.baseUrl, newUserEmail('mail-pref-author'), '/community/notifications', { contexts });
    const replier = await signedInPage(browser, server.baseUrl, newUserEmail('mail-pref-replier'), '/community/forum', { contexts });
    const preferences = author.getByRole('region', { name: 'フォーラム' });
    await preferences.getByText('すぐにメールでも').first().waitFor();
    await author.getByText('まだ開いていない通知が毎朝8時（日本時間）にまとめて届きます').waitFor();
    await author.getByText('アプリ内のみ（匿名を守るため、メールではお送りせずアプリ内だけでお知らせします）').first().waitFor();
    // Choosing the digest for likes: saved, and shown chosen after a reload.
    const saved = author.waitForResponse((res) => res.url().endsWith('/api/notifications/preferences') && res.request().method() === 'PUT');
    await author.getByRole('radiogroup', { name: '自分の投稿への「いいね」' }).getByText('1日1回のまとめメール').click();
    expect((await saved).status()).toBe(200);
    await author.reload();
    await author.getByRole('radiogroup', { name: '自分の投稿への「いいね」' }).getByRole('radio', { name: '1日1回のまとめメール', checked: true }).waitFor({ state: 'attached' }); // antd draws the input hidden
    await screenshot(author, 'notification-mails-01-preferences-desktop', { settleMs: 300 });

    const phone = await signedInPage(browser, server.baseUrl, newUserEmail('mail-pref-phone'), '/community/notifications', { contexts, viewport: { width: 390, height: 844 }, mobile: true });
    await phone.getByText('まだ開いていない通知が毎朝8時（日本時間）にまとめて届きます').waitFor();
    await screenshot(phone, 'notification-mails-02-preferences-phone', { settleMs: 300 });

    // A reply, mailed at once (the default for replies), as the development mailbox shows it; both people named.
    for (const [who, lastName, firstName] of [[author, '山田', '太郎'], [replier, '佐藤', '花子']] as const) {
      const me = await callApiOk(who, 'GET', '/api/auth/user');
      await callApiOk(who, 'PUT', `/api/users/${me.id as string}`, { firstName, lastName });
    }
    const created = await callApiOk(author, 'POST', '/api/forum/posts', { title: '朝会が長くなりがち', content: '毎朝30分を超えてしまいます。' });
    await callApiOk(replier, 'POST', `/api/forum/posts/${created.id as string}/replies`, { content: '話す順番と時間を先に決めておくと短くなりました。' });
    const admin = await signedInPage(browser, server.baseUrl, ADMIN, '/community/admin/mail', { contexts });
    await admin.getByRole('tab', { name: '開発用メールボックス' }).click();
    const open = admin.getByRole('button', { name: SUBJECT });
    for (let tries = 0; !(await open.count()) && tries < 30; tries += 1) {
      await admin.waitForTimeout(500);
      await admin.reload();
      await admin.getByRole('tab', { name: '開発用メールボックス' }).click();
    }
    await open.click();
    const frame = admin.frameLocator('iframe[title="メールのHTML表示"]');
    await frame.getByText('話す順番と時間を先に決めておくと短くなりました。').waitFor();
    await screenshot(admin, 'notification-mails-03-mailbox-desktop', { fullPage: false, settleMs: 400 });

    const mails = (await callApiOk(admin, 'GET', '/api/admin/mail/dev-mailbox')) as unknown as { id: string; subject: string }[];
    const mail = mails.find((m) => m.subject === SUBJECT);
    const opened = (await callApiOk(admin, 'GET', `/api/admin/mail/dev-mailbox/${mail?.id as string}`)) as unknown as { html: string };
    const viewer = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await viewer.setContent(opened.html);
    await screenshot(viewer, 'notification-mails-04-reply-html-desktop');
    await viewer.setViewportSize({ width: 390, height: 844 });
    await screenshot(viewer, 'notification-mails-05-reply-html-phone');
    await viewer.close();

    const adminPhone = await signedInPage(browser, server.baseUrl, ADMIN, '/community/admin/mail', { contexts, viewport: { width: 390, height: 844 }, mobile: true });
    await adminPhone.getByRole('tab', { name: '開発用メールボックス' }).click();
    await adminPhone.getByRole('button', { name: SUBJECT }).click();
    await adminPhone.frameLocator('iframe[title="メールのHTML表示"]').getByText('話す順番と時間を先に決めておくと短くなりました。').waitFor();
    await screenshot(adminPhone, 'notification-mails-06-mailbox-phone', { fullPage: false, settleMs: 400 });
  });
});
