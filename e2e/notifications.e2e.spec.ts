import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApiOk, newUserEmail, signedInPage } from './support/session.js';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

const bell = (page: Page) => page.getByRole('button', { name: /^通知/ });

describe('notifications', () => {
  it('rings the bell live when someone replies and likes, lists them by day, and keeps preferences', async () => {
    const author = await signedInPage(browser, server.baseUrl, newUserEmail('notify-author'), '/community/forum', { contexts });
    const replier = await signedInPage(browser, server.baseUrl, newUserEmail('notify-replier'), '/community/forum', { contexts });
    const created = await callApiOk(author, 'POST', '/api/forum/posts', { title: '1on1で沈黙が続くとき', content: '部下が話してくれません。どう待てばよいでしょうか。' });
    await bell(author).waitFor();
    // No reload: the live channel brings the count.
    await callApiOk(replier, 'POST', `/api/forum/posts/${created.id as string}/replies`, { content: 'まず10秒待ってみるのはどうでしょう。' });
    await callApiOk(replier, 'POST', `/api/forum/posts/${created.id as string}/likes`);
    await author.getByRole('button', { name: '通知（未読2件）' }).waitFor({ timeout: 15_000 });
    await bell(author).click();
    await author.getByText('あなたの投稿「1on1で沈黙が続くとき」に返信がありました').waitFor();
    await screenshot(author, 'notifications-01-bell-desktop', { fullPage: false, settleMs: 300 });

    await author.getByRole('link', { name: 'すべての通知を見る' }).click();
    await author.getByRole('heading', { name: '通知', exact: true }).waitFor();
    await author.getByRole('main').getByText('あなたの投稿「1on1で沈黙が続くとき」に「いいね」がつきました').waitFor();
    await screenshot(author, 'notifications-02-page-desktop', { settleMs: 300 });

    await author.getByRole('button', { name: 'すべて既読にする' }).click();
    await author.getByRole('button', { name: '通知', exact: true }).waitFor();

    const phone = await signedInPage(browser, server.baseUrl, newUserEmail('notify-phone'), '/community/notifications', { contexts, viewport: { width: 390, height: 844 }, mobile: true });
    await callApiOk(replier, 'POST', `/api/forum/posts/${created.id as string}/replies`, { content: '@ を使わない返信です' });
    const phonePost = await callApiOk(phone, 'POST', '/api/forum/posts', { title: 'スマホからの投稿', content: '本文' });
    await callApiOk(replier, 'POST', `/api/forum/posts/${phonePost.id as string}/replies`, { content: 'スマホでも届きますか' });
    await phone.getByRole('main').getByText('あなたの投稿「スマホからの投稿」に返信がありました').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'notifications-03-page-phone', { settleMs: 300 });
    // On a phone the bell opens the page itself (a dropdown would not fit beside it).
    await phone.goto(`${server.baseUrl}/community/forum`);
    await phone.getByRole('button', { name: '通知（未読1件）' }).click();
    await phone.waitForURL(/\/community\/notifications$/);
    await screenshot(phone, 'notifications-04-bell-phone', { fullPage: false, settleMs: 300 });
  });
});
