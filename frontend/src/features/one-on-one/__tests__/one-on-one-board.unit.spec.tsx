import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { toBoard } from '../lib/board-geometry';
import { button, findBoard, findDialog, giveTheBoardLayout, memberPanel, pointOf, serveBoard, user } from './board-test-kit';
import { aCompanyMember, anEntry } from './one-on-one-mothers';

// antd dialogs and toasts are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = startMockServer();

beforeAll(giveTheBoardLayout);
beforeEach(() => window.localStorage.clear());
afterEach(() => server.events.removeAllListeners());

/** Presses a point, moves the pointer to a board position (board coordinates = client pixels here) and lets go. */
function drag(point: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  const start = toBoard(from);
  const end = toBoard(to);
  fireEvent.pointerDown(point, { button: 0, pointerId: 1, clientX: start.px, clientY: start.py });
  fireEvent.pointerMove(point, { pointerId: 1, clientX: (start.px + end.px) / 2, clientY: (start.py + end.py) / 2 });
  fireEvent.pointerMove(point, { pointerId: 1, clientX: end.px, clientY: end.py });
  fireEvent.pointerUp(point, { pointerId: 1, clientX: end.px, clientY: end.py });
}

describe('the 1on1 board', () => {
  it('shows each member by name with the approach of their quadrant, never by id', async () => {
    serveBoard(server, {
      entries: [
        anEntry({
          employeeId: 'member-7f3a',
          employeeName: '山田 太郎',
          positionX: 0.8,
          positionY: 0.2,
          trustLevel: 0.8,
          mindsetLevel: 0.8,
          quadrant: 'strategy',
          approachLabel: '戦略・ビジネス',
        }),
      ],
    });
    renderApp('/community/1on1');
    const matrix = await findBoard();
    expect(matrix.getByText('山田 太郎')).toBeInTheDocument();
    expect(pointOf('山田 太郎')).toHaveAccessibleName('山田 太郎：信頼関係 80%、マインド 80%、戦略・ビジネス');
    expect(screen.queryByText(/member-7f3a/)).not.toBeInTheDocument();
    for (const label of ['信頼関係 →', 'マインド →', 'マインド向上（父性的な厳しさ）', '信頼構築（母性的な優しさ）', '複合アプローチ']) {
      expect(matrix.getByText(label)).toBeInTheDocument();
    }
  });

  it('hides the names when 名前を表示 is switched off, keeping them in the points’ labels', async () => {
    serveBoard(server, { entries: [anEntry({ employeeName: '山田 太郎' })] });
    renderApp('/community/1on1');
    const matrix = await findBoard();
    await user.click(screen.getByLabelText('名前を表示'));
    expect(matrix.queryByText('山田 太郎')).not.toBeInTheDocument();
    expect(pointOf('山田 太郎')).toBeInTheDocument();
  });

  it('flags members whose last 1on1 is more than 14 days old as 要フォロー', async () => {
    serveBoard(server, {
      entries: [
        anEntry({ employeeName: '山田 太郎', isStale: true, lastSessionDate: '2026-10-01' }),
        anEntry({ employeeName: '鈴木 一郎', isStale: false }),
      ],
    });
    renderApp('/community/1on1');
    await findBoard();
    const panel = memberPanel();
    const staleRow = panel.getByLabelText('山田 太郎の詳細を開く').parentElement as HTMLElement;
    const freshRow = panel.getByLabelText('鈴木 一郎の詳細を開く').parentElement as HTMLElement;
    expect(within(staleRow).getByText('要フォロー')).toBeInTheDocument();
    expect(within(freshRow).queryByText('要フォロー')).not.toBeInTheDocument();
    expect(panel.getByText('要フォロー 1名')).toBeInTheDocument();
  });

  it('invites the manager to place members while the board is empty', async () => {
    serveBoard(server, { entries: [] });
    renderApp('/community/1on1');
    expect(await screen.findByText('まだメンバーが配置されていません')).toBeInTheDocument();
    expect(screen.getByText('ボードにメンバーがいません')).toBeInTheDocument();
  });

  it('says so when the entries cannot be read, and reads them again on request', async () => {
    serveBoard(server, { entries: [] });
    let attempts = 0;
    server.use(
      http.get('/api/1on1-matrix/manager', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ statusCode: 500, message: 'boom', error: 'Error' }, { status: 500 })
          : HttpResponse.json([anEntry({ employeeName: '山田 太郎' })]);
      }),
    );
    renderApp('/community/1on1');
    expect(await screen.findByText('1on1エントリーの読み込みに失敗しました')).toBeInTheDocument();
    await user.click(button('再読み込み'));
    expect(await (await findBoard()).findByText('山田 太郎')).toBeInTheDocument();
  });
});

