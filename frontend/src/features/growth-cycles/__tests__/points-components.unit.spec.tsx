import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import type { ShopItemResponse } from '../../../shared/api/generated/points';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { TestProviders } from '../../../test-support/test-providers';
import { aUser } from '../../../test-support/user-mother';
import { atWidth, columnHeaders, resetWidth } from '../../../test-support/viewport';
import { BuddyShop } from '../components/points/BuddyShop';
import { EquippedItems } from '../components/points/EquippedItems';
import { LeaderboardTab } from '../components/points/LeaderboardTab';
import { PointsBadge } from '../components/points/PointsBadge';
import { PointsLines } from '../components/points/PointsHistoryChart';
import { ME, aLeaderboard, aLedger, aShopItem, aTrace, aTransaction, somePoints } from './points-mothers';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

const renderWithStore = (ui: React.ReactElement) => render(<TestProviders store={makeStore()}>{ui}</TestProviders>);

describe('points components', () => {
  it('the badge shows the points earned in all and what is left to spend', async () => {
    server.use(http.get('/api/pffr/points', () => HttpResponse.json(somePoints())));
    renderWithStore(<PointsBadge />);
    expect(await screen.findByRole('status', { name: 'ポイント: 累計 65pt、利用可能 35pt' })).toBeInTheDocument();
  });

  it(
    'the shop buys an affordable item after confirming, says how many points a dear one lacks, and equips what is owned',
    async () => {
      const items: ShopItemResponse[] = [
        aShopItem(),
        aShopItem({ id: 'accessory-crown', name: '王冠', pointCost: 300, rarity: 'legendary', itemData: { icon: 'crown' } }),
        aShopItem({ id: 'accessory-ribbon', name: 'リボン', owned: true, itemData: { icon: 'gift' } }),
      ];
      const bought: unknown[] = [];
      const equipped: string[] = [];
      server.use(
        http.get('/api/pffr/points', () => HttpResponse.json(somePoints())),
        http.get('/api/pffr/shop', () => HttpResponse.json(items)),
        http.post('/api/pffr/shop/purchases', async ({ request }) => {
          bought.push(await request.json());
          items[0] = { ...items[0], owned: true };
          return HttpResponse.json({ purchaseId: 'p-1', itemId: 'accessory-star-hat', points: somePoints({ availablePoints: 5 }) }, { status: 201 });
        }),
        http.post('/api/pffr/shop/items/:itemId/equip', ({ params }) => {
          equipped.push(String(params.itemId));
          return new HttpResponse(null, { status: 204 });
        }),
      );
      renderWithStore(<BuddyShop />);
      expect(await screen.findByText('利用可能 35 pt')).toBeInTheDocument();
      expect(screen.getByText('あと 265 pt')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '購入: 王冠' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '購入: 星の帽子' }));
      expect(await screen.findByText('30 pt を使います。購入後の利用可能ポイントは 5 pt です。')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /^購\s?入$/ }));
      await waitFor(() => expect(bought).toEqual([{ itemId: 'accessory-star-hat' }]));
      expect(await screen.findByText('「星の帽子」を購入しました')).toBeInTheDocument();

      await user.click(await screen.findByRole('button', { name: '装備: リボン' }));
      await waitFor(() => expect(equipped).toEqual(['accessory-ribbon']));
    },
    slowTest,
  );

  it('shows what a buddy wears, or that it wears nothing', async () => {
    server.use(
      http.get('/api/pffr/shop/equipped', ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('userId') === 'other' ? [] : [aShopItem({ owned: true, isEquipped: true })]),
      ),
    );
    renderWithStore(<EquippedItems />);
    expect(within(await screen.findByRole('list', { name: '装備中のアイテム' })).getByText('星の帽子')).toBeInTheDocument();
    renderWithStore(<EquippedItems userId="other" />);
    expect(await screen.findByText('装備中のアイテム: 装備なし')).toBeInTheDocument();
  });

  it('the chart draws one point per day and says the figures in words', () => {
    const { container } = renderWithStore(
      <PointsLines
        height={180}
        days={[
          { date: '2026-11-20', earned: 10, spent: 0, balance: 10, total: 10 },
          { date: '2026-11-21', earned: 25, spent: 30, balance: 5, total: 35 },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'ポイントの推移' })).toHaveTextContent('2026/11/20〜2026/11/21のうち、ポイントが動いた2日の推移（横軸は日付の間隔どおりではありません）。累計 35 pt、現在の利用可能ポイントは 5 pt です。');
    expect([...container.querySelectorAll('circle title')].map((t) => t.textContent)).toEqual([
      '2026-11-20: 累計 10 pt / 利用可能 10 pt',
      '2026-11-21: 累計 35 pt / 利用可能 5 pt',
    ]);
  });

  it(
    'the leaderboard ranks, marks the caller, shows MVPs, and asks again by contribution',
    async () => {
      const asked: string[] = [];
      server.use(
        http.get('/api/pffr/leaderboard', ({ request }) => {
          const params = new URL(request.url).searchParams;
          asked.push(`${params.get('period')}/${params.get('metric')}`);
          return HttpResponse.json(
            params.get('metric') === 'contribution'
              ? aLeaderboard({
                  metric: 'contribution',
                  entries: [{ rank: 1, userId: ME, displayName: '山田 太郎', score: 12, feedbackQualityScore: 4, feedForwardCount: 2, responseRate: 0.5 }],
                  me: { rank: 1, userId: ME, displayName: '山田 太郎', score: 12, feedbackQualityScore: 4, feedForwardCount: 2, responseRate: 0.5 },
                  mvps: [],
                })
              : aLeaderboard(),
          );
        }),
      );
      renderWithStore(<LeaderboardTab currentUserId={ME} />);
      expect(await screen.findByText('あなたは 2 位（25 pt）')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('佐藤 花子40 pt'), expect.stringContaining('山田 太郎あなた25 pt')]);
      const lastWeek = within(screen.getByRole('group', { name: '先週・ポイント' }));
      expect(lastWeek.getByText('1位')).toBeInTheDocument();
      expect(lastWeek.getByText('佐藤 花子')).toBeInTheDocument();
      expect(lastWeek.getByText('60 pt')).toBeInTheDocument();

      await user.click(screen.getByText('貢献度'));
      expect(await screen.findByText('FB品質 4 ・ 応援 2 ・ 返信率 50%')).toBeInTheDocument();
      expect(asked).toEqual(['week/points', 'week/contribution']);
    },
    slowTest,
  );
});

