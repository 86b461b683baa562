import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, screenshotDir } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApiOk, expectToast, signIn } from './support/session.js';

/**
 * Issue 13's flow in Chromium against the built server (demo data seeded): the demo member starts
 * a cycle, the demo manager praises and cheers it (both points badges and the buddy's bar move),
 * the member thanks and completes it (too early to pay, and the toast says so), completes their
 * demo cycle that ran three weeks (it pays), both climb this week's leaderboard, the member spends in the
 * buddy shop, and HR finds the transactions on the point ledger, traces one and exports the CSV.
 */

let server: RunningServer;
let browser: Browser;
let owner: Page;
let colleague: Page;
/** What each of the two had on this week's leaderboard before the flow (0 when not ranked). */
const weekBefore = { owner: 0, colleague: 0 };
let colleagueName = '';
let ownerName = '';

interface LeaderboardAnswer {
  me: { score: number; displayName: string } | null;
}

const pointsBadge = (page: Page) => page.getByRole('status', { name: /^ポイント: 累計/ });

/** The badge's two figures (total earned, available), read from its accessible name. */
async function badgeFigures(page: Page): Promise<{ total: number; available: number }> {
  const label = (await pointsBadge(page).getAttribute('aria-label')) ?? '';
  const match = /累計 (\d+)pt、利用可能 (\d+)pt/.exec(label);
  if (!match) throw new Error(`unexpected points badge: ${label}`);
  return { total: Number(match[1]), available: Number(match[2]) };
}

/** Waits until the badge shows exactly these figures. */
async function expectBadge(page: Page, figures: { total: number; available: number }): Promise<void> {
  await page.getByRole('status', { name: `ポイント: 累計 ${figures.total}pt、利用可能 ${figures.available}pt` }).waitFor();
}

async function weekScore(page: Page): Promise<{ score: number; name: string }> {
  const board = (await callApiOk(page, 'GET', '/api/pffr/leaderboard?period=week&metric=points&limit=50')) as unknown as LeaderboardAnswer;
  return { score: board.me?.score ?? 0, name: board.me?.displayName ?? '' };
}

/** Waits until the table has rows and every one of them shows each of these texts (a filter has applied). */
async function everyRowHolds(page: Page, texts: string[]): Promise<void> {
  await page.waitForFunction((wanted) => {
    const rows = [...document.querySelectorAll<HTMLElement>('.ant-table-row')];
    return !document.querySelector('.ant-table .ant-spin-spinning') && rows.length > 0 && rows.every((row) => wanted.every((text) => row.innerText.includes(text)));
  }, texts);
}

/**
 * Both widths of the same screen: the desktop and a 390 px phone. With `focus`, the window scrolled
 * to it (a full-page capture stitches the sticky top bar into the middle of a long page).
 */
