import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { callApiOk, expectToast, signIn } from './support/session.js';

let server: RunningServer;
let browser: Browser;
let manager: Page;
let member: Page;
const stamp = Date.now();
const managerEmail = `agenda-manager-${stamp}@example.com`;
const memberEmail = `agenda-member-${stamp}@example.com`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  [manager, member] = await Promise.all([newPage(browser), newPage(browser)]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function addTopic(page: Page, title: string, priority: string, response: string): Promise<void> {
  const form = page.getByRole('form', { name: '議題を追加' });
  await form.getByLabel('議題').fill(title);
  await page.keyboard.press('Escape');
  await form.getByText(priority, { exact: true }).click();
  await form.getByText(response, { exact: true }).click();
  await form.getByRole('button', { name: /議題を追加/ }).click();
  await expectToast(page, '議題を追加しました');
}

describe('1on1 agendas', () => {
  it('a member adds two topics with the response they want, the manager sees them and records the session with an open action item, which appears on the next agenda', async () => {
    // Set-up through the API: a team, the member's company record (linked by e-mail) and the manager's 1on1 entry.
    await signIn(manager, server.baseUrl, managerEmail, '/community/1on1');
    const team = await callApiOk(manager, 'POST', '/api/teams', { name: 'E2E アジェンダチーム' });
    await callApiOk(manager, 'PUT', `/api/teams/${team.id}/visibility`, { isOpen: true }); // closed by default (decision 0058)
    const employee = await callApiOk(manager, 'POST', '/api/company-members', { teamId: team.id, lastName: '佐藤', firstName: '花子', email: memberEmail });
    await callApiOk(manager, 'POST', '/api/1on1-matrix', { employeeId: employee.id, positionX: 0.8, positionY: 0.5 });
    await signIn(member, server.baseUrl, memberEmail, '/community/1on1/agenda');
    await callApiOk(member, 'POST', '/api/user-teams', { userId: (await member.evaluate(async () => (await (await fetch('/api/auth/user')).json()).id)) as string, teamId: team.id, isPrimaryTeam: true });

    // The member prepares the next 1on1 on their page.
    await member.reload();
    await member.getByText('まだ議題はありません').waitFor();
    await addTopic(member, 'キャリアの方向性', '高', '一緒に考えてほしい');
    await addTopic(member, '業務量が多くて困っている', '中', 'ただ聞いてほしい');
    const memberTopics = member.getByRole('list', { name: '次回のアジェンダ' });
    await memberTopics.getByRole('listitem').filter({ hasText: '業務量が多くて困っている' }).getByText('ただ聞いてほしい').waitFor();
    await screenshot(member, 'agendas-01-member-prepares');

    // The manager sees both topics, with what the member wants and the recommended approach beside them.
    await manager.goto(`${server.baseUrl}/community/1on1`);
    await manager.getByRole('button', { name: '佐藤 花子の詳細を開く' }).click();
    const drawer = manager.locator('.ant-drawer-section').filter({ hasText: '1on1の記録' });
    const topics = drawer.getByRole('list', { name: '次回のアジェンダ' });
    await topics.getByRole('listitem').filter({ hasText: 'キャリアの方向性' }).getByText('一緒に考えてほしい').waitFor();
    await topics.getByRole('listitem').filter({ hasText: '業務量が多くて困っている' }).getByText('ただ聞いてほしい').waitFor();
    await drawer.getByText('信頼構築（母性的な優しさ）').first().waitFor();

    // During the session: one action item for the member, then the session is recorded.
    const actionForm = drawer.getByRole('form', { name: 'アクションアイテムを追加' });
    await actionForm.getByLabel('アクションアイテム').fill('設計レビューに1回参加する');
    await actionForm.getByRole('button', { name: /追\s?加/ }).click();
    await expectToast(manager, 'アクションアイテムを追加しました');
    await screenshot(manager, 'agendas-02-manager-sees-agenda');
    await drawer.getByRole('button', { name: '1on1を記録' }).click();
    const sessionDialog = manager.getByRole('dialog', { name: '1on1を記録：佐藤 花子' });
    await sessionDialog.locator('.ant-rate-star').nth(3).click();
    await sessionDialog.getByRole('button', { name: '記録する' }).click();
    await expectToast(manager, '1on1を記録しました');
    // The agenda closes a moment later: the record moves to the past and the item carries over.
    await drawer.getByText('まだ議題はありません').waitFor({ timeout: 15_000 });
    await drawer.getByRole('list', { name: 'アクションアイテム' }).getByText(/から持ち越し/).waitFor();

    // The member finds the open action item on the next agenda.
    await member.reload();
    const actions = member.getByRole('list', { name: 'アクションアイテム' });
    const carried = actions.getByRole('listitem').filter({ hasText: '設計レビューに1回参加する' });
    await carried.getByText(/から持ち越し/).waitFor();
    await member.getByText('まだ議題はありません').waitFor();
    await member.getByRole('group', { name: '振り返り（明確さ）' }).waitFor();
    await screenshot(member, 'agendas-03-carried-over');
  });
});
