import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { expectToast, signInAsNewUser } from './support/session.js';

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

function dot(name: RegExp) {
  return page.getByRole('group', { name: 'MSマトリックスのボード' }).getByRole('button', { name });
}

describe('MS matrix', () => {
  it('creates a team and a department, places a member, moves it, shows its trail and deletes a past point', async () => {
    await signInAsNewUser(page, server.baseUrl, 'ms-matrix', '/community/matrix');
    // A new user belongs to no team (the seeded demo team is not theirs): the empty state.
    await page.getByText('チームを選択して開始しましょう').waitFor();
    await screenshot(page, 'ms-matrix-01-no-team');

    await page.getByRole('button', { name: /チーム作成/ }).first().click();
    const teamDialog = page.getByRole('dialog', { name: '新しいチームを作成' });
    await teamDialog.getByLabel('チーム名').fill('E2E開発チーム');
    await teamDialog.getByRole('button', { name: /作\s?成/ }).click();
    await expectToast(page, 'チーム「E2E開発チーム」を作成しました');
    await page.getByText('まだメンバーが配置されていません').waitFor();

    await page.getByRole('button', { name: /部署を管理/ }).click();
    const departmentDialog = page.getByRole('dialog', { name: '部署の管理' });
    await departmentDialog.getByLabel('新しい部署名').fill('開発部');
    await departmentDialog.getByRole('button', { name: /追\s?加/ }).click();
    await expectToast(page, '部署を作成しました');
    await departmentDialog.getByText('開発部').waitFor();
    await departmentDialog.getByRole('button', { name: /閉じる/ }).last().click();
    await departmentDialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /メンバーを追加/ }).click();
    const memberDialog = page.getByRole('dialog', { name: 'メンバーを追加' });
    await memberDialog.getByLabel('姓').fill('山田');
    await memberDialog.getByLabel('名', { exact: true }).fill('太郎');
    await memberDialog.getByLabel('部署（任意）').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '開発部' }).click();
    await memberDialog.getByRole('button', { name: '追加する' }).click();
    await expectToast(page, 'メンバーを追加しました');
    const member = dot(/^山田 太郎（スキル 61、マインド 63）$/);
    await member.waitFor();
    await screenshot(page, 'ms-matrix-02-placed');

    // Drag the dot up and to the right with the mouse.
    const box = await member.boundingBox();
    if (!box) throw new Error('the dot is not on screen');
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 - 4 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(start.x + step * 12, start.y - step * 10);
    await page.getByRole('status').filter({ hasText: /スキル \d+ ・ マインド \d+/ }).waitFor();
    await screenshot(page, 'ms-matrix-03-dragging');
    await page.mouse.up();

    const confirm = page.getByRole('dialog', { name: '位置の変更' });
    await confirm.getByText('位置を変更しますか？成長軌跡として記録されます').waitFor();
    await screenshot(page, 'ms-matrix-04-confirm');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/ms-matrix\//.test(response.url()));
    await confirm.getByRole('button', { name: '変更する' }).click();
    expect((await saved).status()).toBe(200);
    const moved = dot(/^山田 太郎/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-entry-id][role="button"]')].some((node) => !/スキル 61、マインド 63/.test(node.getAttribute('aria-label') ?? '')),
    );
    const label = (await moved.getAttribute('aria-label')) ?? '';
    const [, skill, mindset] = /スキル (\d+)、マインド (\d+)/.exec(label) ?? [];
    expect(Number(skill)).toBeGreaterThan(61);
    expect(Number(mindset)).toBeGreaterThan(63);

    await page.getByRole('switch', { name: '成長軌跡' }).click();
    const trail = page.locator('[data-testid="growth-trails"] path.ms-trail');
    await trail.waitFor();
    expect(await trail.count()).toBe(1);
    // A member just added is selected; selecting shows the markers of its past points.
    if ((await moved.getAttribute('aria-pressed')) !== 'true') await moved.click();
    expect(await moved.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'ms-matrix-05-trail');

    await page.getByRole('button', { name: /の記録（スキル 61、マインド 63）を削除$/ }).click();
    const deleteDialog = page.getByRole('dialog').filter({ hasText: '成長履歴ポイントを削除しますか？' });
    await deleteDialog.waitFor();
    await deleteDialog.getByRole('button', { name: '削除する' }).click();
    await expectToast(page, '成長履歴ポイントを削除しました');
    // One point left (the current position): no trail to draw.
    await trail.waitFor({ state: 'detached' });
    await screenshot(page, 'ms-matrix-06-point-deleted');

    const rendered = await page.evaluate(() => performance.getEntriesByName('ms-board:rendered').length);
    expect(rendered).toBeGreaterThan(0);

    // Export: a PNG of the board and the server's CSV (UTF-8 with BOM), both real files.
    const exportAs = async (item: string) => {
      await page.getByRole('button', { name: /エクスポート/ }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: item }).click();
      const file = await download;
      const bytes = fs.readFileSync(await file.path());
      await expectToast(page, 'ダウンロードを開始しました');
      return { name: file.suggestedFilename(), bytes };
    };
    const png = await exportAs('画像（PNG）');
    expect(png.name).toMatch(/^MSマトリックス_E2E開発チーム_\d{8}\.png$/);
    expect([...png.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(png.bytes.length).toBeGreaterThan(5_000);
    const csv = await exportAs('CSV');
    expect(csv.name).toMatch(/\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bytes.toString('utf8')).toContain('山田 太郎');
  });
});
