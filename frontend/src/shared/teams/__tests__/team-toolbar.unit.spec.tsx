import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { aUser } from '../../../test-support/user-mother';
import { TestProviders } from '../../../test-support/test-providers';
import { aTeam } from '../../../test-support/team-mother';
import type { TeamResponse } from '../../api/generated/teams';
import { DEFAULT_TEAM_KEY, NoTeamSelected, ONE_ON_ONE_DEFAULT_TEAM_KEY, TeamToolbar, useSelectedTeam } from '..';

// Dialogs and toasts of antd are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = startMockServer();
const user = userEvent.setup({ delay: null });

/** A page using the toolbar, showing which team it works on. */
function MatrixPageStandIn() {
  const selection = useSelectedTeam();
  const selected = selection.teams.find((team) => team.id === selection.selectedTeamId);
  return (
    <>
      <TeamToolbar {...selection} />
      {!selection.isLoading && selection.selectedTeamId === null && (
        <NoTeamSelected joinableTeams={selection.joinableTeams} onSelected={selection.selectTeam} />
      )}
      <p>選択中: {selected?.name ?? selection.selectedTeamId ?? 'なし'}</p>
    </>
  );
}

function renderToolbar() {
  return render(
    <TestProviders store={makeStore()}>
      <MatrixPageStandIn />
    </TestProviders>,
  );
}

/** GET /api/teams answering whatever `teams` holds at the time of the call. */
function teamsHandler(teams: TeamResponse[]) {
  return http.get('/api/teams', () => HttpResponse.json(teams));
}

/** Opens 「チームの操作」 and picks `item` (leave and delete live there, not on the bar). */
async function pickTeamAction(item: string) {
  await user.click(screen.getByRole('button', { name: /チームの操作/ }));
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(item) }));
}

async function openTeamSelect() {
  await user.click(screen.getByRole('combobox', { name: 'チーム' }));
}

/** antd spaces out two-character CJK button labels ('作 成'). */
const createButton = { name: /^作\s?成$/ };

beforeEach(() => window.localStorage.clear());

describe('default team (spec part 1 §4)', () => {
  it('selects the stored team while it exists and marks it as the default', async () => {
    const [first, stored] = [aTeam({ name: '開発チーム' }), aTeam({ name: '営業チーム' })];
    window.localStorage.setItem(DEFAULT_TEAM_KEY, stored.id);
    server.use(teamsHandler([first, stored]));
    renderToolbar();
    expect(await screen.findByText('選択中: 営業チーム')).toBeInTheDocument();
    await openTeamSelect();
    expect(await screen.findByTitle('開発チーム')).not.toHaveTextContent('デフォルト');
    for (const item of screen.getAllByTitle('営業チーム')) expect(item).toHaveTextContent('営業チームデフォルト');
  });

  it('selects and stores the first team when the stored one no longer exists', async () => {
    const first = aTeam({ name: '開発チーム' });
    window.localStorage.setItem(DEFAULT_TEAM_KEY, 'a-deleted-team');
    server.use(teamsHandler([first, aTeam()]));
    renderToolbar();
    expect(await screen.findByText('選択中: 開発チーム')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(DEFAULT_TEAM_KEY)).toBe(first.id));
  });

  it('selects and stores the first team when nothing is stored', async () => {
    const first = aTeam({ name: '開発チーム' });
    server.use(teamsHandler([first]));
    renderToolbar();
    expect(await screen.findByText('選択中: 開発チーム')).toBeInTheDocument();
    // One default team for every page: under the product's key, and the 1on1 matrix's key of the
    // spec's storage list holds the same team.
    await waitFor(() => expect(window.localStorage.getItem(DEFAULT_TEAM_KEY)).toBe(first.id));
    expect(window.localStorage.getItem(ONE_ON_ONE_DEFAULT_TEAM_KEY)).toBe(first.id);
  });

  it('selects nothing when there is no team', async () => {
    server.use(teamsHandler([]));
    renderToolbar();
    expect(await screen.findByText('選択中: なし')).toBeInTheDocument();
  });

  it('stores the team the user picks', async () => {
    const [first, second] = [aTeam({ name: '開発チーム' }), aTeam({ name: '営業チーム' })];
    server.use(teamsHandler([first, second]));
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await openTeamSelect();
    await user.click(await screen.findByTitle('営業チーム'));
    expect(await screen.findByText('選択中: 営業チーム')).toBeInTheDocument();
    expect(window.localStorage.getItem(DEFAULT_TEAM_KEY)).toBe(second.id);
  });
});

