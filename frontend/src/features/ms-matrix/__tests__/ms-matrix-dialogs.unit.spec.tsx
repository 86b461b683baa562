import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CompanyMemberResponse } from '../../../shared/api/generated/company-members';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import type { MatrixAuditRecordResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { DEFAULT_TEAM_KEY } from '../../../shared/teams';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { companyMember, department } from '../../../test-support/organization-mother';
import { anEntry } from './ms-matrix-mother';

// The lazy page chunk, antd dialogs and toasts are slow in jsdom on a busy 2-core machine.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 20_000 });

const server = startMockServer();
const user = userEvent.setup({ delay: null });
const team = aTeam({ id: 'team-1', name: '開発チーム' });

function aDepartment(overrides: Partial<DepartmentResponse> = {}): DepartmentResponse {
  return department({ id: 'dept-1', name: '開発部', teamId: team.id, createdAt: '2026-11-01T00:00:00.000Z', revision: 2, ...overrides });
}

function aCompanyMember(id: string, lastName: string, firstName: string): CompanyMemberResponse {
  return companyMember({ id, teamId: team.id, lastName, firstName, createdAt: '2026-11-01T00:00:00.000Z' });
}

function pageServer(entries: MsMatrixEntryResponse[], extra: Parameters<typeof server.use> = []) {
  server.use(
    currentUserHandler(aUser()),
    http.get('/api/teams', () => HttpResponse.json([team])),
    http.get('/api/ms-matrix/team/:teamId', () => HttpResponse.json(entries)),
    http.get('/api/departments', () => HttpResponse.json([aDepartment()])),
    http.get('/api/positions', () => HttpResponse.json([])),
    ...extra,
  );
}

async function dialogWith(text: string): Promise<HTMLElement> {
  const [node] = await screen.findAllByText(text);
  const dialog = node.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`${text} is not in a dialog`);
  return dialog;
}

async function openPage() {
  renderApp('/community/matrix');
  await screen.findByRole('group', { name: 'MSマトリックスのボード' });
}

beforeEach(() => window.localStorage.setItem(DEFAULT_TEAM_KEY, team.id));

describe('department management', () => {
  it('adds a department in the default colour and renames one, trimming the name', async () => {
    const created: unknown[] = [];
    const renamed: { body: unknown; ifMatch: string | null }[] = [];
    pageServer(
      [],
      [
        http.post('/api/departments', async ({ request }) => {
          created.push(await request.json());
          return HttpResponse.json({ id: 'dept-2' }, { status: 201 });
        }),
        http.put('/api/departments/:id', async ({ request }) => {
          renamed.push({ body: await request.json(), ifMatch: request.headers.get('If-Match') });
          return HttpResponse.json({ id: 'dept-1', revision: 3 });
        }),
      ],
    );
    await openPage();
    await user.click(screen.getByRole('button', { name: /部署を管理/ }));
    const dialog = await dialogWith('部署の管理');
    const add = within(dialog).getByRole('button', { name: /追\s?加/ });
    await user.type(within(dialog).getByLabelText('新しい部署名'), '   ');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('新しい部署名'), '営業部 ');
    await user.click(add);
    expect(await screen.findByText('部署を作成しました')).toBeInTheDocument();
    expect(created).toEqual([{ name: '営業部', teamId: team.id, color: '#3B82F6' }]);

    await user.click(await within(dialog).findByRole('button', { name: '開発部の名前を変更' }));
    const name = within(dialog).getByLabelText('部署名');
    await user.clear(name);
    await user.type(name, ' 開発本部 ');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('部署名を変更しました')).toBeInTheDocument();
    expect(renamed).toEqual([{ body: { name: '開発本部' }, ifMatch: '2' }]);
  });

  it("shows the server's reason when renaming fails", async () => {
    pageServer(
      [],
      [
        http.put('/api/departments/:id', () =>
          HttpResponse.json({ statusCode: 409, message: 'この部署名は既に使われています（重複）', error: 'Conflict' }, { status: 409 }),
        ),
      ],
    );
    await openPage();
    await user.click(screen.getByRole('button', { name: /部署を管理/ }));
    const dialog = await dialogWith('部署の管理');
    await user.click(await within(dialog).findByRole('button', { name: '開発部の名前を変更' }));
    await user.type(within(dialog).getByLabelText('部署名'), '2');
    await user.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('この部署名は既に使われています（重複）')).toBeInTheDocument();
  });
});

