import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { JoinRequestResponse, TeamInvitationResponse, TeamResponse } from '../../../shared/api/generated/teams';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { membersTexts } from '../../../locales/ja-JP/members';
import { someStats } from './members-mothers';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const pageLoad = { timeout: 15_000 };
const slowTest = 60_000;

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A team the user leads, its pending invitations and requests; every write is recorded and applied. */
function admissionServer(team: TeamResponse) {
  const writes: Call[] = [];
  let invitations: TeamInvitationResponse[] = [
    { id: 'inv-1', teamId: team.id, kind: 'email', email: 'taro@example.com', createdAt: '2026-12-01T00:00:00.000Z', expiresAt: '2026-12-08T00:00:00.000Z', expired: false },
  ];
  let requests: JoinRequestResponse[] = [
    { userId: 'user-hanako', teamId: team.id, displayName: '佐藤 花子', email: 'hanako@example.com', requestedAt: '2026-12-02T09:00:00.000Z' },
  ];
  const record = async (request: Request) => {
    const text = await request.clone().text();
    writes.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  };
  server.use(
    currentUserHandler(aUser()),
    http.get('/api/teams', () => HttpResponse.json([team])),
    http.get('/api/positions', () => HttpResponse.json([])),
    http.get('/api/departments', () => HttpResponse.json([])),
    http.get('/api/company-members/stats', () => HttpResponse.json(someStats())),
    http.get('/api/company-members/team/:teamId', () => HttpResponse.json([])),
    http.get('/api/teams/:teamId/invitations', () => HttpResponse.json(invitations)),
    http.get('/api/teams/:teamId/join-requests', () => HttpResponse.json(requests)),
    http.put('/api/teams/:teamId/visibility', async ({ request }) => {
      await record(request);
      team.isOpen = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/teams/:teamId/join-requests/:userId/approve', async ({ request, params }) => {
      await record(request);
      requests = requests.filter((r) => r.userId !== params.userId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/teams/:teamId/invitations', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: 'inv-2', email: 'jiro@example.com', expiresAt: '2026-12-09T00:00:00.000Z' }, { status: 201 });
    }),
    http.post('/api/teams/:teamId/invitation-links', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: 'link-1', token: 'secret-token', expiresAt: '2026-12-09T00:00:00.000Z' }, { status: 201 });
    }),
    http.delete('/api/teams/:teamId/invitations/:invitationId', async ({ request, params }) => {
      await record(request);
      invitations = invitations.filter((i) => i.id !== params.invitationId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return writes;
}

describe('参加設定 (who may join a team)', () => {
  it('is not offered to a plain member', async () => {
    server.use(
      currentUserHandler(aUser()),
      http.get('/api/teams', () => HttpResponse.json([aTeam({ canManage: false, canReadBoard: false })])),
      http.get('/api/positions', () => HttpResponse.json([])),
      http.get('/api/departments', () => HttpResponse.json([])),
      http.get('/api/company-members/stats', () => HttpResponse.json(someStats())),
      http.get('/api/company-members/team/:teamId', () => HttpResponse.json([])),
    );
    renderApp('/community/members');
    await screen.findByText(membersTexts.positions.section, { selector: 'strong' }, pageLoad);
    expect(screen.queryByText('参加設定')).not.toBeInTheDocument();
  }, slowTest);

  it('lets a leader approve a request, open the team, invite by e-mail, make a link to copy and revoke an invitation', async () => {
    const team = aTeam({ id: 'team-1', name: '開発チーム', isOpen: false });
    const writes = admissionServer(team);
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/community/members');

    const requests = await screen.findByRole('region', { name: '参加リクエスト' }, pageLoad);
    expect(await within(requests).findByText('佐藤 花子')).toBeInTheDocument();
    await user.click(within(requests).getByRole('button', { name: '承認' }));
    expect(await screen.findByText('参加リクエストを承認しました')).toBeInTheDocument();
    await waitFor(() => expect(within(requests).getByText('承認待ちの参加リクエストはありません')).toBeInTheDocument());

    const visibility = screen.getByRole('region', { name: '公開設定' });
    await user.click(within(visibility).getByLabelText('公開（組織の誰でも参加できる）'));
    expect(await screen.findByText('公開設定を変更しました')).toBeInTheDocument();

    const invite = screen.getByRole('region', { name: '招待' });
    fireEvent.change(within(invite).getByLabelText('メールアドレス'), { target: { value: 'jiro@example.com' } });
    await user.click(within(invite).getByRole('button', { name: '招待する' }));
    expect(await screen.findByText('招待しました')).toBeInTheDocument();
    expect(screen.getByText(/メール通知はまだ送信されません/)).toBeInTheDocument();

    await user.click(within(invite).getByRole('button', { name: '招待リンクを作成' }));
    const linkBox = await within(invite).findByLabelText('招待リンク');
    expect(linkBox).toHaveValue(`${window.location.origin}/community/join/secret-token`);
    await user.click(within(invite).getByRole('button', { name: /コピー/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/community/join/secret-token`));

    const pending = screen.getByRole('region', { name: '有効な招待' });
    expect(within(pending).getByText('taro@example.com')).toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: '取り消す' }));
    // The confirmation's own button.
    const confirm = await waitFor(() => {
      const buttons = screen.getAllByRole('button', { name: '取り消す' });
      expect(buttons.length).toBeGreaterThan(1);
      return buttons[buttons.length - 1];
    });
    await user.click(confirm);
    await waitFor(() => expect(within(pending).getByText('有効な招待はありません')).toBeInTheDocument());

    expect(writes).toEqual([
      { method: 'POST', path: '/api/teams/team-1/join-requests/user-hanako/approve', body: undefined },
      { method: 'PUT', path: '/api/teams/team-1/visibility', body: { isOpen: true } },
      { method: 'POST', path: '/api/teams/team-1/invitations', body: { email: 'jiro@example.com', expiresInDays: 7 } },
      { method: 'POST', path: '/api/teams/team-1/invitation-links', body: { expiresInDays: 7 } },
      { method: 'DELETE', path: '/api/teams/team-1/invitations/inv-1', body: undefined },
    ]);
  }, slowTest);

  it('shows the server\'s reason when an invitation is refused', async () => {
    admissionServer(aTeam({ id: 'team-2' }));
    server.use(
      http.post('/api/teams/:teamId/invitations', () =>
        HttpResponse.json({ statusCode: 409, message: 'このユーザーは既にチームのメンバーです', error: 'Conflict' }, { status: 409 }),
      ),
    );
    renderApp('/community/members');
    const invite = await screen.findByRole('region', { name: '招待' }, pageLoad);
    fireEvent.change(within(invite).getByLabelText('メールアドレス'), { target: { value: 'member@example.com' } });
    await user.click(within(invite).getByRole('button', { name: '招待する' }));
    expect(await screen.findByText('このユーザーは既にチームのメンバーです')).toBeInTheDocument();
  }, slowTest);
});
