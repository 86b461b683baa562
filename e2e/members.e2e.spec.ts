import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshotDir } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signIn } from './support/session.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The visible window only (a full-page capture stitches the sticky top bar into the middle). */
async function windowShot(name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

function statCard(title: string) {
  return page.locator('.ant-card').filter({ hasText: title }).first();
}

describe('members screen', () => {
  it('imports a Shift_JIS CSV: a preview with per-row errors, then only the valid rows, then exports them', async () => {
    await signIn(page, server.baseUrl, 'hr@demo.example', '/community/members');

    await page.getByRole('combobox', { name: 'チーム' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="デモチーム"]').click();
    await statCard('総メンバー数').getByText('20').waitFor();

    await page.getByRole('button', { name: /CSV一括登録/ }).click();
    const dialog = page.getByRole('dialog', { name: 'CSVでメンバーを一括登録' });
    await dialog.waitFor();
    const csv = [
      '姓,名,フリガナ,メールアドレス,役職,部署,電話番号,入社日,備考',
      '新井,一郎,あらい いちろう,arai.ichiro@example.com,メンバー,営業部,03-1234-5678,2026-11-01,CSVから登録',
      ',二郎,,jiro@example.com,,,,,',
      '木下,三郎,,not-an-email,,,,,',
      '森,四郎,,,社長,,,,',
    ].join('\r\n');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'members-sjis.csv', mimeType: 'text/csv', buffer: iconv.encode(csv, 'Shift_JIS') });
    await dialog.getByRole('button', { name: '内容を確認する' }).click();
    await dialog.getByText('文字コード：Shift_JIS').waitFor();
    await dialog.getByText('登録できる行 1件 ／ エラーの行 3件').waitFor();
    await dialog.getByText('新井').waitFor();
    await windowShot('members-01-csv-preview');

    await dialog.getByRole('button', { name: '1件を登録する' }).click();
    await dialog.getByText('1件のメンバーを登録しました').waitFor();
    await windowShot('members-02-csv-imported');
    await dialog.getByRole('button', { name: '閉じる' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await statCard('総メンバー数').getByText('21').waitFor();
    await page.getByText('arai.ichiro@example.com').waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /CSVエクスポート/ }).click();
    const file = await download;
    const bytes = fs.readFileSync(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFF姓,名,フリガナ,メールアドレス,役職,部署,電話番号,入社日,備考');
    expect(text).toContain('新井,一郎,アライ イチロウ,arai.ichiro@example.com,メンバー,営業部');
  });
});
