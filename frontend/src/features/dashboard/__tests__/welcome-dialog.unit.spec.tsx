import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import type { DepartmentResponse, UserDepartmentResponse } from '../../../shared/api/generated/departments';
import { aDashboardFirstScreen, aUserDepartment } from './dashboard-mothers';

const server = startMockServer();
// antd injects many style rules; checking pointer-events on every click makes jsdom crawl.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
/** Tests that fill the whole form: many antd re-renders on a 2-core machine. */
const slowTest = 60_000;
/** The first wait of a test covers the lazy page chunk and the first requests. */
const pageLoad = { timeout: 15_000 };
const dialogName = 'ようこそ！プロフィールを設定しましょう';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A first-time user against a small in-memory server: the profile, teams, departments and the
 * user's department links change as the dialog's calls arrive, and every write is recorded.
 */
function newcomerServer({ failTeamCreation = false, closedTeam = false, invited = false } = {}) {
  let user = aUser({ firstName: '', lastName: '', email: 'newcomer@example.com' });
  const userDepartments: UserDepartmentResponse[] = [];
  // The demo team is open (decision 0058): choosing it joins at once.
  const existingTeam = aTeam({ id: 'team-existing', name: '営業チーム', isMember: false, canManage: false, isOpen: !closedTeam });
  const existingDepartment: DepartmentResponse = {
    id: 'department-existing',
    name: '営業部',
    teamId: existingTeam.id,
    color: '#3B82F6',
    description: null,
    isActive: true,
    memberCount: 3,
    createdAt: '2026-10-01T00:00:00.000Z',
    revision: 1,
  };
  const writes: Call[] = [];
  const record = async (request: Request) => {
    const body = await request.clone().json();
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };

  server.use(
    http.get('/api/auth/user', () => HttpResponse.json(user)),
    http.get('/api/dashboard/first-screen', () => HttpResponse.json(aDashboardFirstScreen())),
    http.get(`/api/users/${user.id}/departments`, () => HttpResponse.json(userDepartments)),
    http.get('/api/teams', () => HttpResponse.json([existingTeam])),
    http.get('/api/team-invitations/mine', () =>
      HttpResponse.json(
        invited && !existingTeam.isMember
          ? [{ id: 'inv-1', teamId: existingTeam.id, teamName: existingTeam.name, teamDescription: null, expiresAt: '2026-12-31T00:00:00.000Z' }]
          : [],
      ),
    ),
    http.post('/api/team-invitations/:id/accept', async ({ request }) => {
      await record(request);
      existingTeam.isMember = true;
      return HttpResponse.json({ teamId: existingTeam.id });
    }),
    http.get('/api/departments', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('teamId') === existingTeam.id ? [existingDepartment] : []),
    ),
    http.put(`/api/users/${user.id}`, async ({ request }) => {
      const body = await record(request);
      user = { ...user, firstName: String(body.firstName), lastName: String(body.lastName), revision: user.revision + 1 };
      return HttpResponse.json(user);
    }),
    http.post('/api/teams', async ({ request }) => {
      await record(request);
      if (failTeamCreation) return HttpResponse.json({ statusCode: 500, message: '', error: 'Internal Server Error' }, { status: 500 });
      return HttpResponse.json({ id: 'team-new' }, { status: 201 });
    }),
    http.post('/api/user-teams', async ({ request }) => {
      const body = await record(request);
      // A closed team the newcomer is not in answers with a join request (decision 0058).
      const requested = !existingTeam.isOpen && !existingTeam.isMember && body.teamId === existingTeam.id;
      if (requested) existingTeam.joinRequested = true;
      return HttpResponse.json({ ...body, status: requested ? 'requested' : 'joined' }, { status: 201 });
    }),
    http.post('/api/departments', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: 'department-new' }, { status: 201 });
    }),
    http.post(`/api/users/${user.id}/departments`, async ({ request }) => {
      const body = await record(request);
      userDepartments.push(aUserDepartment({ userId: user.id, departmentId: String(body.departmentId) }));
      return HttpResponse.json({ userId: user.id, ...body }, { status: 201 });
    }),
  );
  return { writes, userId: user.id };
}