describe('shared ranks', () => {
  it(
    'shows equal scores with one rank, and the caller tied with the last shown row once more below the top only when not in it',
    async () => {
      const row = (rank: number, userId: string, displayName: string, score: number) => ({ rank, userId, displayName, score, feedbackQualityScore: 0, feedForwardCount: 0, responseRate: 0 });
      server.use(
        http.get('/api/pffr/leaderboard', () =>
          HttpResponse.json(
            aLeaderboard({
              entries: [row(1, 'u-1', '佐藤 花子', 40), row(2, 'u-2', '鈴木 一郎', 25), row(2, 'u-3', '田中 次郎', 25)],
              // Tied with the last two, but outside the rows shown.
              me: row(2, ME, '山田 太郎', 25),
              mvps: [
                { periodKind: 'week', periodStart: '2026-11-16', periodEnd: '2026-11-23', awardType: 'points', rank: 1, userId: 'u-1', displayName: '佐藤 花子', score: 60 },
                { periodKind: 'week', periodStart: '2026-11-16', periodEnd: '2026-11-23', awardType: 'points', rank: 2, userId: 'u-2', displayName: '鈴木 一郎', score: 30 },
                { periodKind: 'week', periodStart: '2026-11-16', periodEnd: '2026-11-23', awardType: 'points', rank: 2, userId: 'u-3', displayName: '田中 次郎', score: 30 },
              ],
            }),
          ),
        ),
      );
      renderWithStore(<LeaderboardTab currentUserId={ME} />);
      expect(await screen.findByText('あなたは 2 位（25 pt）')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        expect.stringContaining('佐藤 花子40 pt'),
        expect.stringContaining('鈴木 一郎25 pt'),
        expect.stringContaining('田中 次郎25 pt'),
        expect.stringContaining('山田 太郎あなた25 pt'),
      ]);
      expect(screen.getAllByLabelText('2位')).toHaveLength(3);
      const lastWeek = within(screen.getByRole('group', { name: '先週・ポイント' }));
      expect(lastWeek.getAllByText('2位')).toHaveLength(2);
    },
    slowTest,
  );
});

