import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signIn as signInAs } from './support/session.js';

/**
 * Every screen that exists, at desktop, tablet and phone size, for the demo manager, the demo
 * admin (whose top bar carries one more button) and a plain member: a full-page screenshot of each
 * in e2e/screenshots/ (every-screen-<who>-<screen>-<size>.png), and a failure when the page body scrolls sideways or when
 * something (the menu toggle above all) covers the page's title.
 */

const viewports = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'tablet', width: 768, height: 1024 },
  { label: 'phone', width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  path: string;
}

const everyScreen: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'companion', path: '/pivot' },
  { name: 'readers', path: '/pivot/readers' },
  { name: 'book', path: '/pivot/book' },
  { name: 'dashboard', path: '/community' },
  { name: 'ms-matrix', path: '/community/matrix' },
  { name: 'one-on-one', path: '/community/1on1' },
  { name: 'one-on-one-agenda', path: '/community/1on1/agenda' },
  { name: 'members', path: '/community/members' },
  { name: 'events', path: '/community/events' },
  { name: 'profile', path: '/community/profile' },
  { name: 'growth-cycles', path: '/community/pffr' },
  { name: 'forum', path: '/community/forum' },
  { name: 'anonymous', path: '/community/anonymous' },
  { name: 'journal', path: '/community/journal' },
  { name: 'ai-coach', path: '/community/ai-coach' },
  { name: 'roleplay', path: '/community/roleplay' },
  { name: 'learning', path: '/community/learning' },
  { name: 'knowledge-base', path: '/community/knowledge-base' },
  { name: 'coming-soon', path: '/community/culture-simulation' },
  { name: 'not-found-community', path: '/community/no-such-page' },
  { name: 'not-found', path: '/no-such-page' },
];

const accounts = [
  { who: 'manager', email: 'manager@demo.example', screens: everyScreen },
  // The admin's top bar has the admin-dashboard button too (the admin console's dashboard),
  // and the sidebar's 管理 group the companion site's two lists and HR's point ledger.
  {
    who: 'admin',
    email: 'admin@demo.example',
    screens: [
      ...everyScreen.filter((s) => s.path !== '/no-such-page'),
      { name: 'admin-dashboard', path: '/admin-dashboard' },
      { name: 'download-registrants', path: '/community/admin/download-registrants' },
      { name: 'inquiries', path: '/community/admin/inquiries' },
      { name: 'point-ledger', path: '/community/points/ledger' },
      { name: 'admin-migration', path: '/community/admin' },
    ],
  },
  // A plain member sees only their own entry on the MS board, and the 403 page on an admin screen.
  {
    who: 'member',
    email: 'member@demo.example',
    screens: [...everyScreen.filter((s) => ['dashboard', 'ms-matrix', 'one-on-one', 'one-on-one-agenda'].includes(s.name)), { name: 'forbidden', path: '/community/admin/inquiries' }, { name: 'admin-restricted', path: '/community/admin-dashboard' }],
  },
] as const;

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

async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await signInAs(page, server.baseUrl, email, '/community');
  return page;
}

/** What a person would see as wrong on this screen: sideways scrolling, a covered title. */
async function problemsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const scroller = document.scrollingElement ?? document.documentElement;
    if (scroller.scrollWidth > window.innerWidth) {
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 2).join('.')}`);
      problems.push(`the page scrolls sideways: ${scroller.scrollWidth} px wide in a ${window.innerWidth} px window (${wide.join(', ')})`);
    }
    const title = document.querySelector<HTMLElement>('h1, h2, .ant-result-title');
    if (!title) {
      problems.push('no page title');
      return problems;
    }
    const box = title.getBoundingClientRect();
    const toggle = document.querySelector<HTMLElement>('[aria-label="メニューを開く"], .ant-layout-sider-zero-width-trigger');
    if (toggle) {
      const t = toggle.getBoundingClientRect();
      const intersects = t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom;
      if (intersects) problems.push(`the menu toggle covers the page title 「${title.textContent}」`);
    }
    // The first line's centre: a wrapped title is wider on its first line than its box's middle suggests.
    const x = box.left + Math.min(box.width, 40) / 2;
    const y = box.top + Math.min(box.height, 24) / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(title === hit || title.contains(hit))) {
      problems.push(`the page title 「${title.textContent}」 is covered by ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className)}` : 'nothing on screen'}`);
    }
    if (box.width < 120 && (title.textContent ?? '').length > 4) problems.push(`the page title is squeezed into ${Math.round(box.width)} px`);
    return problems;
  });
}

describe.each(accounts)('every screen as the demo $who', ({ who, email, screens }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width: 1280, height: 800 } });
    page = await signIn(context, email);
  }, 60_000);

  afterAll(async () => {
    await context?.close();
  });

  it.each(viewports)('fits the $label window ($width × $height) without sideways scrolling or a covered title', async ({ label, width, height }) => {
    await page.setViewportSize({ width, height });
    const found: string[] = [];
    for (const screen of screens) {
      await page.goto(`${server.baseUrl}${screen.path}`);
      await page.locator('h1, h2, .ant-result-title').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Fonts and the boards' size observers settle after the data arrives.
      await page.waitForTimeout(400);
      await screenshot(page, `every-screen-${who}-${screen.name}-${label}`);
      for (const problem of await problemsOn(page)) found.push(`${screen.path}: ${problem}`);
    }
    expect(found).toEqual([]);
  }, 180_000);
});