describe('placing members', () => {
  it('adds a new member by name (e-mail, position and department optional) at the default position', async () => {
    const placed: unknown[] = [];
    pageServer(
      [],
      [
        http.post('/api/ms-matrix', async ({ request }) => {
          placed.push(await request.json());
          return HttpResponse.json(anEntry({ id: 'new-entry', memberName: '山田 太郎' }), { status: 201 });
        }),
      ],
    );
    await openPage();
    await user.click(screen.getByRole('button', { name: /メンバーを追加/ }));
    const dialog = await dialogWith('初期位置はボードの中央（スキル 61・マインド 63）です。配置後にドラッグで調整できます。');
    await user.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await within(dialog).findByText('姓を入力してください')).toBeInTheDocument();
    expect(placed).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('姓'), '山田');
    await user.type(within(dialog).getByLabelText('名'), '太郎');
    await user.click(within(dialog).getByRole('button', { name: '追加する' }));
    expect(await screen.findByText('メンバーを追加しました')).toBeInTheDocument();
    expect(placed).toEqual([
      { teamId: team.id, lastName: '山田', firstName: '太郎', email: null, positionId: null, departmentId: null, positionX: 0.5, positionY: 0.5 },
    ]);
  });

  it('links only members not yet on the board, requires a choice, and places at 0.5 / 0.5', async () => {
    const placed: unknown[] = [];
    pageServer(
      [anEntry({ memberId: 'm-placed', memberName: '鈴木 一郎' })],
      [
        http.get('/api/company-members/team/:teamId', () =>
          HttpResponse.json([aCompanyMember('m-placed', '鈴木', '一郎'), aCompanyMember('m-free', '佐藤', '花子')]),
        ),
        http.post('/api/ms-matrix', async ({ request }) => {
          placed.push(await request.json());
          return HttpResponse.json(anEntry({ id: 'linked', memberId: 'm-free', memberName: '佐藤 花子' }), { status: 201 });
        }),
      ],
    );
    await openPage();
    await user.click(screen.getByRole('button', { name: /既存メンバーを配置/ }));
    const dialog = await dialogWith('ボードの中央（スキル 61・マインド 63）に配置します。');
    // The button is disabled until the team's members have loaded (there may be no one to place).
    const placeButton = within(dialog).getByRole('button', { name: '配置する' });
    await waitFor(() => expect(placeButton).toBeEnabled());
    await user.click(placeButton);
    expect(await within(dialog).findByText('メンバーを選択してください')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox'));
    expect(await screen.findByTitle('佐藤 花子')).toBeInTheDocument();
    expect(screen.queryByTitle('鈴木 一郎')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('佐藤 花子'));
    await user.click(within(dialog).getByRole('button', { name: '配置する' }));
    expect(await screen.findByText('メンバーを配置しました')).toBeInTheDocument();
    expect(placed).toEqual([{ teamId: team.id, memberId: 'm-free', positionX: 0.5, positionY: 0.5 }]);
  });
});

describe('audit', () => {
  it('shows who moved a member when, from where to where, and which points were deleted', async () => {
    const records: MatrixAuditRecordResponse[] = [
      { at: '2026-11-01T01:00:00.000Z', actorId: 'u1', actorName: '高橋 誠', action: 'placed', from: null, to: { x: 0.5, y: 0.5, skillLevel: 61, mindsetLevel: 63 }, pointId: 'p1', deletedPointIds: [] },
      { at: '2026-11-02T01:00:00.000Z', actorId: 'u1', actorName: '高橋 誠', action: 'moved', from: { x: 0.5, y: 0.5, skillLevel: 61, mindsetLevel: 63 }, to: { x: 0.6, y: 0.4, skillLevel: 78, mindsetLevel: 78 }, pointId: 'p2', deletedPointIds: [] },
      { at: '2026-11-03T01:00:00.000Z', actorId: 'u2', actorName: null, action: 'point_deleted', from: null, to: null, pointId: 'p1', deletedPointIds: [] },
    ];
    pageServer([anEntry({ id: 'e1', memberName: '山田 太郎' })], [http.get('/api/ms-matrix/entries/:id/audit', () => HttpResponse.json(records))]);
    await openPage();
    await user.click(screen.getByRole('button', { name: '山田 太郎の変更履歴' }));
    expect(await screen.findByText('山田 太郎 の変更履歴')).toBeInTheDocument();
    expect(await screen.findByText('スキル 61・マインド 63 → スキル 78・マインド 78')).toBeInTheDocument();
    expect(screen.getByText('削除された記録：スキル 61・マインド 63')).toBeInTheDocument();
    expect(screen.getByText(/^2026\/11\/0\d \d\d:00・不明なユーザー が操作$/)).toBeInTheDocument();
    expect(screen.getAllByText(/高橋 誠 が操作/)).toHaveLength(2);
  });
});
