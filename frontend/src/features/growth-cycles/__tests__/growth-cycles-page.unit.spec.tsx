import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { GrowthCycleResponse } from '../../../shared/api/generated/growth-cycles';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import dayjs from 'dayjs';
import { formatCalendarDate, today } from '../../../shared/lib/datetime';
import { aCycle, aFeedForward, aFeedback } from './growth-cycle-mothers';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const pageLoad = { timeout: 15_000 };
const slowTest = 60_000;
/** A calendar date `days` from today in the deployment's zone. */
const inDays = (days: number) => dayjs(today()).add(days, 'day').format('YYYY-MM-DD');

/** The signed-in owner's cycles, as the three reads of "my cycles" answer them. */
function myCycles(cycles: GrowthCycleResponse[], received = { feedback: [aFeedback()], feedForward: [aFeedForward()] }) {
  const current = cycles.find((cycle) => cycle.status === 'active') ?? null;
  return [
    currentUserHandler(aUser()),
    http.get('/api/pffr/growth-cycles', () => HttpResponse.json(cycles)),
    http.get('/api/pffr/growth-cycles/active', () => HttpResponse.json({ cycle: current })),
    http.get('/api/pffr/growth-cycles/:id/received', () => HttpResponse.json(received)),
  ];
}

/** The start call: records each body sent, answers a cycle. */
const startsCycles = (sent: unknown[]) =>
  http.post('/api/pffr/growth-cycles', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(aCycle(), { status: 201 });
  });

/** The page, with its create dialog opened by its button. */
async function openCreateDialog() {
  renderApp('/community/pffr');
  await user.click(await screen.findByRole('button', { name: /新しい成長サイクルを作成/ }, pageLoad));
  return within(await screen.findByRole('dialog', { name: '成長サイクルを作成' }));
}

