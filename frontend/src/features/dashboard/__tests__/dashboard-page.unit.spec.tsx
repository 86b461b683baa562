import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import type { DashboardSummaryResponse, MsMovementResponse } from '../../../shared/api/generated/dashboard';
import type { LearningSummaryResponse } from '../../../shared/api/generated/learning';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import { aTeam } from '../../../test-support/team-mother';
import { aDashboardSummary, aMover, anMsMovement, aUserDepartment, someWeeks } from './dashboard-mothers';

const server = startMockServer();
// The MS page's default team is stored; each test starts without one.
beforeEach(() => window.localStorage.clear());
/** The first wait of a test covers the lazy page chunk and the first requests. */
const pageLoad = { timeout: 15_000 };
const slowTest = 60_000;
const user = aUser({ lastName: '佐藤', firstName: '花子' });

function summaryHandler(summary: DashboardSummaryResponse) {
  return http.get('/api/dashboard/summary', () => HttpResponse.json(summary));
}

const salesTeam = aTeam({ id: 'team-1', name: '営業チーム' });

function teamsHandler(teams: TeamResponse[]) {
  return http.get('/api/teams', () => HttpResponse.json(teams));
}

/** Answers the MS movement of team-1 only; another team would be a test error. */
function movementHandler(movement: MsMovementResponse) {
  return http.get('/api/dashboard/ms-movement/:teamId', ({ params }) =>
    params.teamId === movement.teamId ? HttpResponse.json(movement) : HttpResponse.json({ statusCode: 404, message: 'チームが見つかりません' }, { status: 404 }),
  );
}

/**
 * The signed-in user already has a department, so the welcome dialog stays closed; they belong to
 * 営業チーム, whose board is empty unless a test says otherwise.
 */
function settledUser() {
  return [
    currentUserHandler(user),
    http.get(`/api/users/${user.id}/departments`, () => HttpResponse.json([aUserDepartment()])),
    teamsHandler([salesTeam]),
    movementHandler(anMsMovement({ membersOnBoard: 3 })),
    learningHandler(),
    http.get('/api/journal', () => HttpResponse.json([])),
    firstScreenHandler(),
  ];
}

/**
 * The first screen's one answer, composed as the server composes it: from the summary, journal and
 * learning reads (each test's own handlers for them), a failed part failing the whole answer.
 */
function firstScreenHandler() {
  return http.get('/api/dashboard/first-screen', async ({ request }) => {
    const parts = await Promise.all(['/api/dashboard/summary', '/api/journal', '/api/learning-content/summary'].map((path) => fetch(new URL(path, request.url))));
    const failed = parts.find((part) => !part.ok);
    if (failed) return HttpResponse.json(await failed.json(), { status: failed.status });
    const [summary, journal, learning] = (await Promise.all(parts.map((part) => part.json()))) as [DashboardSummaryResponse, unknown[], LearningSummaryResponse];
    return HttpResponse.json({ summary, journal: { total: journal.length, latest: journal.slice(0, 3) }, learning });
  });
}

/** The learning summary the learning screen shows; the dashboard's learning card reads the same call. */
function learningHandler(overrides: Partial<LearningSummaryResponse> = {}) {
  const summary: LearningSummaryResponse = {
    totalCount: 9,
    completedCount: 3,
    startedCount: 4,
    overallPercent: 33,
    studyMinutesThisMonth: 25,
    studyMinutesTotal: 40,
    badgesEarned: 2,
    badges: Array.from({ length: 7 }, (_, i) => ({ badge: 'first_step' as const, earned: i < 2 })),
    categories: [],
    ...overrides,
  };
  return http.get('/api/learning-content/summary', () => HttpResponse.json(summary));
}

function card(title: string) {
  return within(screen.getByText(title).closest('.ant-card') as HTMLElement);
}

