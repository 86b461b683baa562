import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

/**
 * The public pages in Chromium against the built server: the landing page, the book companion's
 * anchors, the download gate with the real worksheet files and the registrant cookie
 * (decision 0031), and the inquiry form with the server's answers, at desktop and phone size.
 */
let server: RunningServer;
let browser: Browser;

/** The design notes' after-shots (docs/design/after/) are refreshed only when asked: a test run never changes tracked files. */
const afterShots = process.env.UPDATE_DESIGN_SHOTS ? path.resolve(import.meta.dirname, '..', 'docs', 'design', 'after') : undefined;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function newContext(viewport = desktop): Promise<BrowserContext> {
  return browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport, isMobile: viewport === phone, hasTouch: viewport === phone });
}

/** The answer to the next navigation to this worksheet's file, in whichever tab it happens. */
function downloadResponse(context: BrowserContext, id: string): Promise<Response> {
  return context.waitForEvent('response', (response) => new URL(response.url()).pathname === `/api/download/${id}`);
}

/** The file opened in a new tab is the worksheet's PDF, requested with the registrant cookie. */
async function expectWorksheetPdf(context: BrowserContext, response: Response): Promise<void> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline;/);
  expect((await response.request().allHeaders()).cookie).toMatch(/download_registrant=/);
  const body = await (await context.request.get(response.url())).body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** The page body never scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every button, link and form control has an accessible name (visible text, label or aria-label). */
async function expectNamedControls(page: Page): Promise<void> {
  const unnamed = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role=tab]')];
    return controls
      .filter((control) => {
        const labelled = control.getAttribute('aria-label') || control.getAttribute('aria-labelledby');
        const byLabel = control.id && document.querySelector(`label[for="${CSS.escape(control.id)}"]`);
        const wrapped = control.closest('label');
        return !labelled && !byLabel && !wrapped && !(control.textContent ?? '').trim();
      })
      .map((control) => control.outerHTML.slice(0, 120));
  });
  expect(unnamed).toEqual([]);
}

async function saveAfterShot(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, name);
  if (!afterShots) return;
  fs.mkdirSync(afterShots, { recursive: true });
  fs.copyFileSync(file, path.join(afterShots, `${name}.png`));
}

