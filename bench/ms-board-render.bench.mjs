// (f) Issue 3: rendering the 200-member board with growth trails vs the same board without, in
// Chromium (Debian's, through playwright-core), on the real page /community/matrix.
//
// Both sides are the same interaction on the same loaded page: a click on the '成長軌跡' switch,
// timed from the click to the page's `ms-board:rendered` mark (set one animation frame after
// React has committed the board, so style, layout and paint of that frame are included).
//   subject:  trail off → on: the board renders with 200 trails (10,000 points as 200 paths)
//   baseline: trail on → off: the same board renders with no trails
// The growth history is fetched once before the rounds (RTK Query keeps it), so no round waits on
// the network; the bench checks that no round refetched it.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { median } from './lib.mjs';
import { seedMsBoard } from './fixtures/ms-board.mjs';

const MARK = 'ms-board:rendered';
const TEAM_KEY = 'msMatrixDefaultTeamId';

/** Milliseconds from a click on the trail switch to the next board-rendered mark. */
async function timeToggle(page) {
  await page.evaluate((mark) => performance.clearMarks(mark), MARK);
  const toggle = page.getByRole('switch', { name: '成長軌跡' });
  const clickedAt = await toggle.evaluate((el) => {
    const at = performance.now();
    el.click();
    return at;
  });
  const renderedAt = await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).at(-1)?.startTime,
    MARK,
    { timeout: 30_000, polling: 'raf' },
  );
  return (await renderedAt.jsonValue()) - clickedAt;
}

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Why this figure cannot run on this machine (no Chromium where it is looked for), or null. Asked
 * before seeding the board, so a machine without a browser skips the figure in no time.
 */
export function chromiumMissing() {
  const executable = chromiumPath();
  try {
    fs.accessSync(executable, fs.constants.X_OK);
    return null;
  } catch {
    return `no Chromium at ${executable}: install it with \`apt-get install -y chromium fonts-noto-cjk\` (or set CHROMIUM_PATH)`;
  }
}

export async function benchBoardRender({ baseUrl, databaseUrl, rounds = 15 }) {
  const board = await seedMsBoard({ baseUrl, databaseUrl });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1440, height: 900 } });
    const { hostname } = new URL(baseUrl);
    await context.addCookies(board.cookies.map(({ name, value }) => ({ name, value, domain: hostname, path: '/' })));
    await context.addInitScript(([key, teamId]) => window.localStorage.setItem(key, teamId), [TEAM_KEY, board.teamId]);
    const page = await context.newPage();
    let historyRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/ms-matrix/growth-history/')) historyRequests += 1;
    });

    await page.goto(`${baseUrl}/community/matrix`);
    const dots = page.locator('svg.ms-board .ms-dot');
    await page.getByRole('switch', { name: '成長軌跡' }).waitFor();
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 60_000 });
    // Trails on once: fetches the history (not timed), then checks the board shows all of it.
    await page.getByRole('switch', { name: '成長軌跡' }).click();
    await page.locator('[data-testid="growth-trails"] path.ms-trail').nth(board.entryIds.length - 1).waitFor({ timeout: 60_000 });
    const trailCount = await page.locator('[data-testid="growth-trails"] path.ms-trail').count();
    if (trailCount !== board.entryIds.length) throw new Error(`expected ${board.entryIds.length} trails, the board drew ${trailCount}`);
    const dotCount = await dots.count();
    await timeToggle(page); // → off
    for (let i = 0; i < 3; i++) {
      await timeToggle(page);
      await timeToggle(page);
    }
    const withTrails = [];
    const without = [];
    for (let i = 0; i < rounds; i++) {
      withTrails.push(await timeToggle(page)); // off → on
      without.push(await timeToggle(page)); // on → off
    }
    if (historyRequests !== 1) throw new Error(`the growth history was fetched ${historyRequests} times; the rounds must use the cached copy`);
    const trailsMs = median(withTrails);
    const plainMs = median(without);
    return { value: 1000 / trailsMs, baseline: 1000 / plainMs, trailsMs, plainMs, trails: trailCount, dots: dotCount, points: board.events };
  } finally {
    await browser.close();
  }
}
