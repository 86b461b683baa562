import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signIn } from './support/session.js';

// Issue 33's phone pass for the screens the `ux` helper changed: the dashboard, the event log and
// the projections (responsive tables), at 1280 × 800 and 390 × 844. No table may scroll sideways.
const ADMIN = 'ux-admin@example.com';
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAILS: ADMIN });
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const screens = [
  ['dashboard', '/community', '参加チーム数'],
  ['event-log', '/community/admin/event-log', 'イベントログ'],
  ['projections', '/community/admin/projections', 'プロジェクション'],
] as const;

describe('the changed screens at desktop and phone sizes', () => {
  it('draws each without a table wider than its box', async () => {
    await signIn(page, server.baseUrl, ADMIN, '/community');
    for (const [name, path, text] of screens) {
      for (const [label, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${server.baseUrl}${path}`);
        await page.getByText(text).first().waitFor();
        await page.waitForTimeout(800);
        await screenshot(page, `ux-${name}-${label}`);
        const overflow = await page.evaluate(() =>
          [...document.querySelectorAll('.responsive-table')].map((box) => box.scrollWidth - box.clientWidth).filter((extra) => extra > 1),
        );
        expect(overflow).toEqual([]);
      }
    }
  });
});
