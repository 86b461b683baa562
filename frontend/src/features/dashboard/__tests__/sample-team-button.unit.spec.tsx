import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { aDashboardFirstScreen, anMsMovement, aUserDepartment } from './dashboard-mothers';

const server = startMockServer();
beforeEach(() => window.localStorage.clear());
const pageLoad = { timeout: 15_000 };
const slowTest = 60_000;
const user = aUser();
const sampleTeam = aTeam({ id: 'sample-1', name: 'サンプルチーム（お試し）' });

/** A user without a team; the server's team list holds the sample team once it was created. */
function noTeamYet(teams: () => TeamResponse[]) {
  return [
    currentUserHandler(user),
    http.get(`/api/users/${user.id}/departments`, () => HttpResponse.json([aUserDepartment()])),
    http.get('/api/dashboard/first-screen', () => HttpResponse.json(aDashboardFirstScreen())),
    http.get('/api/teams', () => HttpResponse.json(teams())),
    http.get('/api/dashboard/ms-movement/:teamId', ({ params }) =>
      params.teamId === sampleTeam.id
        ? HttpResponse.json(anMsMovement({ teamId: sampleTeam.id, membersOnBoard: 8, membersMoved: 2 }))
        : HttpResponse.json({ statusCode: 404, message: 'チームが見つかりません' }, { status: 404 }),
    ),
  ];
}

function toast(title: string) {
  return screen.findByText(title, { selector: '.ant-notification-notice-title' });
}

describe("the no-team empty state's sample team button", () => {
  it('creates the sample team in one click, then shows and selects it', async () => {
    let created = false;
    let posts = 0;
    let releaseAnswer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (releaseAnswer = resolve));
    server.use(
      ...noTeamYet(() => (created ? [sampleTeam] : [])),
      http.post('/api/sample-team', async () => {
        posts += 1;
        await answered;
        created = true;
        return HttpResponse.json({ id: sampleTeam.id }, { status: 201 });
      }),
    );
    renderApp('/community');
    const button = await screen.findByRole('button', { name: /サンプルチームで試す/ }, pageLoad);
    await userEvent.click(button);
    // While the server builds the team the button shows it is busy, and a second click sends nothing.
    expect(button).toHaveClass('ant-btn-loading');
    await userEvent.click(button);
    releaseAnswer();

    expect(await toast('架空のメンバーが入ったサンプルチームを作成しました')).toBeInTheDocument();
    expect(await screen.findByText('2 / 8人', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByText('まだチームに参加していません')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('msMatrixDefaultTeamId')).toBe(sampleTeam.id);
    expect(posts).toBe(1);
  }, slowTest);

  it("says why in an error toast when the server refuses, and keeps the empty state", async () => {
    server.use(
      ...noTeamYet(() => []),
      http.post('/api/sample-team', () =>
        HttpResponse.json(
          { statusCode: 409, message: 'サンプルチームを作成中です。しばらくしてからもう一度お試しください。', error: 'Conflict' },
          { status: 409 },
        ),
      ),
    );
    renderApp('/community');
    await userEvent.click(await screen.findByRole('button', { name: /サンプルチームで試す/ }, pageLoad));
    const notice = (await toast('エラー')).closest('.ant-notification-notice') as HTMLElement;
    expect(notice).toHaveTextContent('サンプルチームを作成中です。しばらくしてからもう一度お試しください。');
    expect(screen.getByText('まだチームに参加していません')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /サンプルチームで試す/ })).toBeEnabled();
  }, slowTest);
});
