import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { expectToast, newUserEmail, signedInPage } from './support/session.js';

/**
 * Issue 14's event flow in Chromium against the built server: a host creates a one-place event,
 * two people register (the second waits), the first cancels, the second moves up and downloads
 * the event's .ics; the host attaches a PDF and the registrant downloads it.
 */
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

/** A new person (`events-<who>-…`) signed in, in a browser context of their own. */
function signedIn(who: string, returnTo: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  return signedInPage(browser, server.baseUrl, newUserEmail(`events-${who}`), returnTo, { viewport, acceptDownloads: true, contexts });
}

describe('community events', () => {
  it('one place, two registrations: the second waits, moves up when the first cancels, and downloads the .ics', async () => {
    const host = await signedIn('host', '/community/events');
    await host.getByRole('heading', { name: 'イベント', exact: true }).waitFor();
    await host.locator('.ant-skeleton').waitFor({ state: 'detached' });
    await host.getByRole('button', { name: /イベントを作成/ }).first().click();
    const dialog = host.getByRole('dialog', { name: '新しいイベント' });
    await dialog.getByLabel('タイトル').fill('E2E 1on1ケース検討会');
    const capacity = dialog.getByLabel('最大参加者数');
    await capacity.fill('1');
    await dialog.getByRole('button', { name: /作成する/ }).click();
    await expectToast(host, 'イベントを作成しました');
    await host.waitForURL(/\/community\/events\/[0-9a-f-]{36}$/);
    const eventUrl = host.url();
    await host.getByText('あなたはこのイベントの主催者です').waitFor();
    await screenshot(host, 'community-events-01-created');

    const alice = await signedIn('alice', '/community/events');
    const card = alice.locator('.ant-card').filter({ hasText: 'E2E 1on1ケース検討会' });
    await card.getByText('残り1席').waitFor();
    await card.getByRole('button', { name: /申し込む: E2E 1on1ケース検討会/ }).click();
    await expectToast(alice, '参加が確定しました');
    await card.getByText('参加確定').waitFor();

    const bob = await signedIn('bob', '/community/events');
    const bobCard = bob.locator('.ant-card').filter({ hasText: 'E2E 1on1ケース検討会' });
    await bobCard.getByText('満席').waitFor();
    await bobCard.getByRole('link', { name: /詳細: E2E 1on1ケース検討会/ }).click();
    await bob.waitForURL(eventUrl);
    await bob.getByText('参加申し込み').waitFor();
    await bob.getByRole('button', { name: 'キャンセル待ちに登録', exact: true }).click();
    await expectToast(bob, '満席のためキャンセル待ちに登録しました（1番目）');
    await bob.getByText('キャンセル待ち 1番目です。').waitFor();
    await screenshot(bob, 'community-events-02-waitlisted');

    await alice.goto(eventUrl);
    await alice.getByRole('button', { name: '申し込みを取り消す' }).click();
    await alice.getByRole('button', { name: '取り消す', exact: true }).click();
    await expectToast(alice, '申し込みを取り消しました');
    // Bob took the freed seat at once: Alice could now only join the waiting list.
    await alice.getByRole('button', { name: 'キャンセル待ちに登録', exact: true }).waitFor();

    await bob.reload();
    await bob.locator('.ant-tag').filter({ hasText: '参加確定' }).waitFor();
    await screenshot(bob, 'community-events-03-moved-up');
    const [download] = await Promise.all([bob.waitForEvent('download'), bob.getByRole('link', { name: /カレンダーに追加/ }).click()]);
    const file = await download.path();
    const ics = fs.readFileSync(file, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^event-[0-9a-f-]{36}\.ics$/);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:E2E 1on1ケース検討会');

    await host.reload();
    const participants = host.locator('.ant-table');
    await participants.getByText('参加確定').waitFor();
    await participants.getByText('取り消し').waitFor({ state: 'detached' });
    await screenshot(host, 'community-events-04-host');

    // The host attaches a PDF (decision 0097); the registrant lists and downloads the same bytes.
    const slides = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const materials = host.locator('.ant-card').filter({ has: host.getByText('資料', { exact: true }) });
    await materials.getByRole('button', { name: /資料を追加/ }).click();
    const add = host.getByRole('dialog', { name: '資料を追加' });
    await add.locator('input[type="file"]').setInputFiles({ name: '当日スライド.pdf', mimeType: 'application/pdf', buffer: slides });
    await add.getByRole('button', { name: /アップロード/ }).click();
    await expectToast(host, '「当日スライド.pdf」を追加しました');
    await materials.getByRole('link', { name: '「当日スライド.pdf」をダウンロード' }).waitFor();
    await screenshot(host, 'community-events-05-materials-host');

    await bob.reload();
    const link = bob.getByRole('link', { name: '「当日スライド.pdf」をダウンロード' });
    const [pdf] = await Promise.all([bob.waitForEvent('download'), link.click()]);
    expect(pdf.suggestedFilename()).toBe('当日スライド.pdf');
    expect(fs.readFileSync(await pdf.path()).equals(slides)).toBe(true);
    await bob.setViewportSize({ width: 390, height: 844 });
    await link.scrollIntoViewIfNeeded();
    await screenshot(bob, 'community-events-06-materials-phone');
    // Alice, on the waiting list now, holds no seat: she is told who sees the files, and gets none.
    await alice.reload();
    await alice.getByText('資料は参加が確定した方と主催者が見られます。').waitFor();
    expect(await alice.getByRole('link', { name: '「当日スライド.pdf」をダウンロード' }).count()).toBe(0);
  }, 240_000);
});