async function findDialog() {
  return within(await screen.findByRole('dialog', { name: dialogName }, pageLoad));
}

/** Form controls by their label: role queries over the whole app are slow on a busy machine. */
async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

async function choose(label: 'チーム' | '部署', option: string) {
  const combobox = screen.getByLabelText(label);
  await waitFor(() => expect(combobox).toBeEnabled());
  await user.click(combobox);
  const popup = await waitFor(() => {
    const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!listbox?.parentElement) throw new Error(`the ${label} list did not open`);
    return listbox.parentElement;
  });
  await user.click(await within(popup).findByTitle(option));
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'はじめる' }));
}

/** The newcomer opens the app and types their name, as every setup path starts. */
async function startAsTaroYamada() {
  renderApp('/community');
  await findDialog();
  await fill('姓', '山田');
  await fill('名', '太郎');
}

/** Asks for a new team 開発チーム with a new department 開発部. */
async function createTeamAndDepartment() {
  await choose('チーム', '＋ 新しいチームを作成');
  await fill('新しいチーム名', '開発チーム');
  await choose('部署', '＋ 新しい部署を作成');
  await fill('新しい部署名', '開発部');
}

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument());
}

async function expectToast(title: string) {
  const toast = (await screen.findByText(title, { selector: '.ant-notification-notice-title' })).closest('.ant-notification-notice');
  expect(toast).toHaveTextContent('必須項目です');
}

