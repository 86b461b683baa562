import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApiOk, newUserEmail, signedInPage } from './support/session.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await signedInPage(browser, server.baseUrl, newUserEmail('insights'), '/community/ai-coach');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A coaching session through the API: its answers in turn, ended when `complete`. */
async function coach(topic: string, answers: readonly string[], complete: boolean): Promise<string> {
  const session = await callApiOk(page, 'POST', '/api/ai-coaching/sessions', { sessionType: 'coaching', topic });
  for (const message of answers) await callApiOk(page, 'POST', '/api/ai-coaching/chat', { sessionId: session.id, message });
  if (complete) await callApiOk(page, 'POST', `/api/ai-coaching/sessions/${session.id}/complete`);
  return String(session.id);
}

let unfinished: string;

const panel = () => page.locator('main');

describe('insights from the user’s own sessions and journal', () => {
  it('shows recurring themes, goals and their follow-up, the GROW balance and the activity, with links back', async () => {
    await coach(
      '仕事を任せられない',
      [
        '佐藤さんに仕事を任せられず、自分で抱え込んでいます。',
        '忙しくて残業が続き、任せても手戻りが怖いです。',
        '週次の定例資料なら任せられそうです。',
        '佐藤さんに定例資料の作成を任せ、金曜に一緒に見直します。',
      ],
      true,
    );
    await callApiOk(page, 'POST', '/api/journal', {
      weekOf: new Date().toISOString().slice(0, 10),
      title: '任せてみた一週間',
      practiceContent: '佐藤さんに定例資料の作成を任せてみた。金曜に一緒に見直した。',
      insights: '任せると佐藤さんも意欲的だった。信頼して待つことが大事だと感じた。',
      challenges: 'まだ細かく口を出してしまう',
      goals: '鈴木さんとの1on1で、最初の5分は近況を聞く',
    });
    unfinished = await coach('鈴木さんへのフィードバック', ['鈴木さんのミスをどう指摘すればいいか迷っています。', '前に注意したら落ち込んで、やる気をなくしたようでした。'], false);

    await page.goto(`${server.baseUrl}/community/ai-coach`);
    await page.getByText('インサイト', { exact: true }).click();
    // やる気 (the feedback session) and 意欲 (the journal) recur as often as delegation, and more recently.
    await panel().getByText('「やる気・モチベーション」が2回のセッションやジャーナルでくり返し話題になっています。').waitFor();
    await panel().locator('.ant-card').filter({ hasText: 'くり返し出てくるテーマ' }).getByText('任せる・権限委譲').waitFor();
    await panel().getByText('振り返り済み').waitFor();
    await screenshot(page, 'coaching-insights-01-coach-desktop');

    await panel().locator('.ant-card').filter({ hasText: 'くり返し出てくるテーマ' }).getByRole('button', { name: /仕事を任せられない/ }).first().click();
    await page.getByRole('dialog').getByText('佐藤さんに仕事を任せられず、自分で抱え込んでいます。').first().waitFor();
    await screenshot(page, 'coaching-insights-02-source-drawer', { settleMs: 400 });
    await page.getByRole('button', { name: '閉じる' }).click();

    await page.goto(`${server.baseUrl}/community/journal`);
    await page.getByRole('tab', { name: 'インサイト' }).click();
    await page.getByRole('tabpanel').getByText('成長のパターン').waitFor();
    await page.getByRole('tabpanel').getByText('鈴木さんとの1on1で、最初の5分は近況を聞く').waitFor();
    await screenshot(page, 'coaching-insights-03-journal-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('tab', { name: 'インサイト' }).click();
    await page.getByRole('tabpanel').getByText('成長のパターン').waitFor();
    await screenshot(page, 'coaching-insights-04-journal-phone-1', { fullPage: false });
    await page.getByRole('tabpanel').getByText('重要な気づき').scrollIntoViewIfNeeded();
    await screenshot(page, 'coaching-insights-04-journal-phone-2', { fullPage: false });
    await page.goto(`${server.baseUrl}/community/ai-coach`);
    await page.getByText('インサイト', { exact: true }).click();
    await panel().getByText('振り返り済み').waitFor();
    for (const [index, card] of ['重要な気づき', '決めた目標とその後', '週ごとの活動'].entries()) {
      await panel().locator('.ant-card-head-title').filter({ hasText: card }).scrollIntoViewIfNeeded();
      await screenshot(page, `coaching-insights-05-coach-phone-${index + 1}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('the quick action 「コーチングを開始」 on the chat tab starts a session and puts the cursor in its message box', async () => {
    await callApiOk(page, 'POST', `/api/ai-coaching/sessions/${unfinished}/complete`);
    await page.goto(`${server.baseUrl}/community/ai-coach`);
    await page.getByText('コーチングを始めましょう').waitFor();
    await page.locator('.ant-card').filter({ hasText: 'クイックアクション' }).getByRole('button', { name: 'コーチングを開始' }).click();
    const input = page.getByRole('textbox', { name: 'メッセージを入力（Enterで送信、Shift+Enterで改行）' });
    await page.getByRole('log').getByText('話してよかった', { exact: false }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await screenshot(page, 'coaching-insights-06-quick-start', { fullPage: false });
  });
});
