import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApiOk, signIn } from './support/session.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the member search (decision 0092)', () => {
  it('finds a member by a reading on the members screen and in the global search, on a desktop and a phone', async () => {
    await signIn(page, server.baseUrl, 'hr@demo.example', '/community/members');
    const teams = (await page.evaluate(async () => (await fetch('/api/teams', { credentials: 'include' })).json())) as { id: string; name: string }[];
    const team = teams.find((t) => t.name === 'デモチーム')!;
    const departmentId = (await callApiOk(page, 'POST', '/api/departments', { name: '人材開発部', teamId: team.id })).id;
    for (const [lastName, firstName, furigana] of [['東海林', '結衣', 'しょうじ ゆい'], ['小鳥遊', '颯', 'ﾀｶﾅｼ ﾊﾔﾃ'], ['東海林', '誠', 'ショウジ マコト']]) {
      await callApiOk(page, 'POST', '/api/company-members', { lastName, firstName, furigana, teamId: team.id, departmentId });
    }

    await page.goto(`${server.baseUrl}/community/members`);
    await page.getByRole('combobox', { name: 'チーム' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="デモチーム"]').click();
    const box = page.getByRole('searchbox', { name: 'メンバーを検索' });
    await box.fill('しょうじ');
    await page.getByRole('cell', { name: '東海林 結衣', exact: true }).waitFor();
    await page.getByRole('cell', { name: '東海林 誠', exact: true }).waitFor();
    await box.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'member-search-01-members-desktop', { fullPage: false, settleMs: 300 });

    // The palette: a reading typed in hiragana finds the member whose フリガナ was given in half-width kana.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'コミュニティ内を検索' });
    await palette.getByRole('combobox').fill('たかなし');
    await palette.getByText('小鳥遊 颯').waitFor();
    await palette.getByText('小鳥遊 颯').scrollIntoViewIfNeeded();
    await screenshot(page, 'member-search-02-palette-desktop', { fullPage: false, settleMs: 300 });
    await palette.getByText('小鳥遊 颯').click();
    await page.waitForURL(/\/community\/members\?q=/);
    await page.getByRole('cell', { name: '小鳥遊 颯', exact: true }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'メンバーを検索' }).inputValue()).toBe('小鳥遊 颯');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/community/members?q=${encodeURIComponent('人材開発部')}`);
    await page.getByRole('cell', { name: '東海林 誠', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'メンバーを検索' }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'member-search-03-members-phone', { fullPage: false, settleMs: 300 });
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'コミュニティ内を検索' }).getByRole('combobox').fill('しょうじ');
    await page.getByRole('dialog', { name: 'コミュニティ内を検索' }).getByText('東海林 誠').waitFor();
    await page.getByRole('dialog', { name: 'コミュニティ内を検索' }).getByText('東海林 誠').scrollIntoViewIfNeeded();
    await screenshot(page, 'member-search-04-palette-phone', { fullPage: false, settleMs: 300 });
  }, 240_000);
});