describe('first-login welcome dialog', () => {
  it('opens when the user has no department', async () => {
    newcomerServer();
    renderApp('/community');
    const dialog = await findDialog();
    expect(dialog.getByRole('textbox', { name: '姓' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: '名' })).toBeInTheDocument();
  }, slowTest);

  it('stays closed for a user who has a department', async () => {
    const settled = aUser();
    server.use(
      currentUserHandler(settled),
      http.get('/api/dashboard/first-screen', () => HttpResponse.json(aDashboardFirstScreen())),
      http.get(`/api/users/${settled.id}/departments`, () => HttpResponse.json([aUserDepartment({ userId: settled.id })])),
    );
    renderApp('/community');
    await screen.findByText('予定されている1on1はありません', {}, pageLoad);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed: no close button, no Esc, no click outside', async () => {
    newcomerServer();
    renderApp('/community');
    const dialog = await findDialog();
    const element = screen.getByRole('dialog', { name: dialogName });
    await waitFor(() => expect(element).toBeVisible());
    expect(dialog.queryByRole('button', { name: /close|閉じる/i })).not.toBeInTheDocument();
    expect(dialog.getAllByRole('button')).toHaveLength(1);

    fireEvent.keyDown(element, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.mouseDown(document.querySelector('.ant-modal-wrap') as HTMLElement);
    fireEvent.click(document.querySelector('.ant-modal-wrap') as HTMLElement);
    // A dismissed dialog would start its closing animation at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(element).toBeVisible();
    expect(element).not.toHaveClass('ant-zoom-leave');
  });

  it('checks the entries in the spec order, one toast each', async () => {
    const { writes } = newcomerServer();
    renderApp('/community');
    await findDialog();

    // Each step fixes the entry the previous toast named; the next submit names the next one.
    const steps: [() => Promise<unknown> | void, string][] = [
      [() => undefined, '名前を入力してください'],
      [() => fill('名', '太郎'), '姓を入力してください'],
      [() => fill('姓', '山田'), 'チームを選択してください'],
      [() => choose('チーム', '選択しない'), 'チームを選択してください'],
      [async () => { await choose('チーム', '＋ 新しいチームを作成'); await fill('新しいチーム名', '   '); }, '新しいチーム名を入力してください'],
      [() => fill('新しいチーム名', '開発チーム'), '部署を選択してください'],
      [() => choose('部署', '＋ 新しい部署を作成'), '新しい部署名を入力してください'],
    ];
    for (const [step, message] of steps) {
      await step();
      submit();
      await expectToast(message);
    }

    expect(writes).toEqual([]);
  }, slowTest);

  it('sets up the profile, a new team and a new department in order, then closes and greets by name', async () => {
    const { writes, userId } = newcomerServer();
    await startAsTaroYamada();
    await createTeamAndDepartment();
    submit();

    await dialogClosed();
    expect(writes).toEqual([
      { method: 'PUT', path: `/api/users/${userId}`, body: { firstName: '太郎', lastName: '山田', hireDate: null, notes: null } },
      { method: 'POST', path: '/api/teams', body: { name: '開発チーム', organizationType: 'company' } },
      { method: 'POST', path: '/api/user-teams', body: { userId, teamId: 'team-new', isPrimaryTeam: true } },
      { method: 'POST', path: '/api/departments', body: { name: '開発部', teamId: 'team-new' } },
      { method: 'POST', path: `/api/users/${userId}/departments`, body: { departmentId: 'department-new', isMain: true } },
    ]);
    expect(await screen.findByRole('heading', { name: 'ようこそ、山田 太郎さん' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('こんにちは、山田 太郎さん')).toBeInTheDocument();
  }, slowTest);

  it('joins an existing team and department without creating anything', async () => {
    const { writes, userId } = newcomerServer();
    await startAsTaroYamada();
    await choose('チーム', '営業チーム');
    await choose('部署', '営業部');
    submit();

    await dialogClosed();
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /api/users/${userId}`,
      'POST /api/user-teams',
      `POST /api/users/${userId}/departments`,
    ]);
    expect(writes[1].body).toEqual({ userId, teamId: 'team-existing', isPrimaryTeam: true });
    expect(writes[2].body).toEqual({ departmentId: 'department-existing', isMain: true });
  }, slowTest);

  it('sends a join request for a closed team, without asking for a department, and says so', async () => {
    const { writes, userId } = newcomerServer({ closedTeam: true });
    await startAsTaroYamada();
    await choose('チーム', '営業チーム（承認制）');
    expect(await screen.findByText(/このチームは承認制です/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'リクエストを送信' }));

    expect(await screen.findByText('参加リクエストを送信しました')).toBeInTheDocument();
    expect(screen.getByText('承認されるとチームに参加できます。')).toBeInTheDocument();
    await dialogClosed();
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([`PUT /api/users/${userId}`, 'POST /api/user-teams']);
  }, slowTest);

  it('lists an invitation to the user first; accepting it chooses that team and its departments', async () => {
    const { writes, userId } = newcomerServer({ closedTeam: true, invited: true });
    renderApp('/community');
    await findDialog();
    const invitations = await screen.findByRole('region', { name: 'あなたへの招待' });
    expect(within(invitations).getByText('「営業チーム」チームに招待されています')).toBeInTheDocument();
    await user.click(within(invitations).getByRole('button', { name: '参加する' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'あなたへの招待' })).not.toBeInTheDocument());
    await fill('姓', '山田');
    await fill('名', '太郎');
    await choose('部署', '営業部');
    submit();

    await dialogClosed();
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/team-invitations/inv-1/accept',
      `PUT /api/users/${userId}`,
      'POST /api/user-teams',
      `POST /api/users/${userId}/departments`,
    ]);
  }, slowTest);

  it('stays open with the spec message when the setup fails', async () => {
    newcomerServer({ failTeamCreation: true });
    await startAsTaroYamada();
    await createTeamAndDepartment();
    submit();

    const toast = (await screen.findByText('エラーが発生しました', { selector: '.ant-notification-notice-title' })).closest('.ant-notification-notice');
    expect(toast).toHaveTextContent('プロフィールの設定に失敗しました。もう一度お試しください。');
    expect(screen.getByRole('dialog', { name: dialogName })).toBeVisible();
  }, slowTest);
});
