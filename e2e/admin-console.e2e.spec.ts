import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { launchBrowser, screenshot, screenshotDir } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signIn } from './support/session.js';

/**
 * Issue 17 (first half) in Chromium against the built server with the demo data: an admin
 * rebuilds every projection and watches the progress bars, then follows the rebuild request's
 * correlation through the event log to its events; both screens at 1280 and 390 px.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: 'e2e-admin@example.com' });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function signedIn(returnTo: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport });
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, server.baseUrl, 'e2e-admin@example.com', returnTo);
  return page;
}

describe('admin console', () => {
  it('rebuilds every projection with a live progress bar, then follows the request through the event log', async () => {
    const page = await signedIn('/community/admin/projections');
    await page.getByRole('heading', { name: 'プロジェクションと再生' }).waitFor();
    await page.getByRole('cell', { name: /ms-matrix-board/ }).first().waitFor();
    await screenshot(page, 'admin-console-01-projections');

    await page.getByRole('button', { name: /すべて再構築/ }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '実行' }).click();
    // The bars move while the rebuilds run one after another; the buttons are off meanwhile.
    const rebuilding = page.locator('tr.ant-table-row', { has: page.locator('.ant-progress') }).first();
    await rebuilding.waitFor({ timeout: 20_000 });
    // The row with the bar, at once (a full-page shot takes longer than a small projection's rebuild).
    await rebuilding.screenshot({ path: path.join(screenshotDir, 'admin-console-02-rebuilding.png') }).catch(() => undefined);
    await page.locator('.ant-progress').first().waitFor({ state: 'detached', timeout: 90_000 });
    await page.getByRole('button', { name: /すべて再構築/ }).and(page.locator(':not([disabled])')).waitFor({ timeout: 90_000 });
    expect(await page.getByText('完了').count()).toBeGreaterThan(3);
    await page.getByText(/e2e-admin@example\.com・/).first().waitFor();

    // The rebuild request is an event: find it and follow its correlation.
    await page.getByRole('link', { name: /イベントログ/ }).first().click();
    await page.waitForURL(/\/community\/admin\/event-log/);
    await page.getByRole('heading', { name: 'イベントログ' }).waitFor();
    await page.getByLabel('イベント種類').click();
    await page.keyboard.type('ProjectionRebuildRequested');
    await page.keyboard.press('Enter');
    const row = page.locator('tr.ant-table-row').filter({ hasText: 'ProjectionRebuildRequested' }).first();
    await row.waitFor();
    await screenshot(page, 'admin-console-03-event-log');
    await row.getByRole('button', { name: /この操作をたどる/ }).click();
    const counted = page.getByTestId('correlation-count');
    await counted.waitFor();
    expect(Number((await counted.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(3); // one request event per projection
    await page.getByText('ProjectionRebuildRequested').nth(1).waitFor();
    await screenshot(page, 'admin-console-04-correlation');
    await page.keyboard.press('Escape');
    await counted.waitFor({ state: 'detached' });

    // The state of a stream as of a version.
    await row.getByRole('button', { name: /projection-admin-/ }).click();
    await page.getByText(/時点の状態/).waitFor();
    await screenshot(page, 'admin-console-05-stream');
  }, 300_000);

  it('fits a phone: both screens at 390 px', async () => {
    const page = await signedIn('/community/admin/projections', { width: 390, height: 844 });
    await page.getByRole('heading', { name: 'プロジェクションと再生' }).waitFor();
    await page.locator('tr.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-console-06-projections-390');
    await page.goto(`${server.baseUrl}/community/admin/event-log`);
    await page.locator('tr.ant-table-row').first().waitFor();
    await screenshot(page, 'admin-console-07-event-log-390');
  });
});
