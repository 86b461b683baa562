import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signIn } from './support/session.js';

/**
 * The menu drawer and both boards on a 390 × 844 phone, as the demo manager: the board fits the
 * screen, its names stay readable, a dot dropped with the pointer lands under the pointer (unzoomed and zoomed), and the
 * keyboard still moves a point.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 390, height: 844 }, hasTouch: true });
  page = await context.newPage();
  await signIn(page, server.baseUrl, 'manager@demo.example', '/community');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Asks `read` again until it answers what `accept` wants (the UI settles after animations and requests). */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The on-screen size (px) of every text drawn on a board: its font size times the board's scale. */
async function labelSizes(board: Locator): Promise<{ text: string; px: number }[]> {
  return board.evaluate((svg) => {
    return [...svg.querySelectorAll('text')].map((text) => {
      // The scale of the text's own matrix, rotated or not (the vertical axis title is turned 90°).
      const ctm = (text as SVGTextElement).getScreenCTM()!;
      return { text: text.textContent ?? '', px: parseFloat(getComputedStyle(text).fontSize) * Math.hypot(ctm.a, ctm.b) };
    });
  });
}

/** The board starts on the first screen, with the page's title, the team's bar and the board's own bar above it. */
async function expectOnFirstScreen(board: Locator): Promise<void> {
  const box = (await board.boundingBox())!;
  const top = box.y + (await page.evaluate(() => window.scrollY));
  expect(top + box.height / 2).toBeLessThan(844);
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The centre of a dot's core circle (the dot's own box also holds its name). */
async function dotCentre(dot: Locator): Promise<{ x: number; y: number }> {
  return centreOf(dot.locator('circle.ms-dot-core'));
}

/** Drags a dot by (dx, dy) screen pixels and expects it drawn where the pointer let go, before the move is confirmed. */
async function dragAndExpectUnderPointer(dot: Locator, dx: number, dy: number): Promise<void> {
  await dot.scrollIntoViewIfNeeded();
  const start = await dotCentre(dot);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(start.x + (dx * step) / 8, start.y + (dy * step) / 8);
  await page.mouse.up();
  const confirm = page.getByRole('dialog', { name: '位置の変更' });
  await confirm.waitFor();
  const end = await dotCentre(dot);
  expect(Math.abs(end.x - (start.x + dx))).toBeLessThan(2);
  expect(Math.abs(end.y - (start.y + dy))).toBeLessThan(2);
  await confirm.getByRole('button', { name: 'キャンセル' }).click();
  await confirm.waitFor({ state: 'hidden' });
}

describe('the boards on a phone', () => {
  it('opens the menu as a drawer over the page from the top bar, and closes it on following a link', async () => {
    const content = page.locator('.ant-layout-content');
    const widthBefore = (await content.boundingBox())!.width;
    expect(widthBefore).toBeGreaterThan(350);
    await page.getByRole('banner').getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'コミュニティメニュー' });
    await drawer.waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'phone-boards-00-menu-drawer');
    // Over the page, not beside it: the page keeps its width.
    expect((await content.boundingBox())!.width).toBe(widthBefore);
    await drawer.getByRole('link', { name: 'MSマトリックス' }).click();
    await page.waitForURL(`${server.baseUrl}/community/matrix`);
    await drawer.waitFor({ state: 'hidden' });
  });

  it('fits the MS board to the screen with readable names, and drops a dragged dot under the pointer, zoomed or not', async () => {
    await page.goto(`${server.baseUrl}/community/matrix`);
    const board = page.getByRole('group', { name: 'MSマトリックスのボード' });
    await board.locator('[data-entry-id]').first().waitFor();
    await page.waitForTimeout(300);

    const box = await board.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(300);
    const nameHeights = await board.locator('.ms-dot text').evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height));
    expect(nameHeights.length).toBeGreaterThan(5);
    expect(Math.min(...nameHeights)).toBeGreaterThanOrEqual(9);
    // Every label on the board, names, axes and quadrant titles, is at least 10 px (issue 33).
    const small = (await labelSizes(board)).filter((label) => label.px < 9.95);
    expect(small).toEqual([]);
    await expectOnFirstScreen(board);
    // The team's management is one menu beside the team choice, on one line.
    const teamMenu = page.getByRole('button', { name: 'チームの操作' });
    const select = page.getByRole('combobox', { name: 'チーム' });
    expect(Math.abs((await teamMenu.boundingBox())!.y - (await select.boundingBox())!.y)).toBeLessThan(8);
    await screenshot(page, 'phone-boards-01-ms-fit', { fullPage: false });

    const dot = board.getByRole('button', { name: /^高橋 誠/ });
    await dragAndExpectUnderPointer(dot, -30, 25);

    await page.getByRole('button', { name: '拡大' }).click();
    await page.getByRole('button', { name: '拡大' }).click();
    const zoomedWidth = await eventually(async () => (await board.boundingBox())!.width, (width) => width > box!.width * 1.9);
    expect(zoomedWidth).toBeGreaterThan(box!.width * 1.9);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-boards-02-ms-zoomed');
    await dragAndExpectUnderPointer(dot, -30, 25);

    await page.getByRole('button', { name: '全体を表示' }).click();
    const fitWidth = await eventually(async () => Math.round((await board.boundingBox())!.width), (width) => width === Math.round(box!.width));
    expect(fitWidth).toBe(Math.round(box!.width));
  });

  it('fits the 1on1 board to the screen and moves a point with the keyboard', async () => {
    await page.goto(`${server.baseUrl}/community/1on1`);
    const board = page.getByRole('group', { name: /^1on1マトリックス（横軸：信頼関係/ });
    await board.locator('[data-entry-id][role="button"]').first().waitFor();
    const entryId = await board.locator('[data-entry-id][role="button"]').first().getAttribute('data-entry-id');
    const point = board.locator(`[data-entry-id="${entryId}"][role="button"]`);
    const box = await board.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(300);
    expect((await labelSizes(board)).filter((label) => label.px < 9.95)).toEqual([]);
    await expectOnFirstScreen(board);
    await screenshot(page, 'phone-boards-03-one-on-one-fit', { fullPage: false });

    const before = (await point.getAttribute('aria-label')) ?? '';
    const trustBefore = Number(/信頼関係 (\d+)%/.exec(before)?.[1]);
    const saved = page.waitForResponse((response) => response.request().method() !== 'GET' && /\/api\/1on1-matrix\//.test(response.url()));
    await point.focus();
    const step = trustBefore >= 95 ? 'ArrowLeft' : 'ArrowRight';
    for (let i = 0; i < 5; i += 1) await page.keyboard.press(step);
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    const expected = step === 'ArrowRight' ? trustBefore + 5 : trustBefore - 5;
    const trustAfter = await eventually(
      async () => Number(/信頼関係 (\d+)%/.exec((await point.getAttribute('aria-label')) ?? '')?.[1]),
      (trust) => trust === expected,
    );
    expect(trustAfter).toBe(expected);
  });
});
