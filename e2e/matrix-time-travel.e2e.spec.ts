import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * The boards as of a past day, on the demo team (its history is dated back about four months):
 * as the demo manager, open the past view, drag the slider back a month and see the board change,
 * compare two days, and come back to today. At 1280 px and at 390 px.
 */

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.goto(`${server.baseUrl}/api/login?returnTo=${encodeURIComponent('/community/matrix')}`);
  await page.locator('input[name="email"]').fill('manager@demo.example');
  await page.locator('form button[type="submit"].primary').click();
  await page.waitForURL(`${server.baseUrl}/community/matrix`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Asks `read` again until it answers what `accept` wants (the UI settles after requests). */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** Every dot's accessible name (name, skill and mindset), sorted: what the board shows. */
const dotsOf = (board: Locator) => board.locator('[data-entry-id][aria-label]').evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label') ?? '').sort());

const banner = () => page.getByText(/終了時点のボードを表示しています（読み取り専用）/);
const shownDay = async () => /(\d{4}\/\d{2}\/\d{2}) 終了時点/.exec((await banner().textContent()) ?? '')?.[1] ?? '';

describe('the matrices as of a past day', () => {
  it('drags the MS slider back a month and shows the board of that day, read-only, then compares two days', async () => {
    const live = page.getByRole('group', { name: 'MSマトリックスのボード' });
    await live.locator('[data-entry-id][role="button"]').first().waitFor();
    const today = await dotsOf(live);
    expect(today.length).toBeGreaterThan(5);

    await page.getByRole('button', { name: '過去の表示' }).click();
    await banner().waitFor();
    const slider = page.getByRole('slider', { name: '日付スライダー' });
    const board = page.getByTestId('past-board').getByRole('group', { name: 'MSマトリックスのボード' });

    // Drag the handle to the right end (today): the past view of today is today's board.
    const track = (await page.locator('.ant-slider').boundingBox())!;
    const handle = page.locator('.ant-slider-handle');
    const grab = async () => {
      const box = (await handle.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      return box;
    };
    await grab();
    await page.mouse.move(track.x + track.width + 20, track.y + track.height / 2, { steps: 6 });
    await page.mouse.up();
    expect(await eventually(() => dotsOf(board), (dots) => JSON.stringify(dots) === JSON.stringify(today))).toEqual(today);
    const max = Number(await slider.getAttribute('aria-valuemax'));
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBe(max);

    // Back a month: 30 days' worth of the track to the left.
    const from = await grab();
    await page.mouse.move(from.x + from.width / 2 - (track.width * 30) / max, from.y + from.height / 2, { steps: 10 });
    await page.mouse.up();
    const monthAgo = await eventually(() => dotsOf(board), (dots) => dots.length > 0 && JSON.stringify(dots) !== JSON.stringify(today));
    expect(monthAgo).not.toEqual(today);
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(max - 32);
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(max - 28);
    expect(await shownDay()).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    // Read-only: a dragged dot does not move (no confirmation is asked), and the exports are gone.
    const dot = board.locator('[data-entry-id][role="button"]').first();
    const box = (await dot.locator('circle').last().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + 40, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: '位置の変更' }).count()).toBe(0);
    expect(await dotsOf(board)).toEqual(monthAgo);
    expect(await page.getByRole('button', { name: /エクスポート/ }).count()).toBe(0);
    await screenshot(page, 'matrix-time-travel-01-ms-month-ago');

    // Before the team existed, the day before its first day is out of the slider; its first day has nobody yet.
    await slider.focus();
    await page.keyboard.press('Home');
    await page.getByText('この日はまだ誰もボードに配置されていませんでした').waitFor();

    // Compare two days side by side: who moved where.
    await slider.focus();
    await page.keyboard.press('End');
    await eventually(() => dotsOf(board), (dots) => JSON.stringify(dots) === JSON.stringify(today));
    await page.getByRole('button', { name: '2つの日付を比較' }).click();
    const moves = page.getByTestId('board-moves');
    await moves.waitFor();
    expect(await moves.locator('li').count()).toBeGreaterThan(0);
    await page.getByTestId('compare-board-before').locator('[data-entry-id]').first().waitFor();
    await screenshot(page, 'matrix-time-travel-02-ms-compare');

    await page.getByRole('button', { name: '今日に戻る' }).click();
    await banner().waitFor({ state: 'hidden' });
    expect(await dotsOf(live)).toEqual(today);
  });

  it('plays the MS board from the first day to today', async () => {
    await page.getByRole('button', { name: 'チーム作成から今日までを再生' }).click();
    await banner().waitFor();
    const first = await shownDay();
    const later = await eventually(shownDay, (day) => day > first);
    expect(later > first).toBe(true);
    await page.getByRole('button', { name: '一時停止' }).click();
    await page.getByRole('button', { name: '今日に戻る' }).click();
  });

  it('shows the 1on1 board a month ago', async () => {
    await page.goto(`${server.baseUrl}/community/1on1`);
    const live = page.getByRole('group', { name: /^1on1マトリックス（横軸：信頼関係/ });
    await live.locator('[data-entry-id][aria-label]').first().waitFor();
    const today = await dotsOf(live);
    await page.getByRole('button', { name: '過去の表示' }).click();
    await banner().waitFor();
    const board = page.getByTestId('past-board').getByRole('group', { name: /^1on1マトリックス（横軸：信頼関係/ });
    const monthAgo = await eventually(() => dotsOf(board), (dots) => JSON.stringify(dots) !== JSON.stringify(today));
    expect(monthAgo).not.toEqual(today);
    await screenshot(page, 'matrix-time-travel-03-one-on-one-month-ago');
  });

  it('fits the past view on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/community/matrix`);
    await page.getByRole('group', { name: 'MSマトリックスのボード' }).locator('[data-entry-id]').first().waitFor();
    await page.getByRole('button', { name: '過去の表示' }).click();
    await banner().waitFor();
    await page.getByTestId('past-board').locator('[data-entry-id]').first().waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'matrix-time-travel-04-phone');
    await page.getByRole('button', { name: '2つの日付を比較' }).click();
    await page.getByTestId('board-moves').waitFor();
    await screenshot(page, 'matrix-time-travel-05-phone-compare');
  });
});
