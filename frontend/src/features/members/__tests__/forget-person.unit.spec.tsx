import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { TeamMemberResponse } from '../../../shared/api/generated/teams';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { aMember, someStats } from './members-mothers';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

const team = aTeam({ name: '開発チーム' });
const member = aMember({ lastName: '鈴木', firstName: '花子', email: 'hanako@example.com' });
const teamUser: TeamMemberResponse = {
  userId: '00000000-0000-4000-8000-000000000077',
  teamId: team.id,
  firstName: '次郎',
  lastName: '高橋',
  displayName: '高橋 次郎',
  email: 'jiro@example.com',
  isPrimaryTeam: true,
  isLeader: false,
  joinedAt: '2026-01-01T00:00:00.000Z',
};

/** The page's reads, as `signedIn` sees them; answers what the forget endpoint received. */
function organisation(signedIn: ReturnType<typeof aUser>, forgetAnswer: () => Response = () => HttpResponse.json({ subjectId: member.id, kind: 'company_member', rebuilt: ['users'], sessionsEnded: 0 })) {
  const received: unknown[] = [];
  server.use(
    currentUserHandler(signedIn),
    http.get('/api/teams', () => HttpResponse.json([team])),
    http.get('/api/positions', () => HttpResponse.json([])),
    http.get('/api/departments', () => HttpResponse.json([])),
    http.get('/api/company-members/stats', () => HttpResponse.json(someStats())),
    http.get('/api/company-members/team/:teamId', () => HttpResponse.json([member])),
    http.get('/api/teams/:teamId/members', () => HttpResponse.json([teamUser])),
    // The 参加設定 section of a team the user manages (decision 0058).
    http.get('/api/teams/:teamId/invitations', () => HttpResponse.json([])),
    http.get('/api/teams/:teamId/join-requests', () => HttpResponse.json([])),
    http.post('/api/admin/personal-data/forget', async ({ request }) => {
      received.push(await request.json());
      return forgetAnswer();
    }),
  );
  return received;
}

async function findDialog(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return within(heading.closest('.ant-modal') as HTMLElement);
}

beforeEach(() => window.localStorage.clear());

describe('forgetting a person on the members screen', () => {
  it('offers nothing to someone who is not an admin', async () => {
    organisation(aUser({ isAdmin: false }));
    renderApp('/community/members');
    expect(await screen.findByText('鈴木 花子', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '鈴木 花子さんの個人データを削除' })).not.toBeInTheDocument();
    expect(screen.queryByText('チームのユーザー（管理者のみ）')).not.toBeInTheDocument();
  }, slowTest);

  it('lets an admin forget a member only once the name is typed, and sends whom', async () => {
    const received = organisation(aUser({ isAdmin: true, userType: 'admin' }));
    renderApp('/community/members');
    await user.click(await screen.findByRole('button', { name: '鈴木 花子さんの個人データを削除' }, pageLoad));
    const dialog = await findDialog('鈴木 花子さんの個人データを削除');
    const ok = dialog.getByRole('button', { name: '削除する' });
    expect(ok).toBeDisabled();
    await user.type(dialog.getByRole('textbox'), '鈴木');
    expect(ok).toBeDisabled();
    await user.type(dialog.getByRole('textbox'), '花子');
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(await screen.findByText('鈴木 花子さんの個人データを削除しました')).toBeInTheDocument();
    expect(received).toEqual([{ kind: 'company_member', subjectId: member.id }]);
  }, slowTest);

  it('lists the team users to an admin, and shows the server’s reason when the person was forgotten already', async () => {
    organisation(aUser({ isAdmin: true, userType: 'admin' }), () =>
      HttpResponse.json({ statusCode: 409, message: 'この人物の個人データはすでに削除されています', error: 'Conflict' }, { status: 409 }),
    );
    renderApp('/community/members');
    expect(await screen.findByText('チームのユーザー（管理者のみ）', {}, pageLoad)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '高橋 次郎さんの個人データを削除' }));
    const dialog = await findDialog('高橋 次郎さんの個人データを削除');
    await user.type(dialog.getByRole('textbox'), '高橋次郎');
    await user.click(dialog.getByRole('button', { name: '削除する' }));
    expect(await screen.findByText(/この人物の個人データはすでに削除されています/)).toBeInTheDocument();
  }, slowTest);
});