describe('plot creation mode', () => {
  it('opens the new-entry dialog preset to the clicked position and creates the entry there', async () => {
    const member = aCompanyMember({ lastName: '佐藤', firstName: '花子', departmentName: '開発部' });
    const calls = serveBoard(server, { entries: [], members: [member] });
    server.use(
      http.post('/api/1on1-matrix', () =>
        HttpResponse.json(anEntry({ employeeId: member.id, employeeName: '佐藤 花子' }), { status: 201 }),
      ),
    );
    renderApp('/community/1on1');
    await findBoard();
    await user.click(screen.getByLabelText('プロット作成モード'));
    const click = toBoard({ x: 0.8, y: 0.25 });
    fireEvent.click(screen.getByTestId('plot-area'), { clientX: click.px, clientY: click.py });

    const dialog = within(await findDialog('新規1on1エントリー'));
    expect(dialog.getByText('信頼関係 80% ・ マインド 75%')).toBeInTheDocument();
    expect(dialog.getByText('戦略・ビジネス')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: 'メンバー' }));
    await user.click(await screen.findByText('佐藤 花子', { selector: '.ant-select-item *' }));
    await user.click(dialog.getByText('作成する'));

    expect(await screen.findByText('1on1エントリーを作成しました', { selector: '.ant-notification-notice-title' })).toBeInTheDocument();
    expect(screen.queryByText('成功')).not.toBeInTheDocument();
    expect(calls.requests).toEqual([
      {
        method: 'POST',
        path: '/api/1on1-matrix',
        body: { employeeId: member.id, teamId: 'team-1', positionX: 0.8, positionY: 0.25, trustLevel: 0.8, mindsetLevel: 0.75 },
        ifMatch: null,
      },
    ]);
  });

  it('does not open the dialog on a click while plot mode is off', async () => {
    serveBoard(server, { entries: [] });
    renderApp('/community/1on1');
    await findBoard();
    expect(screen.queryByTestId('plot-area')).not.toBeInTheDocument();
  });

  it('offers only members not on the board yet, and shows the server’s reason when creating fails', async () => {
    const placed = aCompanyMember({ lastName: '山田', firstName: '太郎' });
    const free = aCompanyMember({ lastName: '佐藤', firstName: '花子' });
    serveBoard(server, { entries: [anEntry({ employeeId: placed.id, employeeName: '山田 太郎' })], members: [placed, free] });
    server.use(
      http.post('/api/1on1-matrix', () =>
        HttpResponse.json(
          { statusCode: 409, message: 'この社員の1on1エントリーは既に登録されています', error: 'Conflict' },
          { status: 409 },
        ),
      ),
    );
    renderApp('/community/1on1');
    await findBoard();
    await user.click(button('新規1on1エントリー'));
    const dialog = within(await findDialog('新規1on1エントリー'));
    expect(dialog.getByText('信頼関係 50% ・ マインド 50%')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: 'メンバー' }));
    expect(await screen.findByText('佐藤 花子', { selector: '.ant-select-item *' })).toBeInTheDocument();
    expect(screen.queryByText('山田 太郎', { selector: '.ant-select-item *' })).not.toBeInTheDocument();
    await user.click(screen.getByText('佐藤 花子', { selector: '.ant-select-item *' }));
    await user.click(dialog.getByText('作成する'));
    expect(await screen.findByText('この社員の1on1エントリーは既に登録されています')).toBeInTheDocument();
    expect(screen.getByText('新規1on1エントリー', { selector: '.ant-modal-title' })).toBeVisible();
  });
});

