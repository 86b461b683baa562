import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signedInPage } from './support/session.js';

/**
 * The admin console in Chromium against the built server (spec part 2 §2, §7, §8): as an admin,
 * sync the ER diagram and see it drawn, run the production migration; as a member, the restricted
 * card with their own e-mail and user type. Screenshots at 1280 and 390 px.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/** A page in its own context signed in as `email`; at phone width a touch phone. */
function signedIn(email: string, returnTo: string, viewport = desktop): Promise<Page> {
  return signedInPage(browser, server.baseUrl, email, returnTo, { viewport, mobile: viewport === phone });
}

/** The window (or the whole page) once animations have settled. */
function shot(page: Page, name: string, fullPage = true): Promise<string> {
  return screenshot(page, name, { fullPage, settleMs: 300 });
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('admin dashboard', () => {
  it('as an admin: syncs the ER diagram and sees every table drawn, filters it, and the statistics count the tables', async () => {
    const page = await signedIn('admin@demo.example', '/community/admin-dashboard');
    await page.getByRole('heading', { name: '管理ダッシュボード' }).waitFor();
    await page.getByText('ER図はまだ同期されていません', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'ER図を同期' }).click();
    const result = page.getByTestId('admin-result');
    await result.getByText(/^ER図を更新しました/).waitFor();
    const message = (await result.textContent()) ?? '';
    const tables = Number(/テーブル(\d+)件/.exec(message)?.[1]);
    expect(tables).toBeGreaterThan(30);

    const diagram = page.getByTestId('er-diagram');
    await diagram.waitFor();
    expect(await diagram.locator('[data-table]').count()).toBe(tables);
    expect(await diagram.locator('[data-relation]').count()).toBeGreaterThan(5);
    await diagram.locator('[data-table="events"]').waitFor();
    // The statistics card counts the same tables.
    await page.locator('.ant-card').filter({ hasText: 'データベースのテーブル数' }).getByText(String(tables)).waitFor();
    await page.getByText('最近の管理操作').waitFor();
    await page.getByText('ER図の同期').first().waitFor();
    await shot(page, 'admin-dashboard-1280', false);
    await diagram.scrollIntoViewIfNeeded();
    await shot(page, 'admin-dashboard-diagram-1280', false);

    // A table and what links to it, picked out of dozens.
    await page.getByRole('searchbox', { name: 'テーブル名・列名で絞り込み' }).fill('ms_matrix');
    await diagram.locator('[data-table="ms_matrix_growth_points"]').waitFor();
    expect(await diagram.locator('[data-table]').count()).toBeLessThan(tables);
    await diagram.locator('[data-table="ms_matrix_entries"]').click();
    await page.getByText('ms_matrix_entries の参照を強調表示中').waitFor();
    await shot(page, 'admin-dashboard-diagram-filtered-1280', false);
    await page.context().close();
  });

  it('as an admin: runs the production migration and reads the result; the dashboard is also at /admin-dashboard from the top bar', async () => {
    const page = await signedIn('admin@demo.example', '/community/admin');
    await page.getByRole('heading', { name: '本番データベースのマイグレーション' }).waitFor();
    await page.getByRole('button', { name: 'マイグレーションを実行' }).click();
    await page.getByRole('button', { name: '実行する' }).click();
    const result = page.getByTestId('admin-result');
    await result.getByText('未実行のマイグレーションはありません', { exact: false }).waitFor();
    await page.getByText('未実行 0件').waitFor();
    await page.getByText('マイグレーション実行').first().waitFor();
    await shot(page, 'admin-migration-1280');

    await page.getByRole('link', { name: '管理画面' }).click();
    await page.waitForURL(`${server.baseUrl}/admin-dashboard`);
    await page.getByRole('heading', { name: '管理ダッシュボード' }).waitFor();
    await page.context().close();
  });

  it('at phone width: the dashboard and the migration fit the screen', async () => {
    // A return address with a fragment: signing in ends on the page (the fragment is not compared).
    const page = await signedIn('hr@demo.example', '/community/admin-dashboard#er-diagram', phone);
    await page.getByRole('heading', { name: '管理ダッシュボード' }).waitFor();
    await page.getByTestId('er-diagram').waitFor();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'admin-dashboard-390', false);
    await page.getByTestId('er-diagram').scrollIntoViewIfNeeded();
    await shot(page, 'admin-dashboard-diagram-390', false);
    await page.goto(`${server.baseUrl}/community/admin`);
    await page.getByRole('heading', { name: '本番データベースのマイグレーション' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'admin-migration-390');
    await page.context().close();
  });

  it('as a member: the restricted card with their own e-mail and user type, on both admin screens', async () => {
    for (const [viewport, suffix] of [
      [desktop, '1280'],
      [phone, '390'],
    ] as const) {
      const page = await signedIn('member@demo.example', '/community/admin-dashboard', viewport);
      const card = page.getByRole('alert').filter({ hasText: 'アクセス制限' });
      await card.waitFor();
      await card.getByText('member@demo.example').waitFor();
      await card.getByText('メンバー（member）').waitFor();
      expect(await page.getByRole('button', { name: 'ER図を同期' }).count()).toBe(0);
      await shot(page, `admin-restricted-${suffix}`);
      await page.goto(`${server.baseUrl}/community/admin`);
      await page.getByRole('alert').filter({ hasText: 'アクセス制限' }).waitFor();
      expect(await page.getByRole('button', { name: 'マイグレーションを実行' }).count()).toBe(0);
      await page.context().close();
    }
  });

  it('as HR: opens the growth trail of a member from the members list and sees the path on the board with who moved them', async () => {
    for (const [viewport, suffix] of [
      [desktop, '1280'],
      [phone, '390'],
    ] as const) {
      const page = await signedIn('hr@demo.example', '/community/members', viewport);
      await page.getByRole('combobox', { name: 'チーム' }).click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="デモチーム"]').click();
      // Where the row's actions do not fit (a phone), they fold into the row's expanded part (decision 0101).
      const members = page.locator('.responsive-table').filter({ has: page.getByRole('columnheader', { name: '氏名' }) });
      const firstRow = members.locator('.ant-table-row').first();
      await firstRow.waitFor();
      const trail = page.getByRole('link', { name: /の成長の軌跡$/ }).first();
      if (!(await trail.isVisible())) await firstRow.getByRole('button', { name: '展開する' }).click();
      await trail.click();
      await page.waitForURL(/\/community\/members\/[^/]+\/growth-trail\?team=/);
      await page.getByRole('heading', { name: /さんの成長の軌跡$/ }).waitFor();
      const board = page.getByTestId('trail-board').first();
      await board.waitFor();
      expect(await board.locator('[data-stop]').count()).toBeGreaterThan(0);
      await page.getByRole('cell', { name: '配置' }).first().waitFor();
      await expectNoHorizontalOverflow(page);
      await shot(page, `growth-trail-${suffix}`, false);
      await page.context().close();
    }
  });
});
