import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { button, findBoard, findDialog, giveTheBoardLayout, memberPanel, serveBoard, user } from './board-test-kit';
import { aCompanyMember, aDepartment, anEntry } from './one-on-one-mothers';

jest.setTimeout(60_000);

const server = startMockServer();

beforeAll(giveTheBoardLayout);
beforeEach(() => window.localStorage.clear());
afterEach(() => server.events.removeAllListeners());

const sales = { departmentId: 'department-sales', departmentName: '営業部' };
const dev = { departmentId: 'department-dev', departmentName: '開発部', departmentColor: '#52C41A' };

function departmentToggle(name: string) {
  return memberPanel().getByLabelText(`${name}の表示切替`) as HTMLInputElement;
}

function memberToggle(name: string) {
  return memberPanel().getByLabelText(`${name}を表示`) as HTMLInputElement;
}

function isIndeterminate(checkbox: HTMLInputElement) {
  return checkbox.closest('.ant-checkbox')!.classList.contains('ant-checkbox-indeterminate');
}

describe('members shown on the board, by department (spec part 1 §4)', () => {
  it('shows every member on load, grouped by department', async () => {
    serveBoard(server, {
      entries: [
        anEntry({ employeeName: '山田 太郎', ...sales }),
        anEntry({ employeeName: '鈴木 一郎', ...sales }),
        anEntry({ employeeName: '高橋 花子', ...dev }),
      ],
    });
    renderApp('/community/1on1');
    const board = await findBoard();
    for (const name of ['山田 太郎', '鈴木 一郎', '高橋 花子']) expect(board.getByText(name)).toBeInTheDocument();
    expect(departmentToggle('営業部')).toBeChecked();
    expect(departmentToggle('開発部')).toBeChecked();
    expect(memberPanel().getByText('3 / 3 名を表示')).toBeInTheDocument();
  });

  it('hides a whole department when all its members are shown, and shows all again from partial', async () => {
    serveBoard(server, {
      entries: [
        anEntry({ employeeName: '山田 太郎', ...sales }),
        anEntry({ employeeName: '鈴木 一郎', ...sales }),
        anEntry({ employeeName: '高橋 花子', ...dev }),
      ],
    });
    renderApp('/community/1on1');
    const board = await findBoard();

    await user.click(departmentToggle('営業部'));
    expect(board.queryByText('山田 太郎')).not.toBeInTheDocument();
    expect(board.queryByText('鈴木 一郎')).not.toBeInTheDocument();
    expect(board.getByText('高橋 花子')).toBeInTheDocument();
    expect(departmentToggle('営業部')).not.toBeChecked();
    expect(isIndeterminate(departmentToggle('営業部'))).toBe(false);
    expect(memberPanel().getByLabelText('非表示 0/2')).toBeInTheDocument();

    await user.click(memberToggle('山田 太郎'));
    expect(board.getByText('山田 太郎')).toBeInTheDocument();
    expect(isIndeterminate(departmentToggle('営業部'))).toBe(true);
    expect(memberPanel().getByLabelText('一部表示 1/2')).toBeInTheDocument();

    await user.click(departmentToggle('営業部'));
    expect(board.getByText('山田 太郎')).toBeInTheDocument();
    expect(board.getByText('鈴木 一郎')).toBeInTheDocument();
    expect(departmentToggle('営業部')).toBeChecked();
    expect(memberPanel().getByLabelText('すべて表示 2/2')).toBeInTheDocument();
  });

  it('says so on the board when every member is hidden', async () => {
    serveBoard(server, { entries: [anEntry({ employeeName: '山田 太郎', ...sales })] });
    renderApp('/community/1on1');
    await findBoard();
    await user.click(memberToggle('山田 太郎'));
    expect(screen.getByText('表示中のメンバーがいません。右のパネルで表示するメンバーを選んでください。')).toBeInTheDocument();
  });

  it('renames a department in place, guarded by its revision, and shows the entries read again', async () => {
    const data = { entries: [anEntry({ employeeName: '山田 太郎', ...sales })], departments: [aDepartment({ revision: 4 })] };
    const calls = serveBoard(server, data);
    server.use(
      http.put('/api/departments/:id', () => {
        data.entries = [anEntry({ employeeName: '山田 太郎', ...sales, departmentName: '営業本部' })];
        return HttpResponse.json({ id: 'department-sales', revision: 5 });
      }),
    );
    renderApp('/community/1on1');
    await findBoard();
    await user.click(memberPanel().getByLabelText('部署名を変更'));
    const input = memberPanel().getByLabelText('部署名を変更') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '  営業本部 {Enter}');
    expect(await screen.findByText('部署名を変更しました')).toBeInTheDocument();
    expect(calls.requests).toEqual([
      { method: 'PUT', path: '/api/departments/department-sales', body: { name: '営業本部' }, ifMatch: '4' },
    ]);
    // The entries carry their department's name; the rename's cache rule has them read again.
    expect(await memberPanel().findByLabelText('営業本部の表示切替')).toBeInTheDocument();
  });

  it('refuses a blank department name', async () => {
    const calls = serveBoard(server, { entries: [anEntry({ employeeName: '山田 太郎', ...sales })] });
    renderApp('/community/1on1');
    await findBoard();
    await user.click(memberPanel().getByLabelText('部署名を変更'));
    const input = memberPanel().getByLabelText('部署名を変更') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(await screen.findByText('部署名を入力してください')).toBeInTheDocument();
    expect(calls.requests).toEqual([]);
  });
});

describe('linking an existing member', () => {
  it('lists only members not on the board, searchable, and places the chosen one at the centre', async () => {
    const placed = aCompanyMember({ lastName: '山田', firstName: '太郎' });
    const engineer = aCompanyMember({ lastName: '高橋', firstName: '花子', departmentName: '開発部', positionName: '主任' });
    const seller = aCompanyMember({ lastName: '佐藤', firstName: '次郎', departmentName: '営業部' });
    const calls = serveBoard(server, {
      entries: [anEntry({ employeeId: placed.id, employeeName: '山田 太郎' })],
      members: [placed, engineer, seller],
    });
    server.use(
      http.post('/api/1on1-matrix', () =>
        HttpResponse.json(anEntry({ employeeId: engineer.id, employeeName: '高橋 花子' }), { status: 201 }),
      ),
    );
    renderApp('/community/1on1');
    await findBoard();
    await user.click(button('既存メンバーを紐付け'));
    const dialog = await findDialog('既存メンバーを紐付け');

    await waitFor(() => expect(dialog).toHaveTextContent('佐藤 次郎'));
    expect(dialog).toHaveTextContent('高橋 花子');
    expect(dialog).not.toHaveTextContent('山田 太郎');
    await user.type(screen.getByPlaceholderText('名前・部署・役職で検索'), '開発');
    await waitFor(() => expect(dialog).not.toHaveTextContent('佐藤 次郎'));
    await user.click(screen.getByLabelText('高橋 花子'));
    await user.click(button('紐付ける', dialog));

    expect(await screen.findByText('1on1エントリーを作成しました')).toBeInTheDocument();
    expect(calls.requests).toEqual([
      {
        method: 'POST',
        path: '/api/1on1-matrix',
        body: { employeeId: engineer.id, teamId: 'team-1', positionX: 0.5, positionY: 0.5, trustLevel: 0.5, mindsetLevel: 0.5 },
        ifMatch: null,
      },
    ]);
  });
});