async function bothWidths(page: Page, name: string, focus?: Locator): Promise<void> {
  const shot = async (width: number) => {
    if (!focus) return screenshot(page, `${name}-${width}`);
    await focus.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`) });
  };
  await shot(1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const title = `E2E 傾聴サイクル ${Date.now()}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  owner = await newPage(browser);
  colleague = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('growth cycles and points', () => {
  it('one user starts a cycle, a colleague praises and cheers it, the buddy grows, the owner thanks and completes it', async () => {
    // The demo member starts a new cycle; the newest active one becomes the current one.
    await signIn(owner, server.baseUrl, 'member@demo.example', '/community/pffr');
    await owner.getByRole('button', { name: /新しい成長サイクルを作成/ }).first().click();
    const create = owner.getByRole('dialog', { name: '成長サイクルを作成' });
    await create.getByRole('button', { name: '作成する' }).click();
    await create.getByText('タイトルは必須です').waitFor();
    await create.getByLabel('タイトル').fill(title);
    await create.getByLabel('目標行動').fill('定例会議では相手の発言を要約してから自分の意見を言う');
    await create.getByRole('button', { name: '作成する' }).click();
    await expectToast(owner, '成長サイクルを作成しました');
    const current = owner.getByTestId('current-cycle');
    await current.getByText(title).waitFor();
    await current.getByText('0 / 100 XP').waitFor();
    weekBefore.owner = (await weekScore(owner)).score;
    const ownerPoints = await badgeFigures(owner);

    // The demo manager finds it in the community tab: praise with a badge, then a cheer.
    await signIn(colleague, server.baseUrl, 'manager@demo.example', '/community/pffr?tab=community');
    weekBefore.colleague = (await weekScore(colleague)).score;
    const colleaguePoints = await badgeFigures(colleague);
    const card = colleague.getByTestId('community-cycle').filter({ hasText: title });
    await card.getByRole('button', { name: '称賛する' }).click();
    const praise = colleague.getByRole('dialog', { name: /さんに称賛を送る$/ });
    await praise.getByLabel('フィードバック').fill('短い感想');
    await praise.getByRole('button', { name: '送信する' }).click();
    await praise.getByText('フィードバックは10文字以上で入力してください').waitFor();
    await praise.getByLabel('フィードバック').fill('定例での要約がとても分かりやすく、議論が前に進みました');
    await praise.getByLabel('助かった').check();
    await screenshot(colleague, 'growth-cycles-01-praise-form');
    await praise.getByRole('button', { name: '送信する' }).click();
    await expectToast(colleague, 'フィードバックを送信しました');
    await card.getByText('称賛 1件 ・ 応援 0件').waitFor();
    // The giver earns 10 for praise (docs/modules/points.md), paid by a reactor a moment later.
    await expectBadge(colleague, { total: colleaguePoints.total + 10, available: colleaguePoints.available + 10 });

    await card.getByRole('button', { name: '応援する' }).click();
    const cheer = colleague.getByRole('dialog', { name: /さんを応援する$/ });
    await cheer.getByLabel('メッセージ').fill('次は要約のあとに一つ質問を足してみてはどうでしょう');
    await cheer.getByLabel('カテゴリー').click();
    await colleague.getByTitle('新しい一歩').click();
    await cheer.getByRole('button', { name: '送信する' }).click();
    await expectToast(colleague, 'フィードフォワードを送信しました');
    await card.getByText('称賛 1件 ・ 応援 1件').waitFor();
    await card.getByText('10 / 100 XP').waitFor();
    await expectBadge(colleague, { total: colleaguePoints.total + 25, available: colleaguePoints.available + 25 });
    await bothWidths(colleague, 'growth-cycles-02-community');

    // The owner sees the buddy's bar moved and both gifts; thanks the cheer once.
    await owner.reload();
    await current.getByText('10 / 100 XP').waitFor();
    // Receiving pays the owner no points: the buddy grows instead.
    await expectBadge(owner, ownerPoints);
    expect(await current.getByRole('progressbar', { name: '次のレベルまでの経験値' }).getAttribute('aria-valuenow')).toBe('10');
    await owner.getByTestId('gift-feedback').filter({ hasText: '定例での要約がとても分かりやすく' }).waitFor();
    const gift = owner.getByTestId('gift-feedForward').filter({ hasText: '一つ質問を足して' });
    await gift.getByRole('button', { name: 'ありがとうを伝える' }).click();
    await expectToast(owner, 'ありがとうを伝えました');
    await gift.getByText('ありがとうを伝えました').waitFor();
    await screenshot(owner, 'growth-cycles-03-my-cycle');
    await owner.setViewportSize({ width: 390, height: 844 });
    await screenshot(owner, 'growth-cycles-04-my-cycle-phone');
    await owner.setViewportSize({ width: 1280, height: 800 });

    // Completing it: it leaves the current place and shows among the completed cycles. It started
    // today, so it pays nothing, and the toast says why (fair play, decision 0059).
    await current.getByRole('button', { name: 'サイクルを完了する' }).click();
    await owner.locator('.ant-popconfirm').getByRole('button', { name: 'サイクルを完了する' }).click();
    await expectToast(owner, 'このサイクルは開始から7日未満のため、ポイントは付与されません');
    await owner.getByText('完了したサイクル').waitFor();
    await owner.locator('.ant-list-item').filter({ hasText: title }).getByText(/完了/).waitFor();
    await current.getByText(title).waitFor({ state: 'detached' });
    await expectBadge(owner, ownerPoints);
    // The member's demo cycle, now the current one, ran three weeks and was praised: completing it pays 50.
    await current.getByText('会議で最初に発言する').waitFor();
    await current.getByRole('button', { name: 'サイクルを完了する' }).click();
    await owner.locator('.ant-popconfirm').getByRole('button', { name: 'サイクルを完了する' }).click();
    await expectToast(owner, '50ポイントを獲得しました');
    await expectBadge(owner, { total: ownerPoints.total + 50, available: ownerPoints.available + 50 });
    await bothWidths(owner, 'growth-cycles-05-completed');
    // With both finished the member has no current cycle: they start the next one, whose buddy
    // wears what the shop sells below.
    await callApiOk(owner, 'POST', '/api/pffr/growth-cycles', { title: '1on1で問いを一つ増やす', targetBehaviors: '1on1では結論を急がず、相手に問いを一つ多く投げかける' });
    await owner.reload();
    await current.getByText('1on1で問いを一つ増やす').waitFor();

    // The colleague can no longer praise it: it left the community tab.
    await colleague.reload();
    await colleague.getByTestId('community-cycle').first().waitFor();
    expect(await colleague.getByTestId('community-cycle').filter({ hasText: title }).count()).toBe(0);
  });

  it('both climb this week\'s leaderboard; the owner buys and wears a shop item; HR traces and exports the transactions', async () => {
    ({ name: ownerName } = await weekScore(owner));
    ({ name: colleagueName } = await weekScore(colleague));

    // This week by points: the owner +50 (completion), the colleague +25 (praise and cheer).
    await owner.goto(`${server.baseUrl}/community/pffr?tab=leaderboard`);
    await owner.getByRole('status').filter({ hasText: `（${weekBefore.owner + 50} pt）` }).waitFor();
    const ownerRow = owner.locator('.ant-list-item[aria-current="true"]').first();
    await ownerRow.getByText(`${weekBefore.owner + 50} pt`).waitFor();
    await ownerRow.getByText(ownerName).waitFor();
    const colleagueRow = owner.locator('.ant-list-item').filter({ hasText: colleagueName }).first();
    await colleagueRow.getByText(`${weekBefore.colleague + 25} pt`).waitFor();
    await bothWidths(owner, 'growth-cycles-06-leaderboard-points');
    // By contribution the colleague's praise and cheer count too (quality, cheers).
    await owner.getByRole('radiogroup', { name: '集計方法' }).getByText('貢献度').click();
    await owner.locator('.ant-list-item').filter({ hasText: colleagueName }).getByText(/応援 [1-9]\d*/).waitFor();
    await bothWidths(owner, 'growth-cycles-07-leaderboard-contribution');

    // The shop: buy the star hat with the points of the completion, wear it, take it off.
    await owner.goto(`${server.baseUrl}/community/pffr`);
    const before = await badgeFigures(owner);
    const shop = owner.locator('.ant-card').filter({ hasText: '星の帽子' }).last();
    await shop.getByRole('button', { name: '購入: 星の帽子' }).click();
    await owner.locator('.ant-popconfirm').getByRole('button', { name: '購入', exact: true }).click();
    await expectToast(owner, '「星の帽子」を購入しました');
    await expectBadge(owner, { total: before.total, available: before.available - 30 });
    await shop.getByRole('button', { name: '装備: 星の帽子' }).click();
    await shop.getByText('装備中').waitFor();
    const worn = owner.getByTestId('current-cycle').getByRole('listitem').filter({ hasText: '星の帽子' });
    await worn.waitFor();
    await bothWidths(owner, 'growth-cycles-08-shop-equipped', owner.getByRole('heading', { name: 'バディショップ' }));
    await bothWidths(owner, 'growth-cycles-08-buddy-wears', owner.getByTestId('current-cycle'));
    await shop.getByRole('button', { name: '外す: 星の帽子' }).click();
    await shop.getByRole('button', { name: '装備: 星の帽子' }).waitFor();
    await worn.waitFor({ state: 'detached' });

    // HR's point ledger: the colleague's cheer, traced to the praise's cause and actor, then the CSV.
    const hr = await newPage(browser);
    await signIn(hr, server.baseUrl, 'hr@demo.example', '/community/points/ledger');
    await hr.getByRole('heading', { name: 'ポイント台帳' }).waitFor();
    await hr.locator('.ant-table-row').first().waitFor();
    await hr.getByRole('combobox', { name: 'ユーザー' }).click();
    await hr.getByRole('combobox', { name: 'ユーザー' }).fill(colleagueName);
    await hr.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: colleagueName }).click();
    await hr.getByRole('combobox', { name: '種別' }).click();
    await hr.locator('.ant-select-dropdown:visible .ant-select-item-option[title="フィードフォワード"]').click();
    // The table shows only this person's cheers once the filtered read has answered.
    await everyRowHolds(hr, [colleagueName, 'フィードフォワード']);
    const cheerRow = hr.locator('.ant-table-row').filter({ hasText: '+15' }).first();
    await cheerRow.waitFor();
    await bothWidths(hr, 'growth-cycles-09-ledger-filtered');
    await cheerRow.getByRole('button', { name: /^追跡/ }).click();
    const drawer = hr.getByRole('dialog', { name: '取引の追跡' });
    await drawer.getByText('PointsEarned').waitFor();
    await drawer.getByText('FeedForwardGiven').waitFor();
    await drawer.getByText(colleagueName).first().waitFor();
    await drawer.getByText('相関ID（コマンド）').first().waitFor();
    await bothWidths(hr, 'growth-cycles-10-ledger-trace');
    await hr.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Every type of this person: the CSV holds exactly the rows the totals count.
    const typeSelect = hr.locator('.ant-select').filter({ has: hr.getByRole('combobox', { name: '種別' }) });
    await typeSelect.hover();
    await typeSelect.locator('.ant-select-clear').click();
    await hr.locator('.ant-table-row').filter({ hasText: 'フィードバック' }).first().waitFor();
    await everyRowHolds(hr, [colleagueName]);
    const countHint = hr.getByText(/^条件に合う取引 \d+ 件$/);
    const count = Number(/(\d+)/.exec((await countHint.textContent()) ?? '')?.[1]);
    const [download] = await Promise.all([hr.waitForEvent('download'), hr.getByRole('button', { name: /CSVエクスポート/ }).click()]);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('日時,ユーザー,ユーザーID,種別,ポイント,取引後残高,関連ID,相手,説明,相関ID,実行者ID,イベントID');
    expect(lines).toHaveLength(count + 1);
    const rows = lines.slice(1);
    expect(rows.every((line) => line.includes(colleagueName))).toBe(true);
    expect(rows.filter((line) => line.includes(ownerName) && /,フィードフォワード,15,/.test(line)).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((line) => line.includes(ownerName) && /,フィードバック,10,/.test(line)).length).toBeGreaterThanOrEqual(1);
    expect(download.suggestedFilename()).toMatch(/^ポイント台帳_\d{4}-\d{2}-\d{2}\.csv$/);

    // The owner's completion and purchase are on the ledger too.
    await hr.goto(`${server.baseUrl}/community/points/ledger`);
    await hr.getByRole('combobox', { name: '種別' }).click();
    await hr.locator('.ant-select-dropdown:visible .ant-select-item-option[title="目標達成"]').click();
    await everyRowHolds(hr, ['目標達成']);
    await hr.locator('.ant-table-row').filter({ hasText: ownerName }).filter({ hasText: '+50' }).first().waitFor();
    await hr.getByRole('combobox', { name: '種別' }).click();
    await hr.locator('.ant-select-dropdown:visible .ant-select-item-option[title="ショップ購入"]').click();
    await everyRowHolds(hr, ['ショップ購入']);
    await hr.locator('.ant-table-row').filter({ hasText: ownerName }).filter({ hasText: '-30' }).first().waitFor();
    await bothWidths(hr, 'growth-cycles-11-ledger-purchases');
  });
});