describe('public pages', () => {
  it('the landing page: features, steps, FAQ, claims, two calls to start free, no shift after first paint, usable at both sizes', async () => {
    for (const [viewport, size] of [
      [desktop, 'desktop'],
      [phone, 'phone'],
    ] as const) {
      const context = await newContext(viewport);
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${server.baseUrl}/`);
      await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).waitFor();
      const start = page.getByRole('link', { name: '無料で始める' });
      await start.first().waitFor();
      expect(await start.count()).toBe(2);
      for (const link of await start.all()) expect(await link.getAttribute('href')).toBe('/api/login?returnTo=%2Fcommunity');
      for (const feature of ['MSマトリックス', '1on1マトリックス', '学習コンテンツ', 'AIコーチング', '実践者コミュニティ', '心の叫び']) {
        await page.getByRole('heading', { name: feature, exact: true }).waitFor();
      }
      await page.getByText('自分のチームで使う前に試せますか？').click();
      await page.getByText(/「サンプルチームで試す」を押すと/).waitFor();
      await expectNoHorizontalOverflow(page);
      await expectNamedControls(page);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.01);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveAfterShot(page, `landing-${size}`);
      await context.close();
    }
  });

  it('every anchor of the book page scrolls to its section, from the menu and from a link into the page', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/pivot`);
    const menu = page.getByRole('navigation', { name: 'このページの目次' });
    await menu.waitFor();
    const anchors = ['downloads', 'cases', 'reviews', 'pivot-interview', 'author-qa', 'services', 'contact'];
    for (const anchor of anchors) {
      await menu.locator(`a[href="#${anchor}"]`).click();
      await page.waitForFunction((id) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - 56) < 4, anchor);
      expect(new URL(page.url()).hash).toBe(`#${anchor}`);
    }
    for (const anchor of anchors) {
      const fresh = await context.newPage();
      await fresh.goto(`${server.baseUrl}/pivot#${anchor}`);
      await fresh.waitForFunction((id) => {
        const section = document.getElementById(id);
        return section !== null && Math.abs(section.getBoundingClientRect().top - 56) < 4;
      }, anchor);
      await fresh.close();
    }
    await expectNamedControls(page);
    await context.close();
  });

  it('the download gate: messages, registration, the PDF in a new tab with the registrant cookie, then no dialog again', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/pivot#downloads`);
    await page.getByRole('tab', { name: '個別ダウンロード' }).click();
    await page.getByRole('button', { name: '影響の輪をダウンロード' }).click();
    const dialog = page.getByRole('dialog', { name: '影響の輪' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '登録してダウンロード' }).click();
    for (const message of ['お名前を入力してください', '会社名を入力してください']) await dialog.getByText(message).waitFor();
    expect(await dialog.getByText('有効なメールアドレスを入力してください').count()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await screenshot(page, 'companion-gate-messages');

    await dialog.getByLabel('お名前').fill('佐藤 花子');
    await dialog.getByLabel('会社名').fill('株式会社サンプル');
    await dialog.getByLabel('メールアドレス', { exact: true }).fill('hanako@example.com');
    await dialog.getByLabel('メールアドレス（確認）').fill('hanako@example.org');
    await dialog.getByText('メールアドレスが一致しません').waitFor();
    await dialog.getByLabel('メールアドレス（確認）').fill('hanako@example.com');
    expect(await dialog.getByText('メールアドレスが一致しません').count()).toBe(0);

    const popup = page.waitForEvent('popup');
    const first = downloadResponse(context, 'circle-of-influence');
    await dialog.getByRole('button', { name: '登録してダウンロード' }).click();
    const file = await popup;
    await expectWorksheetPdf(context, await first);
    await page.getByRole('status').filter({ hasText: '登録完了' }).getByText('ダウンロードを開始します').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [cookie] = (await context.cookies()).filter((stored) => stored.name === 'download_registrant');
    expect(cookie).toMatchObject({ path: '/api/download', httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => localStorage.getItem('downloadGateCompleted'))).toBe('true');
    await file.close();

    // Another page load on the same browser: the worksheet opens at once, no dialog, no second registration.
    await page.reload();
    await page.getByRole('tab', { name: '個別ダウンロード' }).click();
    const second = page.waitForEvent('popup');
    const secondFile = downloadResponse(context, 'growth-map');
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/download-registrant') registrations.push(request.method());
    });
    await page.getByRole('button', { name: '成長マップをダウンロード' }).click();
    await second;
    await expectWorksheetPdf(context, await secondFile);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(registrations).toEqual([]);
    await context.close();
  });

  it("the inquiry form: validation, thanks with the server's message, the server's refusal in an error toast", async () => {
    const context = await newContext(phone);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/pivot/book#contact`);
    const form = page.getByRole('form', { name: 'お問い合わせ' });
    await form.getByRole('button', { name: '送信する' }).click();
    for (const message of ['会社名を入力してください', 'ご担当者名を入力してください', '有効なメールアドレスを入力してください', 'お問い合わせ種別を選択してください', 'お問い合わせ内容を入力してください']) {
      await form.getByText(message).waitFor();
    }
    await form.getByLabel('会社名').fill('株式会社サンプル');
    await form.getByLabel('ご担当者名').fill('田中 一郎');
    await form.getByLabel('メールアドレス').fill('ichiro@example.com');
    await form.getByLabel('お問い合わせ種別').selectOption('organization');
    await form.getByLabel('お問い合わせ内容').fill('全社導入について相談したいです。');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'companion-inquiry-phone');

    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
    await form.getByRole('button', { name: '送信する' }).click();
    expect((await sent).status()).toBe(201);
    await page.getByRole('status').filter({ hasText: 'お問い合わせありがとうございます' }).getByText('お問い合わせを受け付けました。3営業日以内に担当者よりご連絡いたします。').waitFor();
    expect(await form.getByLabel('会社名').inputValue()).toBe('');

    // A phone number only the server checks: its message, without the field name it starts with.
    await form.getByLabel('会社名').fill('株式会社サンプル');
    await form.getByLabel('ご担当者名').fill('田中 一郎');
    await form.getByLabel('メールアドレス').fill('ichiro@example.com');
    await form.getByLabel('電話番号（任意）').fill('=cmd|calc');
    await form.getByLabel('お問い合わせ種別').selectOption('other');
    await form.getByLabel('お問い合わせ内容').fill('もう一度');
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact');
    await form.getByRole('button', { name: '送信する' }).click();
    expect((await refused).status()).toBe(400);
    const alert = page.getByRole('alert').filter({ hasText: '送信エラー' });
    await alert.getByText('電話番号は数字と「+」「-」「()」で30文字以内で入力してください').waitFor();
    expect(await alert.textContent()).not.toContain('phone:');
    expect(await form.getByLabel('会社名').inputValue()).toBe('株式会社サンプル');
    await context.close();
  });

  it('the book pages fit a phone and a desktop, every control named', async () => {
    for (const [viewport, size] of [
      [desktop, 'desktop'],
      [phone, 'phone'],
    ] as const) {
      const context = await newContext(viewport);
      const page = await context.newPage();
      for (const [route, name] of [
        ['/pivot', 'companion'],
        ['/pivot/readers', 'readers'],
        ['/pivot/book', 'book'],
      ] as const) {
        await page.goto(`${server.baseUrl}${route}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).waitFor();
        await expectNoHorizontalOverflow(page);
        await expectNamedControls(page);
        await saveAfterShot(page, `${name}-${size}`);
      }
      await context.close();
    }
  });
});