describe('creating a team', () => {
  it('sends the name and description as a company team, toasts and selects the new team', async () => {
    const existing = aTeam({ name: '開発チーム' });
    const teams = [existing];
    let sent: unknown;
    server.use(
      http.get('/api/teams', () => HttpResponse.json(teams)),
      http.post('/api/teams', async ({ request }) => {
        sent = await request.json();
        teams.push(aTeam({ id: 'new-team', name: '新規事業チーム' }));
        return HttpResponse.json({ id: 'new-team' }, { status: 201 });
      }),
    );
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await user.click(screen.getByRole('button', { name: /チーム作成/ }));
    const dialog = await screen.findByRole('dialog');
    const create = within(dialog).getByRole('button', createButton);
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('チーム名'), '新規事業チーム');
    await user.type(within(dialog).getByLabelText('説明（任意）'), '新規事業の立ち上げ');
    expect(create).toBeEnabled();
    await user.click(create);

    // The toast says what happened, naming the team, not a bare 「成功」.
    expect(await screen.findByText('チーム「新規事業チーム」を作成しました')).toBeInTheDocument();
    expect(screen.queryByText('成功')).not.toBeInTheDocument();
    expect(sent).toEqual({ name: '新規事業チーム', description: '新規事業の立ち上げ', organizationType: 'company' });
    expect(await screen.findByText('選択中: 新規事業チーム')).toBeInTheDocument();
    expect(window.localStorage.getItem(DEFAULT_TEAM_KEY)).toBe('new-team');
  });

  it('keeps the button disabled for a blank name', async () => {
    server.use(teamsHandler([]));
    renderToolbar();
    await user.click(await screen.findByRole('button', { name: /チーム作成/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('チーム名'), '   ');
    expect(within(dialog).getByRole('button', createButton)).toBeDisabled();
  });

  it('shows the failure when creating fails and keeps the dialog open', async () => {
    server.use(
      teamsHandler([]),
      http.post('/api/teams', () => HttpResponse.text('', { status: 500 })),
    );
    renderToolbar();
    await user.click(await screen.findByRole('button', { name: /チーム作成/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('チーム名'), '開発チーム');
    await user.click(within(dialog).getByRole('button', createButton));
    expect(await screen.findByText('チームの作成に失敗しました（500: Internal Server Error）')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('deleting a team', () => {
  it('asks first in a dialog naming the team, deletes with the revision, toasts and clears the selection', async () => {
    const team = aTeam({ name: '開発チーム', revision: 4 });
    const teams = [team];
    let ifMatch: string | null = null;
    server.use(
      http.get('/api/teams', () => HttpResponse.json(teams)),
      http.delete(`/api/teams/${team.id}`, ({ request }) => {
        ifMatch = request.headers.get('If-Match');
        teams.length = 0;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    // Not a button on the bar: an item of the team's menu.
    expect(screen.queryByRole('button', { name: /チームを削除/ })).not.toBeInTheDocument();
    await pickTeamAction('チームを削除');
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('チーム「開発チーム」を削除しますか？');
    expect(within(confirm).getByText(/このチームのすべてのデータが削除されます。この操作は取り消せません。/)).toBeInTheDocument();
    expect(ifMatch).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: '削除する' }));

    expect(await screen.findByText('チーム「開発チーム」を削除しました')).toBeInTheDocument();
    expect(ifMatch).toBe('4');
    expect(await screen.findByText('選択中: なし')).toBeInTheDocument();
    expect(window.localStorage.getItem(DEFAULT_TEAM_KEY)).toBeNull();
  });

  it("shows the server's reason when deleting fails and keeps the team", async () => {
    const team = aTeam({ name: '開発チーム' });
    server.use(
      teamsHandler([team]),
      http.delete(`/api/teams/${team.id}`, () =>
        HttpResponse.json({ statusCode: 403, message: 'このチームを変更する権限がありません', error: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await pickTeamAction('チームを削除');
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(await screen.findByText('このチームを変更する権限がありません')).toBeInTheDocument();
    expect(screen.getByText('選択中: 開発チーム')).toBeInTheDocument();
  });

  it('offers no delete item to someone who cannot manage the team', async () => {
    server.use(teamsHandler([aTeam({ name: '開発チーム', canManage: false })]));
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await user.click(screen.getByRole('button', { name: /チームの操作/ }));
    expect(await screen.findByRole('menuitem', { name: /チームから退出/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /チームを削除/ })).not.toBeInTheDocument();
  });
});

describe('which teams are offered', () => {
  it('offers only the teams the user belongs to or manages', async () => {
    server.use(
      teamsHandler([
        aTeam({ name: '他部門チーム', isMember: false, canManage: false }),
        aTeam({ name: '所属チーム', isMember: true, canManage: false }),
        aTeam({ name: '管理チーム', isMember: false, canManage: true }),
      ]),
    );
    renderToolbar();
    expect(await screen.findByText('選択中: 所属チーム')).toBeInTheDocument();
    await openTeamSelect();
    expect(await screen.findByTitle('管理チーム')).toBeInTheDocument();
    expect(screen.queryByTitle('他部門チーム')).not.toBeInTheDocument();
  });
});

describe('joining and leaving a team', () => {
  it('joins a team the user does not belong to yet, toasts and selects it', async () => {
    const me = aUser({ id: 'user-me' });
    const mine = aTeam({ name: '開発チーム' });
    const other = aTeam({ name: '営業チーム', isMember: false, canManage: false, isOpen: true });
    let sent: unknown;
    server.use(
      currentUserHandler(me),
      http.get('/api/teams', () => HttpResponse.json([mine, other])),
      http.get('/api/team-invitations/mine', () => HttpResponse.json([])),
      http.post('/api/user-teams', async ({ request }) => {
        sent = await request.json();
        other.isMember = true;
        return HttpResponse.json({ userId: me.id, teamId: other.id, isPrimaryTeam: false, status: 'joined' }, { status: 201 });
      }),
    );
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await user.click(screen.getByRole('button', { name: /チームに参加/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '参加する' }));
    expect(await within(dialog).findByText('参加するチームを選択してください')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.click(within(dialog).getByRole('combobox', { name: '参加するチーム' }));
    await user.click(await screen.findByTitle('営業チーム'));
    await user.click(within(dialog).getByRole('button', { name: '参加する' }));
    expect(await screen.findByText('チーム「営業チーム」に参加しました')).toBeInTheDocument();
    expect(sent).toEqual({ userId: 'user-me', teamId: other.id, isPrimaryTeam: false });
    expect(await screen.findByText('選択中: 営業チーム')).toBeInTheDocument();
  });

  it('sends a join request for a closed team and says so, without selecting it', async () => {
    const me = aUser({ id: 'user-me' });
    const mine = aTeam({ name: '開発チーム' });
    const closed = aTeam({ name: '経営企画チーム', isMember: false, canManage: false, isOpen: false });
    let sent: unknown;
    server.use(
      currentUserHandler(me),
      http.get('/api/teams', () => HttpResponse.json([mine, closed])),
      http.get('/api/team-invitations/mine', () => HttpResponse.json([])),
      http.post('/api/user-teams', async ({ request }) => {
        sent = await request.json();
        closed.joinRequested = true;
        return HttpResponse.json({ userId: me.id, teamId: closed.id, isPrimaryTeam: false, status: 'requested' }, { status: 201 });
      }),
    );
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await user.click(screen.getByRole('button', { name: /チームに参加/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '参加するチーム' }));
    await user.click(await screen.findByTitle('経営企画チーム（承認制）'));
    await user.click(within(dialog).getByRole('button', { name: 'リクエストを送信' }));
    expect(await screen.findByText('参加リクエストを送信しました')).toBeInTheDocument();
    expect(screen.getByText('承認されるとチームに参加できます。')).toBeInTheDocument();
    expect(sent).toEqual({ userId: 'user-me', teamId: closed.id, isPrimaryTeam: false });
    expect(screen.getByText('選択中: 開発チーム')).toBeInTheDocument();
  });

  it('lists invitations to the user first in the join dialog; accepting joins and selects the team', async () => {
    const me = aUser({ id: 'user-me' });
    const mine = aTeam({ name: '開発チーム' });
    const invitedTo = aTeam({ name: '品質保証チーム', isMember: false, canManage: false });
    let accepted: string | undefined;
    server.use(
      currentUserHandler(me),
      http.get('/api/teams', () => HttpResponse.json([mine, invitedTo])),
      http.get('/api/team-invitations/mine', () =>
        HttpResponse.json(
          invitedTo.isMember
            ? []
            : [{ id: 'inv-1', teamId: invitedTo.id, teamName: '品質保証チーム', teamDescription: null, expiresAt: '2026-12-31T00:00:00.000Z' }],
        ),
      ),
      http.post('/api/team-invitations/:id/accept', ({ params }) => {
        accepted = String(params.id);
        invitedTo.isMember = true;
        return HttpResponse.json({ teamId: invitedTo.id });
      }),
    );
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await user.click(screen.getByRole('button', { name: /チームに参加/ }));
    const invitations = await screen.findByRole('region', { name: 'あなたへの招待' });
    expect(within(invitations).getByText('「品質保証チーム」チームに招待されています')).toBeInTheDocument();
    await user.click(within(invitations).getByRole('button', { name: '参加する' }));
    expect(await screen.findByText('選択中: 品質保証チーム')).toBeInTheDocument();
    expect(accepted).toBe('inv-1');
  });

  it('offers a new user with no team of their own to join one from the empty state', async () => {
    server.use(currentUserHandler(aUser()), teamsHandler([aTeam({ name: 'デモチーム', isMember: false, canManage: false })]));
    renderToolbar();
    expect(await screen.findByText('新しいチームを作成するか、既存のチームに参加してください。')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /チームに参加/ })).toHaveLength(2); // toolbar and empty state
  });

  it('offers no join button when the user already belongs to every team', async () => {
    server.use(teamsHandler([aTeam({ name: '開発チーム' })]));
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    expect(screen.queryByRole('button', { name: /チームに参加/ })).not.toBeInTheDocument();
  });

  it('leaves the selected team after a confirmation', async () => {
    const team = aTeam({ name: '開発チーム', canManage: false });
    server.use(
      http.get('/api/teams', () => HttpResponse.json([{ ...team }])),
      http.delete(`/api/user-teams/${team.id}`, () => {
        team.isMember = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await pickTeamAction('チームから退出');
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('チーム「開発チーム」から退出しますか？');
    expect(within(confirm).getByText('退出すると、このチームのマトリックスは閲覧できなくなります。')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '退出する' }));
    expect(await screen.findByText('チーム「開発チーム」から退出しました')).toBeInTheDocument();
    expect(await screen.findByText('選択中: なし')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses (the last leader) and keeps the team", async () => {
    const team = aTeam({ name: '開発チーム' });
    server.use(
      teamsHandler([team]),
      http.delete(`/api/user-teams/${team.id}`, () =>
        HttpResponse.json({ statusCode: 409, message: '最後のリーダーは退出できません', error: 'Conflict' }, { status: 409 }),
      ),
    );
    renderToolbar();
    await screen.findByText('選択中: 開発チーム');
    await pickTeamAction('チームから退出');
    await user.click(await screen.findByRole('button', { name: '退出する' }));
    expect(await screen.findByText('最後のリーダーは退出できません')).toBeInTheDocument();
    expect(screen.getByText('選択中: 開発チーム')).toBeInTheDocument();
  });
});
