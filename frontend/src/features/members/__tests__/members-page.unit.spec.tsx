import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CompanyMemberResponse, MemberStatsResponse } from '../../../shared/api/generated/company-members';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import type { PositionResponse } from '../../../shared/api/generated/positions';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import { DEFAULT_TEAM_KEY } from '../../../shared/teams';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { aDepartment, aMember, aPosition, someStats } from './members-mothers';

const server = startMockServer();
// antd injects many style rules; checking pointer-events on every click makes jsdom crawl.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
/** The first wait of a test covers the lazy page chunk and the first requests. */
const pageLoad = { timeout: 15_000 };

interface TeamData {
  members?: CompanyMemberResponse[];
  positions?: PositionResponse[];
  departments?: DepartmentResponse[];
  stats?: MemberStatsResponse;
}

/** The signed-in user and the teams; each team's lists come from `data` by team id. */
function organisation(teams: TeamResponse[], data: Record<string, TeamData>) {
  const of = (request: Request) => data[new URL(request.url).searchParams.get('teamId') ?? ''] ?? {};
  server.use(
    currentUserHandler(aUser()),
    http.get('/api/teams', () => HttpResponse.json(teams)),
    http.get('/api/positions', ({ request }) => HttpResponse.json(of(request).positions ?? [])),
    http.get('/api/departments', ({ request }) => HttpResponse.json(of(request).departments ?? [])),
    http.get('/api/company-members/stats', ({ request }) => HttpResponse.json(of(request).stats ?? someStats())),
    http.get('/api/company-members/team/:teamId', ({ params }) => HttpResponse.json(data[String(params.teamId)]?.members ?? [])),
    // The 参加設定 section of a team the user manages (decision 0058).
    http.get('/api/teams/:teamId/invitations', () => HttpResponse.json([])),
    http.get('/api/teams/:teamId/join-requests', () => HttpResponse.json([])),
  );
}

function card(title: string) {
  return within(screen.getByText(title).closest('.ant-card') as HTMLElement);
}

/** A dialog by its title (role queries over this whole page are slow in jsdom). */
async function findDialog(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return within(heading.closest('.ant-modal') as HTMLElement);
}

async function toast(title: string) {
  return (await screen.findByText(title, { selector: '.ant-notification-notice-title' })).closest('.ant-notification-notice') as HTMLElement;
}

beforeEach(() => window.localStorage.clear());

