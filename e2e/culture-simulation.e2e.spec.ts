import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { expectToast, signIn } from './support/session.js';

let server: RunningServer;
let browser: Browser;
let manager: Page;
let member: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  manager = await newPage(browser);
  member = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('culture simulation', () => {
  it('measures the demo team, runs two scenarios side by side, saves one and shares it with the leaders', async () => {
    await signIn(manager, server.baseUrl, 'manager@demo.example', '/community/culture-simulation');
    await manager.getByText('実際の履歴から測ったこと').waitFor();
    // The demo history is enough for the model: effects with intervals, no "too thin" warning.
    await manager.getByText('成長の速さに何が効いているか').waitFor();
    await manager.getByText('基礎の伸び（施策なし）').waitFor();
    await manager.getByText('これまでの進み具合による減速', { exact: true }).waitFor();
    expect(await manager.getByText(/履歴が少ないため/).count()).toBe(0);
    await screenshot(manager, 'culture-simulation-01-measured');
    // Each member's own pace, pooled towards the team's where the trail is thin.
    await manager.getByText(/^メンバーごとの成長速度（20人）$/).click();
    await manager.getByRole('columnheader', { name: 'ペース（スキル）' }).waitFor();
    await screenshot(manager, 'culture-simulation-01-members-1280');

    const a = manager.getByTestId('scenario-シナリオA');
    const b = manager.getByTestId('scenario-シナリオB');
    await a.getByRole('button', { name: 'シナリオA: シミュレーションを実行' }).click();
    await a.getByText(/12か月後（\d{4}-\d{2}-\d{2}）の分布/).waitFor({ timeout: 30_000 });

    // Scenario B: weekly 1on1s for the two lower quadrants with the trust-building approach, everyone in growth cycles.
    await b.getByLabel('シナリオB 育成・支援 1on1の頻度（月あたり回数）').fill('4');
    await b.getByLabel('シナリオB 成長期待 1on1の頻度（月あたり回数）').fill('4');
    await b.getByLabel('シナリオB 育成サイクルの参加率（%）').fill('100');
    await b.getByRole('button', { name: 'シナリオB: シミュレーションを実行' }).click();
    await b.getByText(/12か月後（\d{4}-\d{2}-\d{2}）の分布/).waitFor({ timeout: 30_000 });

    for (const panel of [a, b]) {
      for (const month of [3, 6, 12]) await panel.getByText(new RegExp(`^${month}か月後（`)).waitFor();
    }
    const chart = manager.getByRole('img', { name: /活躍・リーダー候補の割合の推移: シナリオA、シナリオB/ });
    await chart.waitFor();
    expect(await chart.getByTestId('owner-share-series').count()).toBe(2);
    // Growth slows near the board's edge and settled trails stay settled: the screen says so.
    await manager.getByText(/成長はマトリックスの端に近づくほど緩やかになり/).waitFor();
    const medians = await Promise.all([a, b].map((panel) => panel.getByText(/^12か月後: 活躍・リーダー候補 \d+%/).textContent()));
    expect(medians.every((text) => text !== null)).toBe(true);
    await screenshot(manager, 'culture-simulation-02-two-scenarios-1280');

    await b.getByLabel('シナリオB シナリオ名').fill('E2E 週1回の1on1');
    await b.getByRole('button', { name: '保存' }).click();
    await expectToast(manager, 'シナリオを保存しました');
    const saved = manager.locator('.ant-list-item').filter({ hasText: 'E2E 週1回の1on1' });
    await saved.getByText('自分のみ').waitFor();
    await saved.getByText(/予測した最初の日付（\d{4}-\d{2}-\d{2}）はまだ来ていません/).waitFor();
    await saved.getByRole('button', { name: 'リーダーに共有' }).click();
    await expectToast(manager, 'チームのリーダーに共有しました');
    await saved.getByText('リーダーに共有済み').waitFor();

    await manager.setViewportSize({ width: 390, height: 844 });
    await chart.waitFor();
    await screenshot(manager, 'culture-simulation-03-phone-390');
  }, 180_000);

  it("tells a plain member that the simulation reads everyone's evaluation and is for the leaders", async () => {
    await signIn(member, server.baseUrl, 'member@demo.example', '/community/culture-simulation');
    await member.getByText('チームのリーダーと管理者だけが利用できます', { exact: false }).waitFor();
    expect(await member.getByText('実際の履歴から測ったこと').count()).toBe(0);
  });
});
