import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import type { DashboardSummaryResponse } from '../../../shared/api/generated/api';
import { aDashboardSummary, aUserDepartment } from './dashboard-mothers';

const server = startMockServer();
/** The first wait of a test covers the lazy page chunk and the first requests. */
const pageLoad = { timeout: 15_000 };
const slowTest = 60_000;
const user = aUser({ lastName: '佐藤', firstName: '花子' });

function summaryHandler(summary: DashboardSummaryResponse) {
  return http.get('/api/dashboard/summary', () => HttpResponse.json(summary));
}

/** The signed-in user already has a department, so the welcome dialog stays closed. */
function settledUser() {
  return [currentUserHandler(user), http.get(`/api/users/${user.id}/departments`, () => HttpResponse.json([aUserDepartment()]))];
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

  it('shows the figures the server computed', async () => {
    server.use(...settledUser(), summaryHandler(aDashboardSummary({ joinedTeams: 2, managedMembers: 7, sessionsThisMonth: 4 })));
    renderApp('/community');
    await screen.findByText('参加チーム数', {}, pageLoad);
    expect(await card('参加チーム数').findByText('2')).toBeInTheDocument();
    expect(card('担当メンバー').getByText('7')).toBeInTheDocument();
    expect(card('今月の1on1').getByText('4')).toBeInTheDocument();
    // No made-up figures: nothing the server does not compute is shown.
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    expect(screen.queryByText('ジャーナル', { selector: '.ant-card *' })).not.toBeInTheDocument();
  }, slowTest);

  it('lists the upcoming 1on1s by name with the date and approach, or 未設定', async () => {
    server.use(
      ...settledUser(),
      summaryHandler(
        aDashboardSummary({
          upcomingSessions: [
            { entryId: 'e1', employeeName: '山田 太郎', date: '2026-11-20', approachLabel: '信頼構築' },
            { entryId: 'e2', employeeName: '鈴木 一郎', date: '2026-12-01', approachLabel: null },
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
    expect(items[1]).toHaveTextContent('鈴木 一郎');
    expect(items[1]).toHaveTextContent('未設定');
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
    expect(actions.getAllByRole('link')).toHaveLength(2);
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
});
