import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { signIn } from './support/session.js';
import { startServer, type RunningServer } from './support/server.js';

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

describe('sign-in', () => {
  it('signs the manager in through the issuer page and out again', async () => {
    await page.goto(`${server.baseUrl}/`);
    const topBar = page.getByRole('banner');
    const login = topBar.getByRole('link', { name: 'ログイン' });
    await login.waitFor();
    const startFree = page.getByRole('link', { name: '無料で始める' });
    await startFree.first().waitFor();
    expect(await startFree.count()).toBe(2);
    for (const link of await startFree.all()) expect(await link.getAttribute('href')).toMatch(/^\/api\/login/);
    await screenshot(page, 'sign-in-01-landing');

    await login.click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/'));
    await page.locator('input[name="email"]').fill('manager@demo.example');
    await screenshot(page, 'sign-in-02-issuer');
    await page.locator('form button[type="submit"].primary').click();

    await page.waitForURL(`${server.baseUrl}/community`);
    const greeting = topBar.getByText(/^こんにちは、.+ .+さん$/);
    await greeting.waitFor();
    const me = (await page.evaluate(async () => (await fetch('/api/auth/user')).json())) as { firstName: string; lastName: string };
    expect(await greeting.textContent()).toBe(`こんにちは、${me.lastName} ${me.firstName}さん`);
    await page.getByRole('navigation', { name: 'コミュニティメニュー' }).waitFor();
    await screenshot(page, 'sign-in-03-community');

    await topBar.getByRole('link', { name: 'ログアウト' }).click();
    // The issuer may ask to confirm its own sign-out before sending the browser back to /.
    await page.waitForURL((url) => url.pathname === '/' || url.pathname.startsWith('/oidc/'));
    if (new URL(page.url()).pathname.startsWith('/oidc/')) {
      const confirm = page.locator('#logout-confirm');
      if (await confirm.isVisible().catch(() => false)) await confirm.click();
      await page.waitForURL(`${server.baseUrl}/`);
    }
    await topBar.getByRole('link', { name: 'ログイン' }).waitFor();
    await screenshot(page, 'sign-in-04-signed-out');
    const after = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(after).toBe(401);
  });
});

describe('signed-out visitors', () => {
  it('see the 404 page for an unknown path and a sign-in prompt in the community', async () => {
    const visitor = await newPage(browser);
    const response = await visitor.goto(`${server.baseUrl}/no-such-page`);
    // Answered with status 404 (issue 33), the SPA still drawing its 404 page.
    expect(response?.status()).toBe(404);
    await visitor.getByText('ページが見つかりません').waitFor();
    await visitor.getByText('お探しのページは存在しません。').waitFor();
    await screenshot(visitor, 'not-found');

    await visitor.goto(`${server.baseUrl}/community/matrix`);
    await visitor.getByText('コミュニティを利用するにはログインしてください。').waitFor();
    const hrefs = await visitor.getByRole('link', { name: /ログイン/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The top bar's and the prompt's: both come back to the page asked for.
    expect(hrefs).toEqual(['/api/login?returnTo=%2Fcommunity%2Fmatrix', '/api/login?returnTo=%2Fcommunity%2Fmatrix']);
    await screenshot(visitor, 'community-signed-out');
    await visitor.context().close();
  });
});

// index.html holds the page-loading state, drawn in the brand's colours from the first stylesheet,
// so a signed-in screen shows it before any script has run (decision 0119); the public pages, which
// the server marks signed out, do not. Read here with scripts off: what a phone shows while the
// entry and the frame's chunks are still on their way.
describe('before the script runs', () => {
  it('shows a signed-in member the loading state, and a signed-out visitor nothing of it', async () => {
    const member = await newPage(browser);
    await signIn(member, server.baseUrl, 'member@demo.example', '/community');
    const noScript = await browser.newContext({ locale: 'ja-JP', javaScriptEnabled: false, storageState: await member.context().storageState(), viewport: { width: 390, height: 844 } });
    const waiting = await noScript.newPage();
    await waiting.goto(`${server.baseUrl}/community/matrix`);
    const status = waiting.getByRole('status');
    expect(await status.textContent()).toBe('読み込み中...');
    expect(await status.isVisible()).toBe(true);
    // The brand's tokens hold without a script: the page's canvas and the spinner's colour.
    const colours = await waiting.evaluate(() => ({
      canvas: getComputedStyle(document.body).backgroundColor,
      spinner: getComputedStyle(document.querySelector('.page-loading__spinner')!).borderTopColor,
    }));
    expect(colours).toEqual({ canvas: 'rgb(245, 246, 248)', spinner: 'rgb(47, 75, 138)' });
    await screenshot(waiting, 'first-paint-signed-in');

    // With scripts, React's first render replaces it.
    await member.goto(`${server.baseUrl}/community`);
    await member.getByRole('navigation', { name: 'コミュニティメニュー' }).waitFor();
    expect(await member.locator('.first-paint').count()).toBe(0);

    const visitor = await browser.newContext({ locale: 'ja-JP', javaScriptEnabled: false });
    const landing = await visitor.newPage();
    await landing.goto(`${server.baseUrl}/`);
    expect(await landing.getByText('読み込み中...').isVisible()).toBe(false);
    await Promise.all([noScript.close(), visitor.close(), member.context().close()]);
  });
});
