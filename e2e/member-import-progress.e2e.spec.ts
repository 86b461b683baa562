import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { desktopViewport, signIn } from './support/session.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.setViewportSize(desktopViewport);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const ROWS = 300;

describe('member CSV import as a background job', () => {
  it('shows a progress bar of the rows done while the rows are registered, then the result', async () => {
    await signIn(page, server.baseUrl, 'hr@demo.example', '/community/members');
    await page.getByRole('combobox', { name: 'チーム' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="デモチーム"]').click();
    await page.getByRole('button', { name: /CSV一括登録/ }).click();
    const dialog = page.getByRole('dialog', { name: 'CSVでメンバーを一括登録' });
    await dialog.waitFor();
    const lines = ['姓,名,メールアドレス', ...Array.from({ length: ROWS }, (_, i) => `進捗,${i + 1}郎,progress-${i + 1}@example.com`), ',名無し,'];
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') });
    await dialog.getByRole('button', { name: '内容を確認する' }).click();
    await dialog.getByText(`登録できる行 ${ROWS}件 ／ エラーの行 1件`).waitFor();
    await dialog.getByRole('button', { name: `${ROWS}件を登録する` }).click();

    await dialog.getByText(/^301行中 \d+行を処理しました$/).waitFor();
    await dialog.getByRole('progressbar').waitFor();
    await screenshot(page, 'member-import-01-progress-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'member-import-02-progress-phone');

    await dialog.getByText(`${ROWS}件のメンバーを登録しました`).waitFor({ timeout: 180_000 });
    await dialog.getByText('302行目：姓を入力してください').waitFor();
    await screenshot(page, 'member-import-03-result-phone');
  }, 300_000);
});
