import { jest } from '@jest/globals';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MemberGrowthHistoryResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import type { TeamResponse } from '../../../shared/api/generated/teams';
import type { CurrentUser } from '../../../shared/auth/current-user';
import { DEFAULT_TEAM_KEY } from '../../../shared/teams';
import { serveCoach } from '../../../test-support/coach-server';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { installPointerEvent } from '../../../test-support/pointer-events';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { levelsAt } from '@pivot/rules';
import { aHistory, aPoint, anEntry } from './ms-matrix-mother';

// The lazy page chunk, antd dialogs and toasts are slow in jsdom on a busy 2-core machine.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 20_000 });

installPointerEvent();
const server = startMockServer();
const user = userEvent.setup({ delay: null });
const team = aTeam({ id: 'team-1', name: '開発チーム' });
/** The same team as a plain member of it sees it: not a leader, so neither the whole board nor changes. */
const teamOfPlainMember: TeamResponse = { ...team, canReadBoard: false, canManage: false };

interface Calls {
  history: number;
  moves: { id: string; ifMatch: string | null; body: unknown }[];
  deletedPoints: { pointId: string; ifMatch: string | null }[];
}

interface Viewer {
  /** The team as `GET /api/teams` answers it to the viewer (a leader's by default). */
  team?: TeamResponse;
  user?: CurrentUser;
}

