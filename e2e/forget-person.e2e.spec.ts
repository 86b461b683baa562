import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signedInPage } from './support/session.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await signedInPage(browser, server.baseUrl, 'admin@demo.example', '/community/members');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The window once the dialog's animation has settled. */
const windowShot = (name: string) => screenshot(page, name, { fullPage: false, settleMs: 300 });

describe('forgetting a person (admin)', () => {
  it('an admin forgets a demo member after typing their name; the list then shows the placeholder', async () => {
    await page.getByRole('combobox', { name: 'チーム' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="デモチーム"]').click();
    await page.getByText('チームのユーザー（管理者のみ）').waitFor();

    const forgetButton = page.getByRole('button', { name: /さんの個人データを削除$/ }).first();
    const label = (await forgetButton.getAttribute('aria-label'))!;
    const name = label.replace(/さんの個人データを削除$/, '');
    await forgetButton.click();
    const dialog = page.getByRole('dialog', { name: `${name}さんの個人データを削除` });
    await dialog.waitFor();
    const ok = dialog.getByRole('button', { name: '削除する' });
    expect(await ok.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('ちがう名前');
    expect(await ok.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill(name);
    await windowShot('forget-01-confirm');
    expect(await ok.isDisabled()).toBe(false);
    await ok.click();
    await page.getByText(`${name}さんの個人データを削除しました`).waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-row').filter({ hasText: '削除されたユーザー' }).first().waitFor();
    expect(await page.locator('.ant-table-row').filter({ hasText: name }).count()).toBe(0);
    await windowShot('forget-02-done');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('チームのユーザー（管理者のみ）').scrollIntoViewIfNeeded();
    await windowShot('forget-03-phone-users');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
