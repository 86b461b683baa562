import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApi, callApiOk, expectToast, newUserEmail, signedInPage } from './support/session.js';
import { playFor } from './support/video.js';
import { makeTestVideo } from '../backend/src/platform/media/test-support/test-video.js';

/**
 * Issue 14's event flow in Chromium against the built server: a host creates a one-place event,
 * two people register (the second waits), the first cancels, the second moves up and downloads
 * the event's .ics; the host attaches a PDF and the registrant downloads it; the host uploads a
 * recording, a seat holder watches it and a person on the waiting list is refused it.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** A real 12-second video made here, for the recording. */
let video12s: string;

beforeAll(async () => {
  video12s = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-recording-')), 'recording.mp4');
  await makeTestVideo(video12s, 12);
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  fs.rmSync(path.dirname(video12s), { recursive: true, force: true });
});

/** A new person (`events-<who>-…`) signed in, in a browser context of their own. */
function signedIn(who: string, returnTo: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  return signedInPage(browser, server.baseUrl, newUserEmail(`events-${who}`), returnTo, { viewport, acceptDownloads: true, contexts });
}

describe('community events', () => {
  it('one place, two registrations: the second waits, moves up when the first cancels, and downloads the .ics', async () => {
    const host = await signedIn('host', '/community/events');
    await host.getByRole('heading', { name: 'イベント', exact: true }).waitFor();
    await host.locator('.ant-skeleton').waitFor({ state: 'detached' });
    await host.getByRole('button', { name: /イベントを作成/ }).first().click();
    const dialog = host.getByRole('dialog', { name: '新しいイベント' });
    await dialog.getByLabel('タイトル').fill('E2E 1on1ケース検討会');
    const capacity = dialog.getByLabel('最大参加者数');
    await capacity.fill('1');
    await dialog.getByRole('button', { name: /作成する/ }).click();
    await expectToast(host, 'イベントを作成しました');
    await host.waitForURL(/\/community\/events\/[0-9a-f-]{36}$/);
    const eventUrl = host.url();
    await host.getByText('あなたはこのイベントの主催者です').waitFor();
    await screenshot(host, 'community-events-01-created');

    const alice = await signedIn('alice', '/community/events');
    const card = alice.locator('.ant-card').filter({ hasText: 'E2E 1on1ケース検討会' });
    await card.getByText('残り1席').waitFor();
    await card.getByRole('button', { name: /申し込む: E2E 1on1ケース検討会/ }).click();
    await expectToast(alice, '参加が確定しました');
    await card.getByText('参加確定').waitFor();

    const bob = await signedIn('bob', '/community/events');
    const bobCard = bob.locator('.ant-card').filter({ hasText: 'E2E 1on1ケース検討会' });
    await bobCard.getByText('満席').waitFor();
    await bobCard.getByRole('link', { name: /詳細: E2E 1on1ケース検討会/ }).click();
    await bob.waitForURL(eventUrl);
    await bob.getByText('参加申し込み').waitFor();
    await bob.getByRole('button', { name: 'キャンセル待ちに登録', exact: true }).click();
    await expectToast(bob, '満席のためキャンセル待ちに登録しました（1番目）');
    await bob.getByText('キャンセル待ち 1番目です。').waitFor();
    await screenshot(bob, 'community-events-02-waitlisted');

    await alice.goto(eventUrl);
    await alice.getByRole('button', { name: '申し込みを取り消す' }).click();
    await alice.getByRole('button', { name: '取り消す', exact: true }).click();
    await expectToast(alice, '申し込みを取り消しました');
    // Bob took the freed seat at once: Alice could now only join the waiting list.
    await alice.getByRole('button', { name: 'キャンセル待ちに登録', exact: true }).waitFor();

    await bob.reload();
    await bob.locator('.ant-tag').filter({ hasText: '参加確定' }).waitFor();
    await screenshot(bob, 'community-events-03-moved-up');
    const [download] = await Promise.all([bob.waitForEvent('download'), bob.getByRole('link', { name: /カレンダーに追加/ }).click()]);
    const file = await download.path();
    const ics = fs.readFileSync(file, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^event-[0-9a-f-]{36}\.ics$/);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:E2E 1on1ケース検討会');

    await host.reload();
    const participants = host.locator('.ant-table');
    await participants.getByText('参加確定').waitFor();
    await participants.getByText('取り消し').waitFor({ state: 'detached' });
    await screenshot(host, 'community-events-04-host');

    // The host attaches a PDF (decision 0097); the registrant lists and downloads the same bytes.
    const slides = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4_000, 0x20), Buffer.from('\n%%EOF\n')]);
    const materials = host.locator('.ant-card').filter({ has: host.getByText('資料', { exact: true }) });
    await materials.getByRole('button', { name: /資料を追加/ }).click();
    const add = host.getByRole('dialog', { name: '資料を追加' });
    await add.locator('input[type="file"]').setInputFiles({ name: '当日スライド.pdf', mimeType: 'application/pdf', buffer: slides });
    await add.getByRole('button', { name: /アップロード/ }).click();
    await expectToast(host, '「当日スライド.pdf」を追加しました');
    await materials.getByRole('link', { name: '「当日スライド.pdf」をダウンロード' }).waitFor();
    await screenshot(host, 'community-events-05-materials-host');

    await bob.reload();
    const link = bob.getByRole('link', { name: '「当日スライド.pdf」をダウンロード' });
    const [pdf] = await Promise.all([bob.waitForEvent('download'), link.click()]);
    expect(pdf.suggestedFilename()).toBe('当日スライド.pdf');
    expect(fs.readFileSync(await pdf.path()).equals(slides)).toBe(true);
    await bob.setViewportSize({ width: 390, height: 844 });
    await link.scrollIntoViewIfNeeded();
    await screenshot(bob, 'community-events-06-materials-phone');
    // Alice, on the waiting list now, holds no seat: she is told who sees the files, and gets none.
    await alice.reload();
    await alice.getByText('資料は参加が確定した方と主催者が見られます。').waitFor();
    expect(await alice.getByRole('link', { name: '「当日スライド.pdf」をダウンロード' }).count()).toBe(0);
  }, 240_000);

  // An event's recording (decision 0108): the host of a running event uploads a small video, a
  // seat holder watches and resumes it, and the waiting list is told who may watch and gets no video.
  it('the host uploads a recording, a seat holder watches and resumes it, the waiting list is told who may watch', async () => {
    const host = await signedIn('rec-host', '/community/events');
    const start = new Date(Date.now() + 60 * 60_000);
    const created = await callApiOk(host, 'POST', '/api/events', {
      title: 'E2E 録画つき勉強会',
      eventType: 'workshop',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 60 * 60_000).toISOString(),
      maxParticipants: 1,
    });
    const eventUrl = `/community/events/${String(created.id)}`;
    const seated = await signedIn('rec-seated', eventUrl);
    await callApiOk(seated, 'POST', `/api/events/${String(created.id)}/registrations`, {});
    const waiting = await signedIn('rec-waiting', eventUrl);
    await callApiOk(waiting, 'POST', `/api/events/${String(created.id)}/registrations`, {});

    await host.goto(`${server.baseUrl}${eventUrl}`);
    const recording = host.locator('.ant-card').filter({ has: host.getByText('録画', { exact: true }) });
    await recording.getByText('録画は開催中または終了したイベントにアップロードできます。').waitFor();
    await host.getByRole('button', { name: '開催中にする' }).click();
    await expectToast(host, 'ステータスを変更しました');
    await recording.getByRole('button', { name: /録画をアップロード/ }).click();
    const add = host.getByRole('dialog', { name: '録画をアップロード' });
    await add.locator('input[type="file"]').setInputFiles(video12s);
    await add.getByRole('button', { name: /アップロード/ }).click();
    await expectToast(host, '録画をアップロードしました');
    await recording.locator('video').waitFor();
    await recording.getByRole('button', { name: /録画を差し替える/ }).waitFor();
    await screenshot(host, 'event-recordings-01-host', { fullPage: false, settleMs: 500 });

    // The seat holder's bell says the recording can be watched; the notice opens the event.
    const bell = seated.getByRole('button', { name: /^通知（未読/ });
    await bell.waitFor({ timeout: 15_000 });
    await bell.click();
    const notice = seated.getByText('「E2E 録画つき勉強会」の録画が見られるようになりました');
    await notice.waitFor();
    await screenshot(seated, 'event-recordings-01b-bell', { fullPage: false, settleMs: 300 });
    await notice.click();
    await seated.waitForURL(new RegExp(`/community/events/${String(created.id)}$`));

    // The seat holder watches three seconds: the stretch is saved, and the player resumes there.
    await seated.reload();
    const video = seated.getByLabel('動画「E2E 録画つき勉強会の録画」');
    await video.waitFor();
    const saved = seated.waitForResponse(
      (r) => r.url().endsWith('/recording-video/progress') && r.request().method() === 'POST' && r.status() === 200,
      { timeout: 30_000 },
    );
    await playFor(video, 3000);
    const report = (await saved).request().postDataJSON() as { position: number; watched: [number, number][] };
    expect(report.watched.length).toBeGreaterThan(0);
    expect(report.watched[0][1]).toBeGreaterThan(report.watched[0][0]);
    await seated.reload();
    await seated.getByText(/前回の続き（0分0\d秒）から再生します/).waitFor();
    await video.scrollIntoViewIfNeeded();
    await screenshot(seated, 'event-recordings-02-seat-holder', { fullPage: false, settleMs: 500 });
    await seated.setViewportSize({ width: 390, height: 844 });
    await video.scrollIntoViewIfNeeded();
    await screenshot(seated, 'event-recordings-03-seat-holder-phone', { fullPage: false, settleMs: 500 });

    // The waiting list holds no seat: a notice, no player, and the file itself is refused.
    await waiting.reload();
    await waiting.getByText('録画は参加が確定した方と主催者が見られます。').waitFor();
    expect(await waiting.locator('video').count()).toBe(0);
    const file = (await callApiOk(host, 'GET', `/api/events/${String(created.id)}/recording-video`)).videoUrl as string;
    expect((await callApi(waiting, 'GET', `/api/events/${String(created.id)}/recording-video`)).status).toBe(403);
    expect((await callApi(waiting, 'GET', file)).status).toBe(403);
    await waiting.setViewportSize({ width: 390, height: 844 });
    await waiting.getByText('録画は参加が確定した方と主催者が見られます。').scrollIntoViewIfNeeded();
    await screenshot(waiting, 'event-recordings-04-waiting-phone', { fullPage: false, settleMs: 500 });
  }, 240_000);
});
