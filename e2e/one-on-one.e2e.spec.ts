import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApi, expectToast, signInAsNewUser } from './support/session.js';

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

const board = () => page.getByRole('group', { name: /^1on1マトリックス（横軸：信頼関係/ });
/** The dot of a member's point (the point's box also holds the name beside it). */
const dotOf = (label: RegExp) => board().getByRole('button', { name: label }).locator('circle').last();

describe('1on1 matrix', () => {
  it('places a member in plot mode, shows the approach of the quadrant, moves the member and records a 1on1', async () => {
    await signInAsNewUser(page, server.baseUrl, 'one-on-one', '/community/1on1');
    await page.getByText('チームを選択して開始しましょう').waitFor();

    await page
      .getByRole('button', { name: /チーム作成/ })
      .first()
      .click();
    const teamDialog = page.getByRole('dialog', { name: '新しいチームを作成' });
    await teamDialog.getByLabel('チーム名').fill('E2E 1on1チーム');
    await teamDialog.getByRole('button', { name: /作\s?成/ }).click();
    await expectToast(page, 'チーム「E2E 1on1チーム」を作成しました');
    await page.getByText('まだメンバーが配置されていません').waitFor();

    const teams = (await page.evaluate(async () => (await fetch('/api/teams')).json())) as { id: string; name: string }[];
    const team = teams.find((candidate) => candidate.name === 'E2E 1on1チーム');
    if (!team) throw new Error('the team was not created');
    const registered = await callApi(page, 'POST', '/api/company-members', { teamId: team.id, lastName: '佐藤', firstName: '花子' });
    expect(registered.status).toBe(201);
    await page.reload();
    await board().waitFor();
    await screenshot(page, 'one-on-one-01-empty-board');

    // Plot mode: a click at trust 85 %, mindset 20 % (y grows downwards on the board).
    await page.getByRole('switch', { name: 'プロット作成モード' }).click();
    const plotArea = await page.getByTestId('plot-area').boundingBox();
    if (!plotArea) throw new Error('the plot area is not on screen');
    await page.mouse.click(plotArea.x + plotArea.width * 0.85, plotArea.y + plotArea.height * 0.8);
    const entryDialog = page.getByRole('dialog', { name: '新規1on1エントリー' });
    await entryDialog.getByText('信頼関係 85% ・ マインド 20%').waitFor();
    await entryDialog.getByText('信頼構築（母性的な優しさ）').waitFor();
    // Search and pick with the keyboard, as the dropdown's opening animation can swallow an early click.
    await entryDialog.getByRole('combobox', { name: 'メンバー' }).click();
    await page.keyboard.type('佐藤');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active').filter({ hasText: '佐藤 花子' }).waitFor();
    await page.keyboard.press('Enter');
    await entryDialog.locator('.ant-select').filter({ hasText: '佐藤 花子' }).waitFor();
    await screenshot(page, 'one-on-one-02-new-entry');
    await entryDialog.getByRole('button', { name: '作成する' }).click();
    await expectToast(page, '1on1エントリーを作成しました');

    // The server's approach for the quadrant, on the point and in the member's card.
    await dotOf(/^佐藤 花子：信頼関係 85%、マインド 20%、信頼構築（母性的な優しさ）$/).waitFor();
    await board().getByText('佐藤 花子', { exact: true }).locator('xpath=self::*[local-name()="text"]').waitFor();
    await screenshot(page, 'one-on-one-03-placed');

    // Drag the member up into the top-right quadrant: trust = x, mindset = 1 − y.
    await page.getByRole('switch', { name: 'プロット作成モード' }).click();
    const dot = await dotOf(/^佐藤 花子：/).boundingBox();
    if (!dot) throw new Error('the point is not on screen');
    const start = { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + plotArea.width * 0.05, start.y - plotArea.height * 0.7, { steps: 10 });
    await page.mouse.up();
    await dotOf(/^佐藤 花子：信頼関係 \d+%、マインド \d+%、戦略・ビジネス$/).waitFor();
    await page.reload();
    await dotOf(/^佐藤 花子：信頼関係 \d+%、マインド \d+%、戦略・ビジネス$/).waitFor();

    // The member's card: approach and recommendation, then a recorded 1on1.
    await page.getByRole('button', { name: '佐藤 花子の詳細を開く' }).click();
    const drawer = page.locator('.ant-drawer-section').filter({ hasText: '1on1の記録' });
    await drawer.getByText('戦略・ビジネス').first().waitFor();
    await drawer.getByText(/対等なパートナーとして議論しましょう/).waitFor();
    await drawer.getByText('まだ1on1の記録がありません').waitFor();
    await drawer.getByRole('button', { name: '1on1を記録' }).click();
    const sessionDialog = page.getByRole('dialog', { name: '1on1を記録：佐藤 花子' });
    await sessionDialog.locator('.ant-rate-star').nth(3).click();
    await sessionDialog.getByLabel('成果（任意）').fill('次の四半期の目標を一緒に決めた');
    await sessionDialog.getByRole('button', { name: '記録する' }).click();
    await expectToast(page, '1on1を記録しました');
    await drawer.getByText('次の四半期の目標を一緒に決めた').waitFor();
    await screenshot(page, 'one-on-one-04-session');

    // Growth detail: two points, the first deletable.
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: '詳細データを表示' }).click();
    const detail = page.getByRole('region', { name: '佐藤 花子' });
    await detail.getByText('現在の評価：優秀').waitFor();
    expect(await detail.getByRole('row').count()).toBe(3);
    await page.getByRole('switch', { name: '成長の軌跡を表示' }).click();
    await board().locator('[data-trajectory-of] path[marker-end]').waitFor();
    await screenshot(page, 'one-on-one-05-detail');

    // The board as a PNG file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /PNGで書き出し/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^1on1マトリックス_.+_\d{8}\.png$/);
    const bytes = fs.readFileSync(await file.path());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(bytes.length).toBeGreaterThan(5_000);
  });
});