describe('members screen', () => {
  it('shows the figures of the selected team from its stats', async () => {
    const team = aTeam({ name: '開発チーム' });
    organisation([team], { [team.id]: { stats: someStats({ totalMembers: 12, positions: 3, newHiresThisMonth: 2, month: '2026-11' }) } });
    renderApp('/community/members');
    await screen.findByText('総メンバー数', {}, pageLoad);
    expect(await card('総メンバー数').findByText('12')).toBeInTheDocument();
    expect(card('役職数').getByText('3')).toBeInTheDocument();
    expect(card('今月の入社').getByText('2')).toBeInTheDocument();
    expect(card('今月の入社').getByText(/2026年11月に入社/)).toBeInTheDocument();
  }, slowTest);

  it('lists the members of the team chosen in the selector, not a fixed one', async () => {
    const [first, second] = [aTeam({ name: '開発チーム' }), aTeam({ name: '営業チーム' })];
    window.localStorage.setItem(DEFAULT_TEAM_KEY, second.id);
    organisation([first, second], {
      [first.id]: { members: [aMember({ lastName: '佐藤', firstName: '一郎' })] },
      [second.id]: {
        members: [aMember({ lastName: '鈴木', firstName: '花子', email: 'hanako@example.com', positionName: '課長', hireDate: '2024-04-01' })],
      },
    });
    renderApp('/community/members');
    expect(await screen.findByText('鈴木 花子', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText('hanako@example.com')).toBeInTheDocument();
    expect(screen.getByText('2024/04/01')).toBeInTheDocument();
    expect(screen.queryByText('佐藤 一郎')).not.toBeInTheDocument();
    // A leader sees everyone's details: the e-mail and hire-date columns and the export.
    expect(screen.getByText('メールアドレス', { selector: 'th' })).toBeInTheDocument();
    expect(screen.getByText('入社日', { selector: 'th *' })).toBeInTheDocument();
    expect(screen.getByText('CSVエクスポート')).toBeInTheDocument();
  }, slowTest);

  it('searches the members by what is typed (from the minimum length), starting from ?q=', async () => {
    const team = aTeam({ name: '開発チーム' });
    const asked: (string | null)[] = [];
    organisation([team], {});
    server.use(
      http.get('/api/company-members/team/:teamId', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        asked.push(q);
        const all = [aMember({ id: 'm-1', lastName: '佐藤', firstName: '花子' }), aMember({ id: 'm-2', lastName: '鈴木', firstName: '一郎' })];
        return HttpResponse.json(q === 'すずき' ? [all[1]] : q ? [] : all);
      }),
    );
    renderApp('/community/members?q=すずき');
    expect(await screen.findByText('鈴木 一郎', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByText('佐藤 花子')).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'メンバーを検索' });
    expect(box).toHaveValue('すずき');
    // One Japanese character is under the minimum: the whole list, and the hint.
    fireEvent.change(box, { target: { value: '林' } });
    expect(await screen.findByText('佐藤 花子')).toBeInTheDocument();
    expect(screen.getByText('3文字以上（日本語は2文字以上）で検索します')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'やまだ' } });
    expect(await screen.findByText('「やまだ」に一致するメンバーはいません')).toBeInTheDocument();
    expect(asked).not.toContain('林');
  }, slowTest);

  it('shows a plain member the roster without e-mails and hire dates, says why, and offers no export', async () => {
    const team = aTeam({ name: '開発チーム', canReadBoard: false, canManage: false });
    // The server answers a plain member colleagues without contact details (docs/modules/organization.md).
    organisation([team], { [team.id]: { members: [aMember({ lastName: '佐藤', firstName: '花子', positionName: '課長', email: null, hireDate: null })] } });
    renderApp('/community/members');
    expect(await screen.findByText('佐藤 花子', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText('課長')).toBeInTheDocument();
    expect(screen.getByText('メンバーのメールアドレス・入社日とCSVエクスポートは、チームのリーダーと管理者だけが見られます。')).toBeInTheDocument();
    expect(screen.queryByText('メールアドレス', { selector: 'th' })).not.toBeInTheDocument();
    expect(screen.queryByText('入社日', { selector: 'th *' })).not.toBeInTheDocument();
    expect(screen.queryByText('CSVエクスポート')).not.toBeInTheDocument();
    expect(screen.queryByText('CSV一括登録')).not.toBeInTheDocument();
  }, slowTest);

  it("sets one member's picture from their row (a manager only), refusing a wrong type before sending", async () => {
    const team = aTeam({ name: '開発チーム' });
    const hanako = aMember({ id: 'm-hanako', lastName: '佐藤', firstName: '花子', pictureUrl: null });
    const data = { [team.id]: { members: [hanako] } };
    organisation([team], data);
    const uploads: { id: string; file: File | null }[] = [];
    server.use(
      http.put('/api/company-members/:id/picture', async ({ params, request }) => {
        const file = (await request.formData()).get('file');
        uploads.push({ id: String(params.id), file: file instanceof File ? file : null });
        data[team.id].members = [{ ...hanako, pictureUrl: '/api/pictures/m-hanako/abc' }];
        return HttpResponse.json({ memberId: String(params.id), pictureUrl: '/api/pictures/m-hanako/abc' });
      }),
    );
    renderApp('/community/members');
    const picker = await screen.findByLabelText('佐藤 花子さんの顔写真を登録', { selector: 'input' }, pageLoad);

    // The picker's `accept` is a hint a person can override ("all files"): the screen still refuses.
    const anyFile = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    await anyFile.upload(picker, new File(['%PDF-1.4'], 'photo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('プロフィール画像はJPEG・PNG・WebP形式の画像を選んでください')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.upload(picker, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'hanako.jpg', { type: 'image/jpeg' }));
    expect(await toast('佐藤 花子さんの顔写真を登録しました')).toBeInTheDocument();
    expect(uploads.map((u) => [u.id, u.file?.name])).toEqual([['m-hanako', 'hanako.jpg']]);
    // The row's avatar shows the new picture once the list is read again.
    await waitFor(() => expect(document.querySelector('img[src="/api/pictures/m-hanako/abc?size=128"]')).not.toBeNull());
  }, slowTest);

  it('offers no picture upload to a plain member', async () => {
    const team = aTeam({ name: '開発チーム', canReadBoard: false, canManage: false });
    organisation([team], { [team.id]: { members: [aMember({ lastName: '佐藤', firstName: '花子' })] } });
    renderApp('/community/members');
    expect(await screen.findByText('佐藤 花子', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByLabelText('佐藤 花子さんの顔写真を登録')).not.toBeInTheDocument();
  }, slowTest);

  it('shows an empty state for each list', async () => {
    const team = aTeam();
    organisation([team], { [team.id]: {} });
    renderApp('/community/members');
    expect(await screen.findByText('役職はまだありません', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText('部署はまだありません')).toBeInTheDocument();
    expect(screen.getByText('メンバーはまだいません')).toBeInTheDocument();
  }, slowTest);

  it('shows and copies ids when the ID toggle is on', async () => {
    const team = aTeam();
    const member = aMember({ id: 'member-0f3a', lastName: '鈴木', firstName: '花子' });
    organisation([team], { [team.id]: { members: [member] } });
    renderApp('/community/members');
    await screen.findByText('鈴木 花子', {}, pageLoad);
    expect(screen.queryByText('member-0f3a')).not.toBeInTheDocument();

    const copied: string[] = [];
    Object.defineProperty(window.navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const toggle = screen.getByLabelText('IDを表示');
    await user.click(toggle);
    expect(await screen.findByText('member-0f3a')).toBeInTheDocument();
    const row = screen.getByText('member-0f3a').closest('tr') as HTMLElement;
    await user.click(within(row).getByLabelText('IDをコピー'));
    expect(await toast('IDをコピーしました')).toBeInTheDocument();
    expect(copied).toEqual(['member-0f3a']);

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByText('member-0f3a')).not.toBeInTheDocument());
  }, slowTest);

  describe('adding a member', () => {
    async function submitNewMember(email: string) {
      await user.click(await screen.findByText('メンバーを追加', { selector: 'button span' }, pageLoad));
      const dialog = await findDialog('メンバーを追加');
      fireEvent.change(dialog.getByLabelText('姓'), { target: { value: '高橋' } });
      fireEvent.change(dialog.getByLabelText('名'), { target: { value: '誠' } });
      fireEvent.change(dialog.getByLabelText('メールアドレス'), { target: { value: email } });
      await user.click(dialog.getByRole('button', { name: '登録する' }));
    }

    it('says the e-mail is taken when the server answers 409 with 重複', async () => {
      const team = aTeam();
      organisation([team], { [team.id]: {} });
      let sent: unknown;
      server.use(
        http.post('/api/company-members', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(
            { statusCode: 409, message: 'このメールアドレスは既に登録されています（重複）', error: 'Conflict' },
            { status: 409 },
          );
        }),
      );
      renderApp('/community/members');
      await submitNewMember('taken@example.com');

      expect(await toast('メールアドレスが重複しています')).toHaveTextContent('別のメールアドレスを入力してください');
      expect(sent).toMatchObject({ lastName: '高橋', firstName: '誠', email: 'taken@example.com', teamId: team.id });
      expect(screen.getByText('メンバーを追加', { selector: '.ant-modal-title' })).toBeVisible();
    }, slowTest);

    it('shows the spec message when registration fails otherwise', async () => {
      const team = aTeam();
      organisation([team], { [team.id]: {} });
      server.use(http.post('/api/company-members', () => HttpResponse.json({ statusCode: 500, message: '', error: 'Internal Server Error' }, { status: 500 })));
      renderApp('/community/members');
      await submitNewMember('new@example.com');

      expect(await toast('エラー')).toHaveTextContent('メンバーの登録に失敗しました。再度お試しください。');
    }, slowTest);
  });

  describe('adding a position', () => {
    async function submitNewPosition(name: string, level: string) {
      await user.click(await screen.findByText('役職を追加', { selector: 'button span' }, pageLoad));
      const dialog = await findDialog('役職を追加');
      fireEvent.change(dialog.getByLabelText('役職名'), { target: { value: name } });
      const levelInput = dialog.getByLabelText('レベル');
      await user.clear(levelInput);
      await user.type(levelInput, level);
      await user.click(dialog.getByRole('button', { name: '登録する' }));
      return dialog;
    }

    it('refuses level 11 with the range message instead of saving it as 10', async () => {
      const team = aTeam();
      organisation([team], { [team.id]: {} });
      let sent: unknown = null;
      server.use(
        http.post('/api/positions', async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(aPosition(), { status: 201 });
        }),
      );
      renderApp('/community/members');
      const dialog = await submitNewPosition('部長', '11');

      expect(await dialog.findByText('レベルは1から10の整数で入力してください')).toBeInTheDocument();
      expect(dialog.getByLabelText('レベル')).toHaveValue('11');
      expect(sent).toBeNull();
    }, slowTest);
  });

  it('previews a CSV with its row errors, imports the valid rows and sums up', async () => {
    const team = aTeam();
    organisation([team], { [team.id]: { positions: [aPosition()], departments: [aDepartment()] } });
    const uploads: { path: string; teamId: FormDataEntryValue | null; fileName: string; content: string }[] = [];
    const polls: string[] = [];
    const importJob = (state: 'running' | 'done', done: number) => ({
      id: 'job-1',
      state,
      total: 2,
      done,
      progress: { imported: state === 'done' ? 1 : 0, skipped: 1, errors: [{ rowNumber: 3, messages: ['姓を入力してください'] }] },
      error: null,
    });
    const recordUpload = async (request: Request) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      uploads.push({ path: new URL(request.url).pathname, teamId: form.get('teamId'), fileName: file.name, content: await file.text() });
    };
    server.use(
      http.post('/api/company-members/import/preview', async ({ request }) => {
        await recordUpload(request);
        return HttpResponse.json({
          encoding: 'shift_jis',
          validCount: 1,
          errorCount: 1,
          rows: [
            { rowNumber: 2, lastName: '山田', firstName: '太郎', email: 'taro@example.com', position: '課長', positionId: 'p', department: '営業部', departmentId: 'd', phoneNumber: null, hireDate: '2024-04-01', notes: null, errors: [], valid: true },
            { rowNumber: 3, lastName: '', firstName: '花子', email: null, position: null, positionId: null, department: null, departmentId: null, phoneNumber: null, hireDate: null, notes: null, errors: ['姓を入力してください'], valid: false },
          ],
        });
      }),
      http.post('/api/company-members/import', async ({ request }) => {
        await recordUpload(request);
        return HttpResponse.json(importJob('running', 1), { status: 202 });
      }),
      // The job, polled: one row of two done, then the end.
      http.get('/api/company-members/import/:jobId', ({ params }) => {
        polls.push(String(params.jobId));
        return HttpResponse.json(polls.length === 1 ? importJob('running', 1) : importJob('done', 2));
      }),
    );
    renderApp('/community/members');
    await user.click(await screen.findByText('CSV一括登録', { selector: 'button span' }, pageLoad));
    const dialog = await findDialog('CSVでメンバーを一括登録');
    expect(dialog.getByRole('button', { name: '内容を確認する' })).toBeDisabled();

    const csv = '姓,名,メールアドレス\r\n山田,太郎,taro@example.com\r\n,花子,\r\n';
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([csv], 'members.csv', { type: 'text/csv' }));
    await user.click(dialog.getByRole('button', { name: '内容を確認する' }));

    expect(await dialog.findByText('登録できる行 1件 ／ エラーの行 1件')).toBeInTheDocument();
    expect(dialog.getByText('文字コード：Shift_JIS')).toBeInTheDocument();
    expect(dialog.getByText('姓を入力してください')).toBeInTheDocument();
    expect(dialog.getByText('taro@example.com')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: '1件を登録する' }));
    expect(await dialog.findByText('2行中 1行を処理しました')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: '登録の進み具合 50%' })).toBeInTheDocument();
    expect(await dialog.findByText('1件のメンバーを登録しました', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(polls.every((id) => id === 'job-1')).toBe(true);
    expect(dialog.getByText('1件はスキップしました')).toBeInTheDocument();
    expect(dialog.getByText('3行目：姓を入力してください')).toBeInTheDocument();

    expect(uploads).toEqual([
      { path: '/api/company-members/import/preview', teamId: team.id, fileName: 'members.csv', content: csv },
      { path: '/api/company-members/import', teamId: team.id, fileName: 'members.csv', content: csv },
    ]);
  }, slowTest);
});
