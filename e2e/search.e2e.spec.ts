import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signIn } from './support/session.js';

/**
 * Issue 32 in Chromium against the built server with the demo data: the global search opened with
 * Ctrl+K (desktop) and the top bar's button (phone), a reading finds kanji, the keyboard opens a
 * hit; the forum's search ranks and marks its matches.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const palette = () => page.getByRole('dialog', { name: 'コミュニティ内を検索' });

describe('the global search', () => {
  it('finds knowledge and forum posts by a reading, from the keyboard, and opens a hit', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, server.baseUrl, 'member@demo.example', '/community/forum');
    // The shortcut listens once the top bar is drawn.
    await page.getByRole('button', { name: '検索（/ または Ctrl+K）' }).waitFor();
    await page.keyboard.press('Control+k');
    await palette().getByRole('combobox', { name: 'ナレッジ・フォーラム・イベント・学習・メンバーを検索' }).fill('しんらい');
    await palette().getByRole('option').first().waitFor();
    await palette().locator('mark').first().waitFor();
    await screenshot(page, 'search-01-palette-desktop', { fullPage: false, settleMs: 300 });
    const first = await palette().getByRole('option').first().innerText();
    expect(first).toContain('ナレッジ');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/community\/knowledge-base\?open=/);
    await page.getByRole('dialog').first().waitFor();

    await page.goto(`${server.baseUrl}/community/forum`);
    await page.getByRole('searchbox', { name: 'キーワードで検索（例: 1on1 沈黙）' }).fill('1on1');
    await page.keyboard.press('Enter');
    await page.locator('main mark').first().waitFor();
    await screenshot(page, 'search-02-forum-desktop', { fullPage: false, settleMs: 300 });
  });

  it('opens from the top bar on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/community/forum`);
    await page.getByRole('button', { name: '検索（/ または Ctrl+K）' }).click();
    await palette().getByRole('combobox').fill('成長');
    await palette().getByRole('option').first().waitFor();
    await screenshot(page, 'search-03-palette-phone', { fullPage: false, settleMs: 300 });
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'キーワードで検索（例: 1on1 沈黙）' }).fill('1on1');
    await page.keyboard.press('Enter');
    await page.locator('main mark').first().waitFor();
    await screenshot(page, 'search-04-forum-phone', { fullPage: false, settleMs: 300 });
  });
});
