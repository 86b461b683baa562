import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { signIn } from './support/session.js';
import { playFor } from './support/video.js';

/**
 * Issue 14 in Chromium against the built server with the demo data: a member reads a lesson to
 * the end and sees the summary cards change; the knowledge base is searched in Japanese (a
 * hiragana reading finds the kanji entry; hiragana for katakana marks the match in the passage).
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('learning and knowledge base', () => {
  it('reads a lesson past 90 % and the cards change', async () => {
    await signIn(page, server.baseUrl, 'member@demo.example', '/community/learning');
    const overall = page.locator('.ant-card').filter({ hasText: '全体の進捗' }).first();
    // The demo videos are rendered in the background after the start (decision 0096): 9 reading
    // lessons and 7 videos make the 16 of the spec's three categories once they are all published.
    for (let tries = 0; !(await overall.getByText('16件中1件を修了').isVisible()); tries++) {
      if (tries > 60) throw new Error('the demo video library was not published');
      await page.waitForTimeout(2000);
      await page.reload();
      await overall.getByText(/件中1件を修了/).waitFor();
    }

    // A reading lesson counts what stayed on screen for its reading time (decision 0105), not the
    // opening or a jump to the end: on a screen tall enough for the whole text, every block is read
    // in place within its time (at most 15 s each, all at once).
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: viewport.width, height: 4000 });
    await page.getByRole('button', { name: '問いかけで考えを引き出すを開く' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('heading', { name: '閉じた問いと開いた問い' }).waitFor();
    await drawer.getByText('修了しました').waitFor({ timeout: 60_000 });
    await page.setViewportSize(viewport);
    await screenshot(page, 'learning-lesson-finished');
    await page.keyboard.press('Escape');

    await overall.getByText('16件中2件を修了').waitFor();
    const card = page.locator('.ant-card').filter({ has: page.getByRole('button', { name: '問いかけで考えを引き出すを開く' }) });
    await card.getByText('修了').waitFor();
    await screenshot(page, 'learning-after');
  });

  it('plays a demo video with its poster and captions, saving what was watched; an author gets the upload form', async () => {
    page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, server.baseUrl, 'admin@demo.example', '/community/learning');
    await page.getByRole('button', { name: '【動画】1on1の最初の3分を開く' }).waitFor();
    await screenshot(page, 'learning-library-desktop', { fullPage: false });
    await page.getByRole('button', { name: '【動画】1on1の最初の3分を開く' }).click();
    const drawer = page.getByRole('dialog');
    const video = drawer.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('poster')).toContain('/poster?v=');
    expect(await drawer.locator('track[kind="captions"][srclang="ja"]').getAttribute('src')).toContain('/captions?v=');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/progress') && r.request().method() === 'POST' && (r.request().postDataJSON() as { watched?: unknown[] }).watched?.length !== 0,
      { timeout: 30_000 },
    );
    await playFor(video, 3000);
    const report = (await saved).request().postDataJSON() as { watched: [number, number][] };
    expect(report.watched.length).toBeGreaterThan(0);
    expect(report.watched[0][1]).toBeGreaterThan(report.watched[0][0]);
    await drawer.getByRole('button', { name: '最初から見直す' }).waitFor();
    await screenshot(page, 'learning-player-desktop', { fullPage: false });
    await page.keyboard.press('Escape');
    // Closing the player keeps where the viewer stopped (it once saved position 0 on closing).
    await drawer.waitFor({ state: 'hidden' });
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: '【動画】1on1の最初の3分を開く' }).click();
    await page.getByRole('dialog').getByText(/前回の続き（0分0\d秒）から再生します/).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'コンテンツを追加' }).click();
    const form = page.getByRole('dialog', { name: 'コンテンツを追加' });
    await form.getByLabel('種類').click();
    await page.locator('.ant-select-item-option[title="動画"]').click();
    await form.getByRole('button', { name: '動画ファイルを選ぶ' }).waitFor();
    await screenshot(page, 'learning-authoring-desktop', { fullPage: false, settleMs: 800 });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: '【動画】1on1の最初の3分を開く' }).waitFor();
    await screenshot(page, 'learning-library-phone', { fullPage: false });
    await page.getByRole('button', { name: '【動画】1on1の最初の3分を開く' }).click();
    await page.getByRole('dialog').getByText(/前回の続き/).waitFor();
    await screenshot(page, 'learning-player-phone', { fullPage: false, settleMs: 800 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'コンテンツを追加' }).click();
    await page.getByRole('dialog', { name: 'コンテンツを追加' }).waitFor();
    await screenshot(page, 'learning-authoring-phone', { fullPage: false, settleMs: 800 });
  });

  it('opens a demo course: its lessons in order with their progress, continuing with the next one; an author gets the course dialog', async () => {
    page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, server.baseUrl, 'member@demo.example', '/community/learning');
    // The demo courses are saved once the demo videos are published (decision 0096).
    const link = page.getByRole('link', { name: 'コース「1on1をはじめる」を開く' });
    // Each look waits for the page to draw its courses (a reload answers at the load event, before the data).
    const shown = () => link.waitFor({ timeout: 5000 }).then(() => true, () => false);
    for (let tries = 0; !(await shown()); tries++) {
      if (tries > 12) throw new Error('the demo courses were not saved');
      await page.reload();
    }
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, 'learning-courses-desktop', { fullPage: false });
    await link.click();
    await page.waitForURL(/\/community\/learning\/courses\/demo-course-1on1-first-steps$/);
    await page.getByRole('heading', { name: '1on1をはじめる', level: 2 }).waitFor();
    const lessons = page.getByRole('list', { name: 'レッスン', exact: true }).getByRole('listitem');
    await lessons.first().waitFor();
    expect(await lessons.count()).toBe(4);
    await lessons.first().getByText('修了').waitFor();
    await page.getByText('4件中1件を修了').waitFor();
    expect(await page.getByRole('button', { name: /編集|削除/ }).count()).toBe(0);
    await screenshot(page, 'learning-course-desktop', { fullPage: false });
    await page.getByRole('button', { name: /続きから学ぶ/ }).click();
    await page.getByRole('dialog').locator('video').waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('heading', { name: '1on1をはじめる', level: 2 }).waitFor();
    await screenshot(page, 'learning-course-phone', { fullPage: false });
    await page.getByRole('link', { name: /学習コンテンツに戻る/ }).click();
    await link.waitFor();
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, 'learning-courses-phone', { fullPage: false });

    page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, server.baseUrl, 'admin@demo.example', '/community/learning/courses/demo-course-cases');
    await page.getByRole('button', { name: /編集/ }).click();
    const dialog = page.getByRole('dialog', { name: 'コースを編集' });
    await dialog.getByRole('button', { name: '「【動画】ケース：新任リーダーの最初の90日」を1つ前へ' }).waitFor();
    await screenshot(page, 'learning-course-dialog-desktop', { fullPage: false, settleMs: 800 });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'learning-course-dialog-phone', { fullPage: false, settleMs: 800 });
  });

  it('searches the knowledge base in Japanese with the match marked', async () => {
    page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, server.baseUrl, 'manager@demo.example', '/community/knowledge-base');
    const box = page.getByRole('textbox', { name: 'ナレッジを検索' });
    // One kana is too short; two are a Japanese word and search (decision 0086).
    await box.fill('と');
    await page.getByText('3文字以上（日本語は2文字以上）で検索します').waitFor();
    // A hiragana reading finds the kanji entry (through its readings: nothing to mark in the text).
    await box.fill('とうじしゃいしき');
    await page.locator('.ant-card').filter({ hasText: '重要度' }).first().getByText('全員経営と当事者意識').waitFor();
    // Hiragana for katakana: the match is marked in the passage as written there.
    await box.fill('ぶれーきを外す');
    await page.locator('mark:visible', { hasText: 'ブレーキ' }).first().waitFor();
    await screenshot(page, 'knowledge-search');
  });
});