describe('moving a member', () => {
  it('saves a dragged point with trust = x and mindset = 1 − y, guarded by the entry’s revision', async () => {
    const entry = anEntry({ employeeName: '山田 太郎', revision: 7 });
    const data = { entries: [entry] };
    const calls = serveBoard(server, data);
    server.use(
      http.put('/api/1on1-matrix/:id', () => {
        const moved = {
          ...entry,
          positionX: 0.9,
          positionY: 0.2,
          trustLevel: 0.9,
          mindsetLevel: 0.8,
          quadrant: 'strategy' as const,
          approachLabel: '戦略・ビジネス',
          revision: 8,
        };
        data.entries = [moved];
        return HttpResponse.json(moved);
      }),
    );
    renderApp('/community/1on1');
    await findBoard();
    drag(pointOf('山田 太郎'), { x: 0.5, y: 0.5 }, { x: 0.9, y: 0.2 });

    await waitFor(() => expect(calls.requests).toHaveLength(1));
    expect(calls.requests[0]).toEqual({
      method: 'PUT',
      path: `/api/1on1-matrix/${entry.id}`,
      body: { positionX: 0.9, positionY: 0.2, trustLevel: 0.9, mindsetLevel: 0.8 },
      ifMatch: '7',
    });
    await waitFor(() => expect(pointOf('山田 太郎')).toHaveAccessibleName('山田 太郎：信頼関係 90%、マインド 80%、戦略・ビジネス'));
  });

  it('puts the point back where the server has it when saving fails, without a toast', async () => {
    const calls = serveBoard(server, { entries: [anEntry({ employeeName: '山田 太郎' })] });
    server.use(
      http.put('/api/1on1-matrix/:id', () => HttpResponse.json({ statusCode: 409, message: '競合', error: 'Conflict' }, { status: 409 })),
    );
    renderApp('/community/1on1');
    await findBoard();
    drag(pointOf('山田 太郎'), { x: 0.5, y: 0.5 }, { x: 0.1, y: 0.9 });
    await waitFor(() => expect(calls.requests).toHaveLength(1));
    await waitFor(() => expect(pointOf('山田 太郎')).toHaveAccessibleName(/信頼関係 50%、マインド 50%/));
    expect(screen.queryByText('エラー')).not.toBeInTheDocument();
  });

  it('opens the member’s details on a click without moving', async () => {
    const calls = serveBoard(server, { entries: [anEntry({ employeeName: '山田 太郎' })] });
    renderApp('/community/1on1');
    await findBoard();
    drag(pointOf('山田 太郎'), { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 });
    expect(await findDialog('山田 太郎')).toHaveTextContent('1on1の記録');
    expect(calls.requests).toEqual([]);
  });

  it('moves a focused point with the arrow keys and saves it with Enter', async () => {
    const calls = serveBoard(server, { entries: [anEntry({ employeeName: '山田 太郎' })] });
    server.use(
      http.put('/api/1on1-matrix/:id', async ({ request }) =>
        HttpResponse.json(anEntry({ employeeName: '山田 太郎', ...((await request.json()) as object) })),
      ),
    );
    renderApp('/community/1on1');
    await findBoard();
    pointOf('山田 太郎').focus();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowUp}');
    expect(pointOf('山田 太郎')).toHaveAccessibleName(/信頼関係 70%、マインド 51%/);
    expect(calls.requests).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.requests).toHaveLength(1));
    expect(calls.requests[0].body).toEqual({ positionX: 0.7, positionY: 0.49, trustLevel: 0.7, mindsetLevel: 0.51 });
  });

  it('puts a point moved with the keyboard back on Escape', async () => {
    const calls = serveBoard(server, { entries: [anEntry({ employeeName: '山田 太郎' })] });
    renderApp('/community/1on1');
    await findBoard();
    pointOf('山田 太郎').focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Escape}');
    expect(pointOf('山田 太郎')).toHaveAccessibleName(/信頼関係 50%、マインド 50%/);
    expect(calls.requests).toEqual([]);
  });
});
