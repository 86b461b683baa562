import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { desktopViewport, signedInPage } from './support/session.js';

/**
 * The boards handed to the AI coach (decision 0076), as the demo manager, at desktop and phone
 * size: 「AI分析を実行」 on the MS board opens the coach with its analysis of the board, a reply
 * naming a member leads with that member's facts, and the 1on1 drawer hands one member over.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const log = (page: Page) => page.getByRole('log');

async function analyseTheBoard(page: Page, size: string): Promise<void> {
  await page.goto(`${server.baseUrl}/community/matrix`);
  await page.getByRole('button', { name: /AI分析を実行/ }).click();
  await page.waitForURL(/\/community\/ai-coach$/);
  await log(page).getByText(/MSマトリックス（\d+人）を、.*時点の事実から読み解きました。/).waitFor();
  await log(page).getByText(/誰から話を始めますか？/).waitFor();
  await screenshot(page, `board-analysis-${size}-01-ms-board`);

  const input = page.getByRole('textbox', { name: 'メッセージを入力（Enterで送信、Shift+Enterで改行）' });
  await input.fill('木村さんから話してみます。どう切り出せばいいでしょうか');
  await input.press('Enter');
  await log(page).locator('[data-role="assistant"]').last().filter({ hasText: '木村 直樹さんについて、ボードの事実を添えます。' }).waitFor();
  await input.and(page.locator(':not([disabled])')).waitFor();
  await screenshot(page, `board-analysis-${size}-02-follow-up`);
  await page.getByRole('button', { name: 'セッションを終了' }).click();
}

async function handOverAMember(page: Page, size: string): Promise<void> {
  await page.goto(`${server.baseUrl}/community/1on1`);
  await page.getByRole('button', { name: /の詳細を開く$/ }).first().click();
  const drawer = page.getByRole('dialog');
  const askCoach = drawer.getByRole('button', { name: /このメンバーについてAIコーチに相談/ });
  await askCoach.scrollIntoViewIfNeeded();
  await screenshot(page, `board-analysis-${size}-03-drawer`, { fullPage: false, settleMs: 400 });
  await askCoach.click();
  await page.waitForURL(/\/community\/ai-coach$/);
  await log(page).getByText(/との1on1に向けて、.*時点の事実をまとめました。/).waitFor();
  await screenshot(page, `board-analysis-${size}-04-one-on-one`);
  await page.getByRole('button', { name: 'セッションを終了' }).click();
}

describe('the boards handed to the AI coach', () => {
  it('at desktop size', async () => {
    const page = await signedInPage(browser, server.baseUrl, 'manager@demo.example', '/community', { viewport: desktopViewport });
    await analyseTheBoard(page, 'desktop');
    await handOverAMember(page, 'desktop');
  }, 180_000);

  it('at phone size', async () => {
    const page = await signedInPage(browser, server.baseUrl, 'manager@demo.example', '/community', { viewport: { width: 390, height: 844 }, mobile: true });
    await analyseTheBoard(page, 'phone');
    await handOverAMember(page, 'phone');
  }, 180_000);
});