/** The server of one team's board; `entries` and `history` are read at each call. */
function boardServer(
  entries: MsMatrixEntryResponse[],
  history: MemberGrowthHistoryResponse[] = [],
  { moveStatus = 200, viewer = {} }: { moveStatus?: number; viewer?: Viewer } = {},
): Calls {
  const calls: Calls = { history: 0, moves: [], deletedPoints: [] };
  server.use(
    currentUserHandler(viewer.user ?? aUser()),
    http.get('/api/teams', () => HttpResponse.json([viewer.team ?? team])),
    http.get('/api/ms-matrix/team/:teamId', () => HttpResponse.json(entries)),
    http.get('/api/ms-matrix/growth-history/:teamId', () => {
      calls.history += 1;
      return HttpResponse.json(history);
    }),
    http.put('/api/ms-matrix/:id', async ({ request, params }) => {
      const body = (await request.json()) as { positionX: number; positionY: number };
      calls.moves.push({ id: String(params.id), ifMatch: request.headers.get('If-Match'), body });
      if (moveStatus !== 200) return HttpResponse.json({ statusCode: moveStatus, message: '競合しました', error: 'Conflict' }, { status: moveStatus });
      const index = entries.findIndex((entry) => entry.id === params.id);
      const to = { x: body.positionX, y: body.positionY };
      entries[index] = { ...entries[index], positionX: to.x, positionY: to.y, ...levelsAt(to), revision: entries[index].revision + 1 };
      return HttpResponse.json(entries[index]);
    }),
    http.delete('/api/ms-matrix/growth-history/point/:pointId', ({ request, params }) => {
      calls.deletedPoints.push({ pointId: String(params.pointId), ifMatch: request.headers.get('If-Match') });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

async function openBoard() {
  renderApp('/community/matrix');
  const board = await screen.findByRole('group', { name: 'MSマトリックスのボード' });
  // jsdom has no layout: the board is drawn at its own size at the top left, 1 CSS px per board px.
  (board as unknown as SVGSVGElement).getScreenCTM = () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }) as DOMMatrix;
  return board;
}

function dotOf(name: string) {
  return within(screen.getByRole('group', { name: 'MSマトリックスのボード' })).getByRole('button', { name: new RegExp(`^${name}（`) });
}

/**
 * The open dialog showing `text`. antd gives every title the same id under test, so a dialog's
 * accessible name is not reliable here; its text is.
 */
async function dialogWith(text: string): Promise<HTMLElement> {
  const [node] = await screen.findAllByText(text);
  const dialog = node.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`${text} is not in a dialog`);
  return dialog;
}

const MOVE_QUESTION = '位置を変更しますか？成長軌跡として記録されます';
const OWN_ONLY = 'あなた自身の位置と成長の軌跡を表示しています';

function levelsText(x: number, y: number) {
  const { skillLevel, mindsetLevel } = levelsAt({ x, y });
  return `スキル ${skillLevel} ・ マインド ${mindsetLevel}`;
}

/** Presses the dot at board pixel (310, 190), i.e. 0.5 / 0.5, and drags it to (px, py). */
function drag(dot: HTMLElement, px: number, py: number) {
  fireEvent.pointerDown(dot, { pointerId: 1, button: 0, clientX: 310, clientY: 190 });
  fireEvent.pointerMove(dot, { pointerId: 1, clientX: (310 + px) / 2, clientY: (190 + py) / 2 });
  fireEvent.pointerMove(dot, { pointerId: 1, clientX: px, clientY: py });
}

beforeEach(() => window.localStorage.setItem(DEFAULT_TEAM_KEY, team.id));

describe('MS matrix page', () => {
  it('shows each member with the levels the server reports', async () => {
    boardServer([anEntry({ memberName: '山田 太郎', positionX: 0.5, positionY: 0.5 })]);
    await openBoard();
    expect(dotOf('山田 太郎')).toHaveAccessibleName('山田 太郎（スキル 61、マインド 63）');
    expect(screen.getByRole('heading', { name: 'MSマトリックス' })).toBeInTheDocument();
    // A leader sees the whole board: the export is offered, and no word about seeing only oneself.
    expect(screen.getByRole('button', { name: /エクスポート/ })).toBeInTheDocument();
    expect(screen.queryByText(OWN_ONLY)).not.toBeInTheDocument();
  });

  it('drags a dot with a live tooltip, asks, and saves the new position with the revision', async () => {
    const calls = boardServer([anEntry({ id: 'e1', memberName: '山田 太郎', revision: 3 })]);
    await openBoard();
    const dot = dotOf('山田 太郎');
    drag(dot, 372, 152);
    expect(await screen.findByText(levelsText(0.6, 0.4))).toBeInTheDocument();
    fireEvent.pointerUp(dot, { pointerId: 1, clientX: 372, clientY: 152 });

    const dialog = await dialogWith(MOVE_QUESTION);
    expect(within(dialog).getByText('位置の変更')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '変更する' }));

    await waitFor(() => expect(calls.moves).toHaveLength(1));
    expect(calls.moves[0]).toEqual({ id: 'e1', ifMatch: '3', body: { positionX: 0.6, positionY: 0.4 } });
    const { skillLevel, mindsetLevel } = levelsAt({ x: 0.6, y: 0.4 });
    await waitFor(() => expect(dotOf('山田 太郎')).toHaveAccessibleName(`山田 太郎（スキル ${skillLevel}、マインド ${mindsetLevel}）`));
  });

  it('puts the dot back and sends nothing when the move is cancelled', async () => {
    const calls = boardServer([anEntry({ memberName: '山田 太郎' })]);
    await openBoard();
    const dot = dotOf('山田 太郎');
    const before = dot.getAttribute('transform');
    drag(dot, 400, 100);
    fireEvent.pointerUp(dot, { pointerId: 1, clientX: 400, clientY: 100 });
    expect(dotOf('山田 太郎').getAttribute('transform')).not.toBe(before);

    await user.click(within(await dialogWith(MOVE_QUESTION)).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(dotOf('山田 太郎').getAttribute('transform')).toBe(before));
    expect(calls.moves).toHaveLength(0);
  });

  it('moves a focused dot with the arrow keys (Shift for larger steps) and asks on Enter', async () => {
    const calls = boardServer([anEntry({ id: 'e1', memberName: '山田 太郎' })]);
    await openBoard();
    const dot = dotOf('山田 太郎');
    act(() => dot.focus());
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowUp}');
    expect(screen.getByText(levelsText(0.6, 0.48))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.click(within(await dialogWith(MOVE_QUESTION)).getByRole('button', { name: '変更する' }));
    await waitFor(() => expect(calls.moves).toHaveLength(1));
    const body = calls.moves[0].body as { positionX: number; positionY: number };
    expect(body.positionX).toBeCloseTo(0.6, 10);
    expect(body.positionY).toBeCloseTo(0.48, 10);
  });

  it('silently returns the dot to the server position when saving fails', async () => {
    const calls = boardServer([anEntry({ memberName: '山田 太郎' })], [], { moveStatus: 409 });
    await openBoard();
    const dot = dotOf('山田 太郎');
    const before = dot.getAttribute('transform');
    drag(dot, 400, 100);
    fireEvent.pointerUp(dot, { pointerId: 1, clientX: 400, clientY: 100 });
    await user.click(within(await dialogWith(MOVE_QUESTION)).getByRole('button', { name: '変更する' }));
    await waitFor(() => expect(calls.moves).toHaveLength(1));
    await waitFor(() => expect(dotOf('山田 太郎').getAttribute('transform')).toBe(before));
    expect(dotOf('山田 太郎')).toHaveAccessibleName('山田 太郎（スキル 61、マインド 63）');
    expect(screen.queryByText('競合しました')).not.toBeInTheDocument();
  });

  it('reads the growth history only while the trail or the detail is on, and draws one path per member', async () => {
    const moved = anEntry({ id: 'e1', memberName: '山田 太郎', positionX: 0.6, positionY: 0.4 });
    const placed = anEntry({ id: 'e2', memberName: '佐藤 花子' });
    const calls = boardServer(
      [moved, placed],
      [aHistory(moved, [aPoint('p1', 0.5, 0.5, 1), aPoint('p2', 0.55, 0.45, 2), aPoint('p3', 0.6, 0.4, 3)]), aHistory(placed, [aPoint('p4', 0.5, 0.5, 1)])],
    );
    const board = await openBoard();
    expect(calls.history).toBe(0);
    expect(board.querySelectorAll('path.ms-trail')).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: '成長軌跡' }));
    await waitFor(() => expect(board.querySelectorAll('path.ms-trail')).toHaveLength(1));
    expect(calls.history).toBe(1);
    expect(board.querySelector('path.ms-trail')).toHaveAttribute('d', 'M310.0 190.0L341.0 171.0L372.0 152.0');
  });

  it('draws each member’s trail, its trail legend line and its dot in one colour', async () => {
    // Seven members: more than the six colours the trails used to cycle through.
    const names = ['山田 太郎', '佐藤 花子', '鈴木 一郎', '高橋 誠', '田中 結衣', '伊藤 隆', '渡辺 健太'];
    const entries = names.map((memberName, index) => anEntry({ id: `e${index}`, memberName, positionX: 0.2 + index * 0.1, positionY: 0.4 }));
    boardServer(
      entries,
      entries.map((entry) => aHistory(entry, [aPoint(`${entry.id}-p1`, 0.5, 0.5, 1), aPoint(`${entry.id}-p2`, entry.positionX, entry.positionY, 2)])),
    );
    const board = await openBoard();
    await user.click(screen.getByRole('switch', { name: '成長軌跡' }));
    await waitFor(() => expect(board.querySelectorAll('path.ms-trail')).toHaveLength(names.length));
    const legend = within(screen.getByText('成長軌跡の凡例').closest<HTMLElement>('.ant-card')!);
    for (const entry of entries) {
      const dotColor = board.querySelector(`[data-entry-id="${entry.id}"] .ms-dot-core`)!.getAttribute('fill');
      expect(board.querySelector(`path.ms-trail[data-entry-id="${entry.id}"]`)).toHaveAttribute('stroke', dotColor);
      const legendLine = legend.getByText(entry.memberName).parentElement!.querySelector('line');
      expect(legendLine).toHaveAttribute('stroke', dotColor);
    }
    const colours = entries.map((entry) => board.querySelector(`[data-entry-id="${entry.id}"] .ms-dot-core`)!.getAttribute('fill'));
    expect(new Set(colours).size).toBeGreaterThan(3);
  });

  it('deletes a past point of the selected member after asking, with the entry revision', async () => {
    const moved = anEntry({ id: 'e1', memberName: '山田 太郎', positionX: 0.6, positionY: 0.4, revision: 5 });
    const calls = boardServer([moved], [aHistory(moved, [aPoint('p1', 0.5, 0.5, 1), aPoint('p2', 0.6, 0.4, 3)])]);
    await openBoard();
    await user.click(screen.getByRole('switch', { name: '成長軌跡' }));
    const dot = dotOf('山田 太郎');
    fireEvent.pointerDown(dot, { pointerId: 1, button: 0, clientX: 372, clientY: 152 });
    fireEvent.pointerUp(dot, { pointerId: 1, clientX: 372, clientY: 152 });

    const { skillLevel, mindsetLevel } = levelsAt({ x: 0.5, y: 0.5 });
    const marker = await screen.findByRole('button', { name: new RegExp(`の記録（スキル ${skillLevel}、マインド ${mindsetLevel}）を削除$`) });
    // The latest point is the current position: it has no marker.
    expect(screen.queryAllByRole('button', { name: /の記録（.*）を削除$/ })).toHaveLength(1);
    // The trail shows its direction (an arrow at its end) and each past point's day.
    expect(marker.querySelector('text')).toHaveTextContent('11/1');
    expect(document.querySelector('path.ms-trail[data-entry-id="e1"]')?.getAttribute('marker-end')).toMatch(/^url\(#ms-trail-arrow-\d+\)$/);
    await user.click(marker);
    const confirm = await dialogWith('成長履歴ポイントを削除しますか？');
    await user.click(within(confirm).getByRole('button', { name: '削除する' }));

    expect(await screen.findByText('成長履歴ポイントを削除しました')).toBeInTheDocument();
    expect(calls.deletedPoints).toEqual([{ pointId: 'p1', ifMatch: '5' }]);
  });

  it('hides a department from the legend and shows it again', async () => {
    boardServer([
      anEntry({ memberName: '山田 太郎', departmentId: 'dev', departmentName: '開発部' }),
      anEntry({ memberName: '鈴木 一郎', departmentId: 'sales', departmentName: '営業部', departmentColor: '#EF4444' }),
    ]);
    await openBoard();
    await user.click(screen.getByRole('button', { name: '開発部を非表示' }));
    expect(screen.queryByRole('button', { name: /^山田 太郎（/ })).not.toBeInTheDocument();
    expect(dotOf('鈴木 一郎')).toBeInTheDocument();
    expect(screen.getByText('1 / 2名を表示')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'すべて表示' }));
    expect(dotOf('山田 太郎')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'すべて非表示' }));
    expect(await screen.findByText('すべてのメンバーが非表示です')).toBeInTheDocument();
  });

  it('shows per member the growth table with the performance and activity labels', async () => {
    const entry = anEntry({ id: 'e1', memberName: '山田 太郎', positionX: 0.7, positionY: 0.2 });
    boardServer(
      [entry],
      [aHistory(entry, [aPoint('p1', 0.3, 0.8, 1), aPoint('p2', 0.4, 0.6, 2), aPoint('p3', 0.6, 0.4, 3), aPoint('p4', 0.7, 0.2, 4)])],
    );
    await openBoard();
    await user.click(screen.getByRole('switch', { name: '詳細データ' }));
    // 0.7 / 0.2 → skill 100, mindset 100: average 100 → 優秀; 4 records → 中.
    expect(await screen.findByText('評価：優秀')).toBeInTheDocument();
    expect(screen.getByText('活動度：中')).toBeInTheDocument();
    expect(screen.getByText('記録 4件')).toBeInTheDocument();
  });

  it("wipes the team's history only from the panel's menu, after a dialog naming the team and the records that go", async () => {
    const yamada = anEntry({ id: 'e1', memberName: '山田 太郎', positionX: 0.7, positionY: 0.2 });
    const sato = anEntry({ id: 'e2', memberName: '佐藤 花子' });
    const placed = anEntry({ id: 'e3', memberName: '鈴木 一郎' });
    boardServer(
      [yamada, sato, placed],
      [
        aHistory(yamada, [aPoint('p1', 0.3, 0.8, 1), aPoint('p2', 0.4, 0.6, 2), aPoint('p3', 0.7, 0.2, 3)]),
        aHistory(sato, [aPoint('p4', 0.5, 0.5, 1), aPoint('p5', 0.55, 0.45, 2)]),
        aHistory(placed, [aPoint('p6', 0.5, 0.5, 1)]),
      ],
    );
    const wiped: string[] = [];
    server.use(
      http.delete('/api/ms-matrix/growth-history/:teamId', ({ params }) => {
        wiped.push(String(params.teamId));
        return HttpResponse.json({ deletedPoints: 3 });
      }),
    );
    await openBoard();
    await user.click(screen.getByRole('switch', { name: '詳細データ' }));
    await screen.findByText('記録 3件');
    // Not a button on the panel's toolbar: an item of its menu.
    expect(screen.queryByRole('button', { name: /成長履歴をすべて削除/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '履歴の操作' }));
    await user.click(await screen.findByRole('menuitem', { name: /チームの成長履歴をすべて削除/ }));
    // Two members have records before their current position: 2 + 1 of them go.
    const dialog = await dialogWith('チーム「開発チーム」の成長履歴を削除しますか？');
    expect(dialog).toHaveTextContent('2人分・3件の記録を削除します。各メンバーの現在位置は残ります。');
    expect(wiped).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '3件を削除' }));
    expect(await screen.findByText('3件の成長履歴を削除しました')).toBeInTheDocument();
    expect(wiped).toEqual(['team-1']);
  });

  it('「AI分析を実行」 starts a coaching session on this board and opens the AI coach with its analysis', async () => {
    boardServer([anEntry({ memberName: '山田 太郎', positionX: 0.5, positionY: 0.5 })]);
    const analysis = 'このチームのMSマトリックス（1人）を、2026年11月25日時点の事実から読み解きました。\nこの中で、誰から話を始めますか？';
    const { started } = serveCoach(server, analysis);
    await openBoard();
    await user.click(screen.getByRole('button', { name: /AI分析を実行/ }));
    // Only the board's reference is sent: the server gathers the facts.
    expect(started).toEqual([
      { sessionType: 'coaching', topic: 'MSマトリックス「開発チーム」（1人）の育成方針', context: JSON.stringify({ source: 'ms-board', teamId: 'team-1' }), messages: [], isActive: true },
    ]);
    expect(await screen.findByText(/誰から話を始めますか？/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AIコーチ' })).toBeInTheDocument();
  });

  it('offers to create a team when none is selected', async () => {
    server.use(currentUserHandler(aUser()), http.get('/api/teams', () => HttpResponse.json([])));
    renderApp('/community/matrix');
    expect(await screen.findByText('チームを選択して開始しましょう')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /チーム作成/ }).length).toBeGreaterThan(0);
  });

  describe('as a plain member of the team', () => {
    const member = aUser({ email: 'member@demo.example', firstName: '結衣', lastName: '田中' });
    const viewer = { team: teamOfPlainMember, user: member };

    it('shows their own dot, says calmly why the rest is not shown, and offers no export, adding or clearing', async () => {
      const own = anEntry({ id: 'own', memberName: '田中 結衣', positionX: 0.49, positionY: 0.41 });
      boardServer([own], [aHistory(own, [aPoint('p1', 0.28, 0.58, 1), aPoint('p2', 0.49, 0.41, 2)])], { viewer });
      await openBoard();
      expect(dotOf('田中 結衣')).toBeInTheDocument();
      expect(screen.getByText(OWN_ONLY)).toBeInTheDocument();
      expect(screen.getByText(/チーム全体のボードとエクスポートは、チームのリーダーと管理者だけが見られます/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /エクスポート/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /メンバーを追加/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /既存メンバーを配置/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /変更履歴/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('switch', { name: '詳細データ' }));
      expect(await screen.findByText('記録 2件')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'チームの成長履歴をすべて削除' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '履歴の操作' })).not.toBeInTheDocument();
    });

    it('cannot drag their own dot: nothing is asked and nothing is sent', async () => {
      const calls = boardServer([anEntry({ memberName: '田中 結衣' })], [], { viewer });
      await openBoard();
      const dot = dotOf('田中 結衣');
      const before = dot.getAttribute('transform');
      drag(dot, 400, 100);
      fireEvent.pointerUp(dot, { pointerId: 1, clientX: 400, clientY: 100 });
      expect(dotOf('田中 結衣').getAttribute('transform')).toBe(before);
      expect(screen.queryByText(MOVE_QUESTION)).not.toBeInTheDocument();
      expect(calls.moves).toHaveLength(0);
      expect(screen.getByText('閲覧のみ（位置の変更はチームの管理者ができます）')).toBeInTheDocument();
    });

    it('says they are not on the board yet, and how they get there, while the server answers no entry', async () => {
      boardServer([], [], { viewer });
      await openBoard();
      expect(await screen.findByText('あなたはまだボードに配置されていません')).toBeInTheDocument();
      expect(screen.getByText(/あなたのメールアドレス（member@demo\.example）でメンバーを登録してボードに配置すると/)).toBeInTheDocument();
      expect(screen.queryByText('まだメンバーが配置されていません')).not.toBeInTheDocument();
    });
  });
});
