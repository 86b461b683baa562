import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApiOk, signedInPage } from './support/session.js';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: 'mail-admin@example.com', MAIL_POLL_MS: '100' });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('mail: the development mailbox and a mail as rendered HTML', () => {
  it('shows the inquiry mails the development mail server received, at desktop and phone size', async () => {
    const page = await signedInPage(browser, server.baseUrl, 'mail-admin@example.com', '/community/admin/mail', { contexts });
    await callApiOk(page, 'POST', '/api/contact', {
      companyName: '株式会社ピボット',
      contactPerson: '佐藤 花子',
      email: 'hanako@example.com',
      phone: '03-1234-5678',
      inquiryType: 'workshop',
      message: '管理職向けの研修を検討しています。\n来月、打ち合わせの時間をいただけますか。',
    });
    await page.reload();
    await page.getByText('送信済み').first().waitFor();
    await page.getByText('【PIVOT コミュニティ】お問い合わせを受け付けました').first().waitFor();
    await screenshot(page, 'mail-01-outbox-desktop');

    await page.getByRole('tab', { name: '開発用メールボックス' }).click();
    await page.getByRole('button', { name: '【PIVOT コミュニティ】お問い合わせを受け付けました' }).click();
    const frame = page.frameLocator('iframe[title="メールのHTML表示"]');
    await frame.getByText('お問い合わせありがとうございます').waitFor();
    await screenshot(page, 'mail-02-mailbox-open-desktop', { fullPage: false, settleMs: 400 });
    await page.getByRole('tab', { name: 'ヘッダー' }).click();
    await page.getByText('List-Unsubscribe-Post').waitFor();
    await screenshot(page, 'mail-03-mailbox-headers-desktop', { fullPage: false, settleMs: 300 });

    // The mail alone, as a mail client draws its HTML, at desktop and phone width.
    const mails = (await callApiOk(page, 'GET', '/api/admin/mail/dev-mailbox')) as unknown as { id: string; subject: string }[];
    for (const mail of mails) {
      const opened = (await callApiOk(page, 'GET', `/api/admin/mail/dev-mailbox/${mail.id}`)) as unknown as { html: string };
      const name = mail.subject.includes('新しいお問い合わせ') ? 'staff' : 'confirmation';
      const viewer = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await viewer.setContent(opened.html);
      await screenshot(viewer, `mail-04-${name}-html-desktop`);
      await viewer.setViewportSize({ width: 390, height: 844 });
      await screenshot(viewer, `mail-05-${name}-html-phone`);
      await viewer.close();
    }

    const phone = await signedInPage(browser, server.baseUrl, 'mail-admin@example.com', '/community/admin/mail', { contexts, viewport: { width: 390, height: 844 }, mobile: true });
    await phone.getByText('送信済み').first().waitFor();
    await screenshot(phone, 'mail-06-outbox-phone');
    await phone.getByRole('tab', { name: '開発用メールボックス' }).click();
    await phone.getByRole('button', { name: '【PIVOT コミュニティ】お問い合わせを受け付けました' }).click();
    await phone.frameLocator('iframe[title="メールのHTML表示"]').getByText('お問い合わせありがとうございます').waitFor();
    await screenshot(phone, 'mail-07-mailbox-open-phone', { fullPage: false, settleMs: 400 });
  });
});