describe('growth cycles page', () => {
  it('shows the current cycle with its buddy: level, stage, the bar at experience mod 100 and the last level-up', async () => {
    server.use(...myCycles([aCycle(), aCycle({ id: 'cycle-0', title: '会議で最初に発言する', status: 'completed', completedAt: '2026-09-01T00:00:00.000Z' })]));
    renderApp('/community/pffr');
    const current = within(await screen.findByTestId('current-cycle', {}, pageLoad));
    expect(current.getByText('Lv.2 ビギナー')).toBeInTheDocument();
    expect(current.getByRole('img', { name: 'バディ（ビギナー・ごきげん）' })).toBeInTheDocument();
    expect(current.getByText('29 / 100 XP')).toBeInTheDocument();
    expect(current.getByRole('progressbar', { name: '次のレベルまでの経験値' })).toHaveAttribute('aria-valuenow', '29');
    expect(current.getByText('レベルアップ！ Lv.1 → Lv.2')).toBeInTheDocument();
    expect(screen.queryByText(/最大レベルに到達しました/)).not.toBeInTheDocument();
    expect(screen.getByText('会議で最初に発言する')).toBeInTheDocument();
  }, slowTest);

  it("shows each cycle's target date with the days left, or that it has passed, counted from today", async () => {
    const target = inDays(39);
    server.use(
      ...myCycles([
        aCycle({ targetDate: target }),
        aCycle({ id: 'cycle-2', title: '週報を金曜に出す', targetDate: inDays(-1) }),
        aCycle({ id: 'cycle-3', title: '朝会で一言話す', targetDate: today() }),
        aCycle({ id: 'cycle-0', title: '会議で最初に発言する', status: 'completed', completedAt: '2026-09-01T00:00:00.000Z', targetDate: '2026-08-31' }),
        aCycle({ id: 'cycle-4', title: '目標日のないサイクル', status: 'completed', completedAt: '2026-09-01T00:00:00.000Z' }),
      ]),
    );
    renderApp('/community/pffr');
    const current = within(await screen.findByTestId('current-cycle', {}, pageLoad));
    expect(current.getByText(/^目標日：/)).toHaveTextContent(`目標日：${formatCalendarDate(target, 'longDay')}（あと39日）`);
    const item = (title: string) => within(screen.getByText(title).closest('.ant-list-item') as HTMLElement);
    expect(item('週報を金曜に出す').getByText(/^目標日：/)).toHaveTextContent(`目標日：${formatCalendarDate(inDays(-1), 'longDay')}（期限を過ぎています）`);
    expect(item('朝会で一言話す').getByText(/^目標日：/)).toHaveTextContent('（今日が目標日です）');
    // A completed cycle keeps its date, with no countdown; a cycle without one shows none.
    expect(item('会議で最初に発言する').getByText(/^目標日：/)).toHaveTextContent(/^目標日：2026年8月31日$/);
    expect(item('目標日のないサイクル').queryByText(/目標日：/)).not.toBeInTheDocument();
  }, slowTest);

  it('starts a cycle with an optional target date, today or later: past days cannot be picked', async () => {
    const sent: unknown[] = [];
    server.use(
      ...myCycles([]),
      http.get('/api/users/directory', () => HttpResponse.json([])),
      startsCycles(sent),
    );
    const dialog = await openCreateDialog();
    await user.type(dialog.getByLabelText('タイトル'), '傾聴を習慣にする');
    await user.type(dialog.getByLabelText('目標行動'), '1on1で相手の話を最後まで聴く');
    await user.click(dialog.getByLabelText('目標日（任意）'));
    const cells = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown .ant-picker-cell[title]')];
    expect(cells.length).toBeGreaterThan(27);
    for (const cell of cells) expect([cell.title, cell.classList.contains('ant-picker-cell-disabled')]).toEqual([cell.title, cell.title < today()]);
    const target = inDays(30);
    await user.type(dialog.getByLabelText('目標日（任意）'), `${target}{Enter}`);
    await user.click(dialog.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ title: '傾聴を習慣にする', targetDate: target });
  }, slowTest);

  it('opens the create form filled in with a next step the AI coach hands over', async () => {
    server.use(...myCycles([]));
    const goal = '来週の1on1で、評価せずに話を聴く時間を15分とってみます。';
    renderApp(`/community/pffr?${new URLSearchParams({ goalTitle: goal, goal })}`);
    const dialog = within(await screen.findByRole('dialog', {}, pageLoad));
    expect(dialog.getByLabelText('タイトル')).toHaveValue(goal);
    expect(dialog.getByLabelText('目標行動')).toHaveValue(goal);
  }, slowTest);

  it('shows at most level 10 with the max-level message once the buddy reaches it', async () => {
    server.use(...myCycles([aCycle({ buddyLevel: 12, buddyExperience: 1140, buddyProgress: 40, buddyStage: 'master', buddyExpression: 'excited', isMaxLevel: true })]));
    renderApp('/community/pffr');
    const current = within(await screen.findByTestId('current-cycle', {}, pageLoad));
    expect(current.getByText('Lv.10 マスター')).toBeInTheDocument();
    expect(current.getByText('最大レベルに到達しました！これからも仲間と成長を続けましょう。')).toBeInTheDocument();
  }, slowTest);

  it('completes a cycle that has not run 7 days: the cycle ends, and the toast says why it earned no points', async () => {
    const reason = 'このサイクルは開始から7日未満のため、ポイントは付与されません';
    server.use(
      ...myCycles([aCycle()]),
      http.post('/api/pffr/growth-cycles/:id/complete', () =>
        HttpResponse.json({ ...aCycle({ status: 'completed' }), pointsAwarded: 0, fairPlay: { reason: 'cycle_too_short', message: reason } }),
      ),
    );
    renderApp('/community/pffr');
    const current = within(await screen.findByTestId('current-cycle', {}, pageLoad));
    await user.click(current.getByRole('button', { name: 'サイクルを完了する' }));
    expect(await screen.findByText(/開始から7日以上たち/)).toBeInTheDocument();
    const confirm = (await screen.findAllByRole('button', { name: 'サイクルを完了する' })).at(-1)!;
    await user.click(confirm);
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('成長サイクルを完了しました')).toBeInTheDocument();
  }, slowTest);

  it('lets the owner thank a cheer once: the button sends the thanks and the list then shows it thanked', async () => {
    let thanked: string | null = null;
    server.use(...myCycles([aCycle()]));
    // Added after the defaults, so these answer first.
    server.use(
      http.get('/api/pffr/growth-cycles/:id/received', () =>
        HttpResponse.json({ feedback: [aFeedback()], feedForward: [aFeedForward({ thankedAt: thanked })] }),
      ),
      http.post('/api/pffr/growth-cycles/cycle-1/feed-forward/ff-1/thanks', () => {
        thanked = '2026-11-24T00:00:00.000Z';
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp('/community/pffr');
    await user.click(await screen.findByRole('button', { name: 'ありがとうを伝える' }, pageLoad));
    const gift = within(screen.getByTestId('gift-feedForward'));
    expect(await gift.findByText(/ありがとうを伝えました/)).toBeInTheDocument();
    expect(gift.queryByRole('button')).not.toBeInTheDocument();
  }, slowTest);

  it('shows the database-connection screen with its create button when the list fails to load', async () => {
    server.use(
      currentUserHandler(aUser()),
      http.get('/api/pffr/growth-cycles', () => HttpResponse.json({ statusCode: 500, message: 'サーバーでエラーが発生しました' }, { status: 500 })),
      http.get('/api/pffr/growth-cycles/active', () => HttpResponse.json({ cycle: null })),
      http.get('/api/users/directory', () => HttpResponse.json([{ userId: 'u2', displayName: '田中 結衣' }])),
    );
    renderApp('/community/pffr');
    expect(await screen.findByRole('heading', { name: 'データベースに接続できません' }, pageLoad)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新しい成長サイクルを作成' }));
    expect(await screen.findByRole('dialog', { name: '成長サイクルを作成' })).toBeInTheDocument();
  }, slowTest);

  it('creates a cycle with the form rules of spec §5, public by default, with a supporter found in the whole organisation', async () => {
    const sent: unknown[] = [];
    const searches: string[] = [];
    const directory = [
      { userId: 'u2', displayName: '田中 結衣' },
      { userId: 'mentor-1', displayName: '佐藤 健（別チームのメンター）' },
    ];
    server.use(
      ...myCycles([]),
      http.get('/api/users/directory', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        // Without a term, the first page of the directory (here: one person).
        return HttpResponse.json(search ? directory.filter((u) => u.displayName.includes(search)) : directory.slice(0, 1));
      }),
      startsCycles(sent),
    );
    const dialog = await openCreateDialog();
    await user.click(dialog.getByRole('button', { name: '作成する' }));
    expect(await dialog.findByText('タイトルは必須です')).toBeInTheDocument();
    expect(dialog.getByText('目標行動は10文字以上で入力してください')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('タイトル'), '傾聴を習慣にする');
    await user.type(dialog.getByLabelText('目標行動'), '1on1で相手の話を最後まで聴く');
    await user.click(dialog.getByLabelText('応援メンバー（任意）'));
    await user.click(await screen.findByTitle('田中 結衣'));
    // Typing searches the directory once per pause, not once per key.
    await user.type(dialog.getByLabelText('応援メンバー（任意）'), '佐藤');
    await user.click(await screen.findByTitle('佐藤 健（別チームのメンター）', {}, { timeout: 3000 }));
    expect(searches.filter((term) => term.startsWith('佐'))).toEqual(['佐藤']);
    // The first choice keeps its name although the search for 佐藤 no longer lists it.
    expect(dialog.getByTitle('田中 結衣')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '作成する' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      title: '傾聴を習慣にする',
      description: null,
      targetBehaviors: '1on1で相手の話を最後まで聴く',
      isPublic: true,
      supporterMembers: ['u2', 'mentor-1'],
    });
  }, slowTest);

  describe('community tab', () => {
    const theirs = aCycle({ id: 'cycle-9', userId: 'colleague-1', ownerName: '田中 結衣', title: '会議で最初に発言する' });

    function community() {
      const sent: { path: string; body: unknown }[] = [];
      server.use(
        currentUserHandler(aUser()),
        http.get('/api/pffr/growth-cycles/community', () => HttpResponse.json([theirs])),
        http.post('/api/pffr/:kind', async ({ request, params }) => {
          sent.push({ path: String(params.kind), body: await request.json() });
          return HttpResponse.json(params.kind === 'feedback' ? aFeedback() : aFeedForward(), { status: 201 });
        }),
      );
      return sent;
    }

    it("praises another user's cycle: the message rules of spec §5, default 5 points, the chosen badges", async () => {
      const sent = community();
      renderApp('/community/pffr?tab=community');
      const card = within(await screen.findByTestId('community-cycle', {}, pageLoad));
      expect(card.getByText('田中 結衣 さん')).toBeInTheDocument();
      await user.click(card.getByRole('button', { name: '称賛する' }));
      const dialog = within(await screen.findByRole('dialog', { name: '田中 結衣 さんに称賛を送る' }));
      await user.type(dialog.getByLabelText('フィードバック'), '短い感想です');
      await user.click(dialog.getByRole('button', { name: '送信する' }));
      expect(await dialog.findByText('フィードバックは10文字以上で入力してください')).toBeInTheDocument();
      await user.type(dialog.getByLabelText('フィードバック'), '。会議での質問が的確でした');
      await user.click(dialog.getByLabelText('すごい'));
      await user.click(dialog.getByRole('button', { name: '送信する' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        path: 'feedback',
        body: { growthCycleId: 'cycle-9', toUserId: 'colleague-1', message: '短い感想です。会議での質問が的確でした', emotionBadges: ['amazing'], experiencePoints: 5 },
      });
    }, slowTest);

    it("the giver's points badge shows the award with the one read the praise's answer makes stale, and reads no more", async () => {
      const sent = community();
      // The server answers the praise once its award is in the points (read-your-writes, decision 0054).
      let readsAfterPraise = 0;
      server.use(
        http.get('/api/pffr/points', () => {
          const paid = sent.length > 0;
          if (paid) readsAfterPraise += 1;
          const points = paid ? 10 : 0;
          return HttpResponse.json({ userId: 'u1', totalPoints: points, availablePoints: points, pointsEarnedFeedback: points, pointsEarnedFeedForward: 0, pointsEarnedGoalCompletion: 0, pointsSpent: 0 });
        }),
      );
      renderApp('/community/pffr?tab=community');
      await screen.findByRole('status', { name: 'ポイント: 累計 0pt、利用可能 0pt' }, pageLoad);
      const card = within(await screen.findByTestId('community-cycle', {}, pageLoad));
      await user.click(card.getByRole('button', { name: '称賛する' }));
      const dialog = within(await screen.findByRole('dialog', { name: '田中 結衣 さんに称賛を送る' }));
      await user.type(dialog.getByLabelText('フィードバック'), '会議での質問が的確で助かりました');
      await user.click(dialog.getByRole('button', { name: '送信する' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(await screen.findByRole('status', { name: 'ポイント: 累計 10pt、利用可能 10pt' }, { timeout: 10_000 })).toBeInTheDocument();
      // No later re-reads on timers.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(readsAfterPraise).toBe(1);
    }, slowTest);

    it('says when a praise went through but earned no points, and why (the fair-play rule of the answer), not a silent success', async () => {
      community();
      const reason = 'ポイントが付与される称賛・応援は1日5件までです。メッセージは届いていますが、このメッセージにはポイントは付与されません';
      server.use(
        http.post('/api/pffr/feedback', () =>
          HttpResponse.json({ ...aFeedback(), pointsAwarded: 0, fairPlay: { reason: 'giver_daily_cap', message: reason } }, { status: 201 }),
        ),
      );
      renderApp('/community/pffr?tab=community');
      const card = within(await screen.findByTestId('community-cycle', {}, pageLoad));
      await user.click(card.getByRole('button', { name: '称賛する' }));
      const dialog = within(await screen.findByRole('dialog', { name: '田中 結衣 さんに称賛を送る' }));
      await user.type(dialog.getByLabelText('フィードバック'), '会議での質問が的確で助かりました');
      await user.click(dialog.getByRole('button', { name: '送信する' }));
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.getByText('フィードバックを送信しました')).toBeInTheDocument();
    }, slowTest);

    it('says how many points a paid praise earned', async () => {
      community();
      server.use(http.post('/api/pffr/feedback', () => HttpResponse.json({ ...aFeedback(), pointsAwarded: 10, fairPlay: null }, { status: 201 })));
      renderApp('/community/pffr?tab=community');
      const card = within(await screen.findByTestId('community-cycle', {}, pageLoad));
      await user.click(card.getByRole('button', { name: '称賛する' }));
      const dialog = within(await screen.findByRole('dialog', { name: '田中 結衣 さんに称賛を送る' }));
      await user.type(dialog.getByLabelText('フィードバック'), '会議での質問が的確で助かりました');
      await user.click(dialog.getByRole('button', { name: '送信する' }));
      expect(await screen.findByText('10ポイントを獲得しました')).toBeInTheDocument();
    }, slowTest);

    it('cheers with a category: the feed-forward body carries the transformedMessage copy', async () => {
      const sent = community();
      renderApp('/community/pffr?tab=community');
      const card = within(await screen.findByTestId('community-cycle', {}, pageLoad));
      await user.click(card.getByRole('button', { name: '応援する' }));
      const dialog = within(await screen.findByRole('dialog', { name: '田中 結衣 さんを応援する' }));
      await user.type(dialog.getByLabelText('メッセージ'), '次は結論から話してみてはどうでしょう');
      await user.click(dialog.getByRole('button', { name: '送信する' }));
      expect(await dialog.findByText('カテゴリーを選択してください', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
      await user.click(dialog.getByLabelText('カテゴリー'));
      await user.click(await screen.findByTitle('新しい一歩'));
      await user.click(dialog.getByRole('button', { name: '送信する' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toEqual({
        path: 'feed-forward',
        body: {
          growthCycleId: 'cycle-9',
          toUserId: 'colleague-1',
          originalMessage: '次は結論から話してみてはどうでしょう',
          transformedMessage: '次は結論から話してみてはどうでしょう',
          category: 'new_step',
          skillTreeAbility: null,
          experiencePoints: 5,
        },
      });
    }, slowTest);
  });

  it('asks a signed-out visitor to log in', async () => {
    server.use(currentUserHandler('signed-out'));
    renderApp('/community/pffr');
    expect(await screen.findByText('ログインが必要です', {}, pageLoad)).toBeInTheDocument();
  }, slowTest);
});