describe('the point ledger page', () => {
  const hr = aUser({ email: 'hr@demo.example', userType: 'team_admin' });

  it(
    'is for team_admin and admin: a member is refused, and the sidebar shows no link to it',
    async () => {
      server.use(currentUserHandler(aUser()));
      renderApp('/community/points/ledger');
      expect(await screen.findByText('アクセス権限がありません', {}, pageLoad)).toBeInTheDocument();
      expect(within(screen.getByRole('navigation', { name: 'コミュニティメニュー' })).queryByRole('link', { name: 'ポイント台帳' })).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'lists transactions with totals, filters by type, and traces one to its event, cause and command',
    async () => {
      const rows = [aTransaction(), aTransaction({ eventId: '22222222-2222-4222-8222-222222222222', transactionType: 'shop_purchase', points: -30, balanceAfter: 0, description: 'バディショップで「星の帽子」を購入', counterpartName: null, actedBy: 'u-1' })];
      const queries: string[] = [];
      server.use(
        currentUserHandler(hr),
        http.get('/api/teams', () => HttpResponse.json([])),
        http.get('/api/pffr/points/ledger', ({ request }) => {
          const params = new URL(request.url).searchParams;
          queries.push(params.toString());
          return HttpResponse.json(aLedger(rows.filter((r) => !params.get('type') || r.transactionType === params.get('type'))));
        }),
        http.get('/api/pffr/points/ledger/:eventId', ({ params }) => HttpResponse.json(aTrace(rows.find((r) => r.eventId === params.eventId)!))),
      );
      renderApp('/community/points/ledger');
      expect(await screen.findByRole('heading', { name: 'ポイント台帳' }, pageLoad)).toBeInTheDocument();
      expect(await screen.findByText('バディショップで「星の帽子」を購入')).toBeInTheDocument();
      expect(screen.getByText('+10')).toBeInTheDocument();
      expect(screen.getByText('-30')).toBeInTheDocument();
      expect(screen.getByText('条件に合う取引 2 件')).toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: '種別' }));
      await user.click(await screen.findByTitle('ショップ購入'));
      await waitFor(() => expect(queries.at(-1)).toContain('type=shop_purchase'));
      await waitFor(() => expect(screen.queryByText('→ 鈴木 一郎')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: '追跡: バディショップで「星の帽子」を購入' }));
      const drawer = await screen.findByRole('dialog');
      expect(await within(drawer).findByText('FeedbackGiven')).toBeInTheDocument();
      expect(within(drawer).getAllByText('corr-1').length).toBeGreaterThan(0);
      expect(within(drawer).getByText('システム（自動付与）')).toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'on a phone keeps who, how much and the balance in the row and folds the type and counterpart into it, with no sideways table',
    async () => {
      atWidth(390);
      try {
        server.use(
          currentUserHandler(hr),
          http.get('/api/teams', () => HttpResponse.json([])),
          http.get('/api/pffr/points/ledger', () => HttpResponse.json(aLedger([aTransaction()]))),
        );
        renderApp('/community/points/ledger');
        const row = (await screen.findByText('+10', {}, pageLoad)).closest('tr')!;
        expect(within(row).getByText('佐藤 花子')).toBeInTheDocument();
        expect(columnHeaders()).toEqual(['ユーザー', 'ポイント', '取引後残高']);
        expect(within(row).getByText('10')).toBeInTheDocument();
        await user.click(within(row).getByRole('button', { name: /展開|expand/i }));
        const folded = document.querySelector('.responsive-table-folded') as HTMLElement;
        expect(within(folded).getByText('種別').closest('div')).toHaveTextContent('種別フィードバック');
        expect(within(folded).getByText(/→ 鈴木 一郎/)).toBeInTheDocument();
        expect(document.querySelector('.ant-table-scroll-horizontal')).toBeNull();
      } finally {
        resetWidth();
      }
    },
    slowTest,
  );
});
