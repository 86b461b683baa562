import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { desktopViewport, signIn, signInAsNewUser } from './support/session.js';

/**
 * WCAG 2.2 A and AA with axe-core over every page of the route registry (the build's
 * `route-patterns.json`, written from `frontend/src/app/routes.tsx`), signed out and signed in as
 * the demo admin (who sees every page), plus the sign-in page and the main dialogs. Prints the
 * violation count per page; any violation fails the run. Signed out, no page may log an error to
 * the console (a 401 of the user probe included), and every page carries its own title.
 */

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const routePatternsFile = path.resolve(import.meta.dirname, '..', 'frontend', 'dist', 'route-patterns.json');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: desktopViewport });
  contexts.push(context);
  return context;
}

/** The page's WCAG A/AA violations, one line per failing element. */
async function violationsOn(page: Page, label: string): Promise<string[]> {
  // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async (tags) => (await (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<{ violations: unknown[] }> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations,
    WCAG_TAGS,
  );
  const lines = (violations as AxeViolation[]).flatMap((v) => v.nodes.map((n) => `${label}: [${v.id}] ${v.help} — ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1, 2).join(' ') ?? ''}`));
  console.log([`axe ${label}: ${lines.length} violation(s)`, ...lines].join('\n'));
  return lines;
}

/** Waits until the page has drawn its heading and its data (the boards settle after it). */
async function settle(page: Page): Promise<void> {
  await page.locator('h1, h2, h3, .ant-result-title').first().waitFor();
  await page.waitForLoadState('networkidle');
  // antd's motion (a tab ink bar, a fading card) ends before it is measured.
  await page.waitForTimeout(400);
}

/** Every page of the registry (the `/community-portal/*` alias only redirects); a path with parameters is reached through the first link to it on the nearest page above it. */
function registryPatterns(): string[] {
  return (JSON.parse(fs.readFileSync(routePatternsFile, 'utf8')) as string[]).filter((pattern) => !pattern.endsWith('*'));
}

async function concretePath(page: Page, pattern: string): Promise<string | undefined> {
  if (!pattern.includes(':')) return pattern;
  // The nearest page above it (a course's page is reached from the learning page: /community/learning/courses is no page).
  const pages = new Set(registryPatterns());
  let parent = pattern.slice(0, pattern.indexOf('/:'));
  while (!pages.has(parent) && parent.lastIndexOf('/') > 0) parent = parent.slice(0, parent.lastIndexOf('/'));
  if (pattern.startsWith('/community/join/')) return '/community/join/no-such-invitation';
  await page.goto(`${server.baseUrl}${parent}`);
  await settle(page);
  const shape = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/?#]+')}$`);
  // A list's links may come after its page's first data (the members of the selected team).
  await page
    .waitForFunction((source) => [...document.querySelectorAll('a[href]')].some((a) => new RegExp(source).test(new URL((a as HTMLAnchorElement).href).pathname)), shape.source, { timeout: 15_000 })
    .catch(() => undefined);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => shape.test(href));
}

describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  it('signed out: every public page, the sign-in prompt, the 404 page and the sign-in page, without console errors', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      // The unknown path's own document is answered 404 on purpose, and Chromium logs that.
      const notFoundDocument = message.location().url === `${server.baseUrl}/no-such-page` && message.text().includes('404');
      if (message.type() === 'error' && !notFoundDocument) consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    const found: string[] = [];
    const titles = new Map<string, string>();
    const notFound = await fetch(`${server.baseUrl}/no-such-page`);
    expect(notFound.status).toBe(404);
    const signedOutPaths = [...registryPatterns().filter((p) => !p.startsWith('/community') && !p.includes(':') && p !== '/admin-dashboard'), '/community', '/no-such-page'];
    for (const pagePath of signedOutPaths) {
      await page.goto(`${server.baseUrl}${pagePath}`);
      await settle(page);
      titles.set(pagePath, await page.title());
      found.push(...(await violationsOn(page, pagePath)));
    }
    await page.goto(`${server.baseUrl}/api/login?returnTo=%2Fcommunity`);
    await page.locator('input[name="email"]').waitFor();
    found.push(...(await violationsOn(page, 'sign-in page')));
    expect(found).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // Each page its own title, the product's name after it.
    expect(new Set(titles.values()).size).toBe(titles.size);
    for (const title of titles.values()) expect(title).toMatch(/ \| ピボット実践コミュニティ$|^ピボット実践コミュニティ$/);
  }, 300_000);

  it('signed in as the admin: every page of the registry', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, server.baseUrl, 'admin@demo.example', '/community');
    const found: string[] = [];
    const unreached: string[] = [];
    for (const pattern of registryPatterns()) {
      const pagePath = await concretePath(page, pattern);
      if (!pagePath) {
        unreached.push(pattern);
        continue;
      }
      await page.goto(`${server.baseUrl}${pagePath}`);
      await settle(page);
      found.push(...(await violationsOn(page, pagePath)));
    }
    expect(found).toEqual([]);
    expect(unreached).toEqual([]);
  }, 600_000);

  it('the main dialogs: welcome, team creation, adding a member, a new forum post, a new event', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signInAsNewUser(page, server.baseUrl, 'a11y-dialogs', '/community');
    const found: string[] = [];
    const welcome = page.getByRole('dialog', { name: 'ようこそ！プロフィールを設定しましょう' });
    await welcome.waitFor();
    await page.waitForTimeout(400);
    found.push(...(await violationsOn(page, 'welcome dialog')));

    const manager = await (await newContext()).newPage();
    await signIn(manager, server.baseUrl, 'manager@demo.example', '/community');
    const dialogs = [
      { path: '/community/matrix', button: 'チーム作成' },
      { path: '/community/matrix', button: 'メンバーを追加' },
      { path: '/community/forum', button: '新規投稿' },
      { path: '/community/events', button: 'イベントを作成' },
    ];
    for (const { path: pagePath, button } of dialogs) {
      await manager.goto(`${server.baseUrl}${pagePath}`);
      await settle(manager);
      await manager.getByRole('button', { name: button }).first().click();
      await manager.getByRole('dialog').last().waitFor();
      await manager.waitForTimeout(400);
      found.push(...(await violationsOn(manager, `${pagePath} 「${button}」`)));
    }
    expect(found).toEqual([]);
  }, 300_000);
});