describe('community dashboard', () => {
  it('welcomes the user by name, family name first', async () => {
    server.use(...settledUser(), summaryHandler(aDashboardSummary()));
    renderApp('/community');
    expect(await screen.findByRole('heading', { name: 'ようこそ、佐藤 花子さん' }, pageLoad)).toBeInTheDocument();
  }, slowTest);

  it("asks for its figures in one request beside the team's movement, not the summary, journal and learning reads one by one", async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.use(...settledUser(), summaryHandler(aDashboardSummary({ joinedTeams: 2 })));
    server.events.on('request:start', listen);
    try {
      renderApp('/community');
      await screen.findByText('参加チーム数', {}, pageLoad);
      expect(await card('参加チーム数').findByText('2')).toBeInTheDocument();
      await screen.findByText('学習の進み具合');
      await waitFor(() => expect(asked.filter((path) => path.startsWith('/api/dashboard/ms-movement'))).toHaveLength(1));
      const pageReads = asked.filter((path) => /^\/api\/(dashboard|journal|learning-content)/.test(path));
      // The composing mock handler fetches the parts itself, after the page's own request.
      expect(pageReads.filter((path) => path === '/api/dashboard/first-screen')).toHaveLength(1);
      expect(pageReads[0]).toBe('/api/dashboard/first-screen');
    } finally {
      server.events.removeListener('request:start', listen);
    }
  }, slowTest);

  it('shows the figures the server computed', async () => {
    server.use(...settledUser(), summaryHandler(aDashboardSummary({ joinedTeams: 2, managedMembers: 7, sessionsThisMonth: 4 })));
    renderApp('/community');
    await screen.findByText('参加チーム数', {}, pageLoad);
    expect(await card('参加チーム数').findByText('2')).toBeInTheDocument();
    expect(card('担当メンバー').getByText('7')).toBeInTheDocument();
    expect(card('今月の1on1').getByText('4')).toBeInTheDocument();
    // No made-up figures: nothing the server does not compute is shown (the learning card's percent is the server's).
    expect(await card('学習の進み具合').findByText('9件中3件修了')).toBeInTheDocument();
    expect(screen.queryAllByText(/%/).every((el) => el.closest('.ant-card')?.textContent?.includes('学習の進み具合'))).toBe(true);
    const journalCard = within(screen.getByText('ジャーナル', { selector: '.ant-statistic-title' }).closest('.ant-card') as HTMLElement);
    expect(await journalCard.findByText('0')).toBeInTheDocument();
  }, slowTest);

  it('shows the learning card with the learning screen\'s figures', async () => {
    server.use(...settledUser(), summaryHandler(aDashboardSummary()));
    server.use(learningHandler({ completedCount: 1, overallPercent: 11, studyMinutesThisMonth: 12, badgesEarned: 1 }));
    renderApp('/community');
    const learning = await screen.findByText('学習の進み具合', {}, pageLoad);
    const learningCard = within(learning.closest('.ant-card') as HTMLElement);
    expect(await learningCard.findByText('9件中1件修了')).toBeInTheDocument();
    expect(learningCard.getByText('12分')).toBeInTheDocument();
    expect(learningCard.getByText('1 / 7個')).toBeInTheDocument();
    expect(learningCard.getByRole('link', { name: '学習コンテンツへ' })).toHaveAttribute('href', '/community/learning');
  }, slowTest);

  it('lists the upcoming 1on1s by name with the date, the approach (or 未設定) and the topics on their agenda', async () => {
    server.use(
      ...settledUser(),
      summaryHandler(
        aDashboardSummary({
          upcomingSessions: [
            { entryId: 'e1', employeeName: '山田 太郎', date: '2026-11-20', approachLabel: '信頼構築', agendaItems: 2 },
            { entryId: 'e2', employeeName: '鈴木 一郎', date: '2026-12-01', approachLabel: null, agendaItems: 0 },
          ],
        }),
      ),
    );
    renderApp('/community');
    const list = await screen.findByRole('list', { name: '今後の1on1' }, pageLoad);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('山田 太郎');
    expect(items[0]).toHaveTextContent('2026年11月20日(金)');
    expect(items[0]).toHaveTextContent('信頼構築');
    expect(items[0]).toHaveTextContent('議題 2件');
    expect(items[1]).toHaveTextContent('議題なし');
    expect(items[1]).toHaveTextContent('鈴木 一郎');
    expect(items[1]).toHaveTextContent('未設定');
  }, slowTest);

  it('counts the journal entries and lists the latest three, untitled ones under the default label', async () => {
    const entry = (id: string, title: string | null, createdAt: string) => ({
      id, userId: user.id, title, practiceContent: '聴いた', insights: null, challenges: null, goals: null, aiSummary: null, isPublic: false, weekOf: '2026-11-23', createdAt, updatedAt: createdAt,
    });
    server.use(
      // Before settledUser's empty journal: the first matching handler answers.
      http.get('/api/journal', () =>
        HttpResponse.json([entry('e4', null, '2026-11-20T09:00:00Z'), entry('e3', '聴く週', '2026-11-13T09:00:00Z'), entry('e2', '目標', '2026-11-06T09:00:00Z'), entry('e1', '古い', '2026-10-30T09:00:00Z')]),
      ),
      ...settledUser(),
      summaryHandler(aDashboardSummary()),
    );
    renderApp('/community');
    const title = await screen.findByText('ジャーナル', { selector: '.ant-statistic-title' }, pageLoad);
    expect(await within(title.closest('.ant-card') as HTMLElement).findByText('4')).toBeInTheDocument();
    const recent = card('最近の振り返り');
    expect(await recent.findByText('週次の振り返り')).toBeInTheDocument();
    expect(recent.getByText('聴く週')).toBeInTheDocument();
    expect(recent.queryByText('古い')).not.toBeInTheDocument();
  }, slowTest);

  it('says so when no 1on1 is coming up', async () => {
    server.use(...settledUser(), summaryHandler(aDashboardSummary()));
    renderApp('/community');
    expect(await screen.findByText('予定されている1on1はありません', {}, pageLoad)).toBeInTheDocument();
  }, slowTest);

  it('links the quick actions to the real matrix pages', async () => {
    server.use(...settledUser(), summaryHandler(aDashboardSummary()));
    renderApp('/community');
    await screen.findByText('クイックアクション', {}, pageLoad);
    const actions = card('クイックアクション');
    expect(actions.getByRole('link', { name: /MSマトリックス/ })).toHaveAttribute('href', '/community/matrix');
    expect(actions.getByRole('link', { name: /1on1マトリックス/ })).toHaveAttribute('href', '/community/1on1');
    expect(actions.getByRole('link', { name: /AI振り返り/ })).toHaveAttribute('href', '/community/journal');
    expect(actions.getByRole('link', { name: /AIコーチ/ })).toHaveAttribute('href', '/community/ai-coach');
    expect(actions.getAllByRole('link')).toHaveLength(4);
  }, slowTest);

  it('shows an error with a retry when the summary cannot be loaded', async () => {
    let calls = 0;
    server.use(
      ...settledUser(),
      http.get('/api/dashboard/summary', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, message: 'サーバーエラー', error: 'Internal Server Error' }, { status: 500 })
          : HttpResponse.json(aDashboardSummary({ joinedTeams: 3 }));
      }),
    );
    renderApp('/community');
    expect(await screen.findByText('ダッシュボードの情報を取得できませんでした', {}, pageLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '再読み込み' }));
    await screen.findByText('参加チーム数', {}, pageLoad);
    expect(await card('参加チーム数').findByText('3')).toBeInTheDocument();
    expect(screen.queryByText('ダッシュボードの情報を取得できませんでした')).not.toBeInTheDocument();
  }, slowTest);

  describe("the team's movement on the MS board", () => {
    it('shows the figures, the weekly chart in words and who moved, as the server computed them', async () => {
      server.use(...settledUser(), summaryHandler(aDashboardSummary()));
      // Handlers given later take precedence.
      server.use(
        movementHandler(
          anMsMovement({
            membersOnBoard: 5,
            membersMoved: 2,
            moves: 3,
            averageSkillChange: 12.5,
            averageMindsetChange: -3,
            crossedQuadrant: 1,
            movers: [
              aMover({ entryId: 'e1', memberName: '山田 太郎', skillChange: 30, mindsetChange: 30 }),
              aMover({
                entryId: 'e2',
                memberName: '佐藤 花子',
                from: { skillLevel: 70, mindsetLevel: 80, quadrant: 'highHigh' },
                to: { skillLevel: 65, mindsetLevel: 44, quadrant: 'highSkill' },
                skillChange: -5,
                mindsetChange: -36,
              }),
            ],
            weeks: someWeeks([1, 0, 2]),
          }),
        ),
      );
      renderApp('/community');
      const movement = within((await screen.findByText('今月動いたメンバー', {}, pageLoad)).closest('.ant-card') as HTMLElement);
      expect(movement.getByText('MSマトリックス・2026年11月')).toBeInTheDocument();
      expect(movement.getByText('2 / 5人')).toBeInTheDocument();
      expect(movement.getByText('1人')).toBeInTheDocument();
      expect(movement.getByText('+12.5')).toBeInTheDocument();
      expect(movement.getByText('-3')).toBeInTheDocument();
      expect(movement.getByRole('figure', { name: '週ごとの移動回数' })).toHaveTextContent(
        '直近12週のMSマトリックス上の移動は合計3回。最も多かったのは11/23の週（2回）、今週は2回です。',
      );
      const movers = within(movement.getByRole('list', { name: '今月動いたメンバー' })).getAllByRole('listitem');
      expect(movers[0]).toHaveTextContent('山田 太郎');
      expect(movers[0]).toHaveTextContent('スキル +30 ・ マインド +30');
      expect(movers[0]).toHaveTextContent('育成・支援→活躍・リーダー候補');
      expect(movers[1]).toHaveTextContent('スキル -5 ・ マインド -36');
      expect(movers[1]).toHaveTextContent('活躍・リーダー候補→マインド向上');
      expect(movement.getByRole('link', { name: 'MSマトリックスを開く' })).toHaveAttribute('href', '/community/matrix');
    }, slowTest);

    it("lets a user in several teams choose whose movement to see, the MS page's team first", async () => {
      window.localStorage.setItem('msMatrixDefaultTeamId', 'team-2');
      server.use(...settledUser(), summaryHandler(aDashboardSummary()));
      server.use(
        teamsHandler([salesTeam, aTeam({ id: 'team-2', name: '開発チーム' })]),
        http.get('/api/dashboard/ms-movement/:teamId', ({ params }) =>
          HttpResponse.json(anMsMovement({ teamId: String(params.teamId), membersOnBoard: params.teamId === 'team-2' ? 7 : 4, membersMoved: 1 })),
        ),
      );
      renderApp('/community');
      expect(await screen.findByText('1 / 7人', {}, pageLoad)).toBeInTheDocument();
      const picker = screen.getByRole('combobox', { name: '表示するチーム' });
      expect(picker).toHaveValue('team-2');
      await userEvent.selectOptions(picker, '営業チーム');
      expect(await screen.findByText('1 / 4人', {}, pageLoad)).toBeInTheDocument();
      expect(window.localStorage.getItem('msMatrixDefaultTeamId')).toBe('team-1');
    }, slowTest);

    it("asks for the stored team's movement while the team list is still on its way, and shows it once the list confirms the team", async () => {
      window.localStorage.setItem('msMatrixDefaultTeamId', 'team-1');
      let releaseTeams!: () => void;
      const teamsHeld = new Promise<void>((resolve) => (releaseTeams = resolve));
      let movementAskedFor!: () => void;
      const movementAsked = new Promise<void>((resolve) => (movementAskedFor = resolve));
      server.use(...settledUser(), summaryHandler(aDashboardSummary()));
      // Handlers given later take precedence.
      server.use(
        http.get('/api/dashboard/ms-movement/:teamId', ({ params }) => {
          movementAskedFor();
          return HttpResponse.json(anMsMovement({ teamId: String(params.teamId), membersOnBoard: 6, membersMoved: 2 }));
        }),
        http.get('/api/teams', async () => {
          await teamsHeld;
          return HttpResponse.json([salesTeam]);
        }),
      );
      renderApp('/community');
      // The movement is asked for before the team list answers.
      await movementAsked;
      expect(screen.queryByText('2 / 6人')).not.toBeInTheDocument();
      releaseTeams();
      expect(await screen.findByText('2 / 6人', {}, pageLoad)).toBeInTheDocument();
    }, slowTest);

    it('tells a plain member that they see only their own movement', async () => {
      server.use(...settledUser(), summaryHandler(aDashboardSummary()));
      server.use(movementHandler(anMsMovement({ scope: 'own', membersOnBoard: 1, membersMoved: 0 })));
      renderApp('/community');
      expect(await screen.findByText(/あなた自身の動きを表示しています/, {}, pageLoad)).toBeInTheDocument();
      expect(screen.getByText('今月はまだ誰もボード上で移動していません。')).toBeInTheDocument();
    }, slowTest);

    it('offers to create a team, or join one, to a user without a team', async () => {
      server.use(...settledUser(), summaryHandler(aDashboardSummary()));
      server.use(teamsHandler([aTeam({ name: '開発チーム', isMember: false, canManage: false })]));
      renderApp('/community');
      expect(await screen.findByText('まだチームに参加していません', {}, pageLoad)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /チーム作成/ }));
      expect(await screen.findByRole('dialog', { name: '新しいチームを作成' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /チームに参加/ })).toBeInTheDocument();
    }, slowTest);

    it('sends a leader with an empty board to add members on the MS matrix', async () => {
      server.use(...settledUser(), summaryHandler(aDashboardSummary()));
      server.use(movementHandler(anMsMovement({ membersOnBoard: 0 })));
      renderApp('/community');
      const empty = within((await screen.findByText('ボードにまだメンバーがいません', {}, pageLoad)).closest('.ant-card') as HTMLElement);
      expect(empty.getByRole('link', { name: /メンバーを追加する/ })).toHaveAttribute('href', '/community/matrix');
    }, slowTest);

    it('shows the server’s refusal with a retry when the movement cannot be loaded', async () => {
      server.use(...settledUser(), summaryHandler(aDashboardSummary()));
      server.use(
        http.get('/api/dashboard/ms-movement/:teamId', () =>
          HttpResponse.json({ statusCode: 403, message: 'このチームに参加していないため、チームの動きを表示できません', error: 'Forbidden' }, { status: 403 }),
        ),
      );
      renderApp('/community');
      expect(await screen.findByText('チームの動きを取得できませんでした', {}, pageLoad)).toBeInTheDocument();
      expect(screen.getByText('このチームに参加していないため、チームの動きを表示できません')).toBeInTheDocument();
    }, slowTest);
  });

  describe('1on1 cadence', () => {
    it('shows the sessions per week in words and the members without a 1on1 for too long, linking to the 1on1 board', async () => {
      server.use(
        ...settledUser(),
        summaryHandler(
          aDashboardSummary({
            managedMembers: 4,
            oneOnOneCadence: {
              weeks: someWeeks([2, 1, 0, 3]),
              staleAfterDays: 14,
              staleMembers: [
                { entryId: 'e1', employeeName: '小林 健', lastSessionDate: '2026-11-01', daysSince: 24 },
                { entryId: 'e2', employeeName: '吉田 愛', lastSessionDate: null, daysSince: 20 },
              ],
            },
          }),
        ),
      );
      renderApp('/community');
      const cadence = within((await screen.findByText('1on1のリズム', {}, pageLoad)).closest('.ant-card') as HTMLElement);
      expect(await cadence.findByText('6回')).toBeInTheDocument();
      expect(cadence.getByText('0.5回')).toBeInTheDocument();
      expect(cadence.getByRole('figure', { name: '週ごとの1on1の回数' })).toHaveTextContent(
        '直近12週の1on1は合計6回。最も多かったのは11/23の週（3回）、今週は3回です。',
      );
      const stale = within(cadence.getByRole('list', { name: '14日を超えて1on1をしていないメンバー' })).getAllByRole('link');
      expect(stale).toHaveLength(2);
      expect(stale[0]).toHaveTextContent('小林 健');
      expect(stale[0]).toHaveTextContent('前回 11月1日');
      expect(stale[0]).toHaveTextContent('前回から24日');
      expect(stale[1]).toHaveTextContent('まだ1on1なし（追加から20日）');
      expect(stale[0]).toHaveAttribute('href', '/community/1on1');
    }, slowTest);

    it('says nobody is overdue when no member waits too long', async () => {
      server.use(...settledUser(), summaryHandler(aDashboardSummary({ managedMembers: 2, oneOnOneCadence: { weeks: someWeeks([1]), staleAfterDays: 14, staleMembers: [] } })));
      renderApp('/community');
      expect(await screen.findByText('14日を超えて間が空いているメンバーはいません。', {}, pageLoad)).toBeInTheDocument();
    }, slowTest);

    it('sends a user without 1on1 members to add them, and one without any 1on1 yet to record the first', async () => {
      server.use(...settledUser(), summaryHandler(aDashboardSummary({ managedMembers: 0 })));
      const first = renderApp('/community');
      const noPartners = within((await screen.findByText('1on1の相手がまだいません', {}, pageLoad)).closest('.ant-card') as HTMLElement);
      expect(noPartners.getByRole('link', { name: /メンバーを追加する/ })).toHaveAttribute('href', '/community/1on1');
      first.unmount();

      server.use(
        summaryHandler(
          aDashboardSummary({
            managedMembers: 2,
            oneOnOneCadence: { weeks: someWeeks(), staleAfterDays: 14, staleMembers: [{ entryId: 'e1', employeeName: '小林 健', lastSessionDate: null, daysSince: 30 }] },
          }),
        ),
      );
      renderApp('/community');
      const noSessions = within((await screen.findByText('まだ1on1の記録がありません', {}, pageLoad)).closest('.ant-card') as HTMLElement);
      expect(noSessions.getByRole('link', { name: /最初の1on1を記録する/ })).toHaveAttribute('href', '/community/1on1');
      expect(noSessions.queryByRole('figure')).not.toBeInTheDocument();
    }, slowTest);
  });
});
