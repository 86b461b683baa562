import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';
import { expectToast, signIn } from './support/session.js';

let server: RunningServer;
let browser: Browser;
let owner: Page;
let colleague: Page;

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

describe('growth cycles', () => {
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

    // The demo manager finds it in the community tab: praise with a badge, then a cheer.
    await signIn(colleague, server.baseUrl, 'manager@demo.example', '/community/pffr?tab=community');
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

    await card.getByRole('button', { name: '応援する' }).click();
    const cheer = colleague.getByRole('dialog', { name: /さんを応援する$/ });
    await cheer.getByLabel('メッセージ').fill('次は要約のあとに一つ質問を足してみてはどうでしょう');
    await cheer.getByLabel('カテゴリー').click();
    await colleague.getByTitle('新しい一歩').click();
    await cheer.getByRole('button', { name: '送信する' }).click();
    await expectToast(colleague, 'フィードフォワードを送信しました');
    await card.getByText('称賛 1件 ・ 応援 1件').waitFor();
    await card.getByText('10 / 100 XP').waitFor();
    await screenshot(colleague, 'growth-cycles-02-community');

    // The owner sees the buddy's bar moved and both gifts; thanks the cheer once.
    await owner.reload();
    await current.getByText('10 / 100 XP').waitFor();
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

    // Completing it: it leaves the current place and shows among the completed cycles.
    await current.getByRole('button', { name: 'サイクルを完了する' }).click();
    await owner.locator('.ant-popconfirm').getByRole('button', { name: 'サイクルを完了する' }).click();
    await expectToast(owner, '成長サイクルを完了しました');
    await owner.getByText('完了したサイクル').waitFor();
    await owner.locator('.ant-list-item').filter({ hasText: title }).getByText(/完了/).waitFor();
    await current.getByText(title).waitFor({ state: 'detached' });
    await screenshot(owner, 'growth-cycles-05-completed');

    // The colleague can no longer praise it: it left the community tab.
    await colleague.reload();
    await colleague.getByTestId('community-cycle').first().waitFor();
    expect(await colleague.getByTestId('community-cycle').filter({ hasText: title }).count()).toBe(0);
  });
});
