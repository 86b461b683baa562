import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const pageLoad = { timeout: 15_000 };
const slowTest = 60_000;

const link = {
  invitationId: 'link-1',
  teamId: 'team-1',
  teamName: '開発チーム',
  teamDescription: '新製品の開発',
  expiresAt: '2026-12-31T00:00:00.000Z',
  isMember: false,
};

describe('invitation link page (/community/join/:token)', () => {
  it('shows the team and joins it with the token', async () => {
    let acceptedWith: string | undefined;
    server.use(
      currentUserHandler(aUser()),
      http.get('/api/team-invitation-links/:token', ({ params }) => HttpResponse.json({ ...link, token: params.token })),
      http.post('/api/team-invitation-links/:token/accept', ({ params }) => {
        acceptedWith = String(params.token);
        return HttpResponse.json({ teamId: 'team-1' });
      }),
      // Where the page goes once joined.
      http.get('/api/teams', () => HttpResponse.json([])),
    );
    renderApp('/community/join/secret-token');
    expect(await screen.findByText('「開発チーム」チームに招待されています', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText('新製品の開発')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'チームに参加する' }));
    expect(await screen.findByText('チームに参加しました')).toBeInTheDocument();
    expect(acceptedWith).toBe('secret-token');
  }, slowTest);

  it('says why a used, expired or unknown link cannot be used', async () => {
    server.use(
      currentUserHandler(aUser()),
      http.get('/api/team-invitation-links/:token', () =>
        HttpResponse.json({ statusCode: 409, message: 'この招待は既に使用されています', error: 'Conflict' }, { status: 409 }),
      ),
    );
    renderApp('/community/join/used-token');
    expect(await screen.findByText('この招待リンクは使えません', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText(/この招待は既に使用されています/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'チームに参加する' })).not.toBeInTheDocument();
  }, slowTest);

  it('tells a member they already belong to the team', async () => {
    server.use(
      currentUserHandler(aUser()),
      http.get('/api/team-invitation-links/:token', () => HttpResponse.json({ ...link, isMember: true })),
    );
    renderApp('/community/join/secret-token');
    expect(await screen.findByText('あなたは既にこのチームのメンバーです', {}, pageLoad)).toBeInTheDocument();
  }, slowTest);
});
