import { jest } from '@jest/globals';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { MsMatrixAsOfResponse, MsMatrixEntryResponse } from '../../../shared/api/generated/ms-matrix';
import { today as appToday } from '../../../shared/lib/datetime';
import { addDays } from '../../../shared/time-travel';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aTeam } from '../../../test-support/team-mother';
import { aUser } from '../../../test-support/user-mother';
import { anEntry } from './ms-matrix-mother';

jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 20_000 });

const server = startMockServer();
const user = userEvent.setup({ delay: null });
const today = appToday();
const team = aTeam({ id: 'team-1', name: '開発チーム', createdAt: `${addDays(today, -90)}T00:00:00.000Z` });

/** The board of a past day as the server answers it, from entries of that day. */
function pastBoard(date: string, entries: MsMatrixEntryResponse[], emptyReason: MsMatrixAsOfResponse['emptyReason'] = null): MsMatrixAsOfResponse {
  return {
    date,
    endsAt: `${addDays(date, 1)}T00:00:00+09:00`,
    teamCreatedOn: addDays(today, -90),
    emptyReason,
    entries: entries.map(({ notes: _notes, revision: _revision, updatedAt, ...rest }) => ({ ...rest, since: updatedAt })),
  };
}

const hanako = anEntry({ id: 'entry-a', memberName: '佐藤 花子', positionX: 0.8, positionY: 0.2 });
const ichiro = anEntry({ id: 'entry-b', memberName: '鈴木 一郎', positionX: 0.4, positionY: 0.6 });

/** Today's board and the answers per day; the days asked for are recorded. */
function boardServer(byDay: (date: string) => MsMatrixAsOfResponse) {
  const asked: string[] = [];
  server.use(
    currentUserHandler(aUser()),
    http.get('/api/teams', () => HttpResponse.json([team])),
    http.get('/api/ms-matrix/team/:teamId', () => HttpResponse.json([hanako, ichiro])),
    http.get('/api/ms-matrix/team/:teamId/as-of', ({ request }) => {
      const date = new URL(request.url).searchParams.get('date')!;
      asked.push(date);
      return HttpResponse.json(byDay(date));
    }),
  );
  return asked;
}

const dotNames = (board: HTMLElement) => within(board).getAllByRole('button').map((dot) => dot.getAttribute('aria-label'));

describe('the MS board as of a past day', () => {
  it('shows the board of a month ago with that day’s names, read-only, and goes back to today', async () => {
    // A month ago 花子 was still 伊藤 and stood elsewhere; 一郎 was not on the board yet.
    const asked = boardServer((date) => pastBoard(date, [{ ...hanako, memberName: '伊藤 花子', positionX: 0.3, positionY: 0.7, skillLevel: 18, mindsetLevel: 27 }]));
    renderApp('/community/matrix');
    await screen.findByRole('button', { name: /^佐藤 花子（/ });
    expect(screen.getByRole('button', { name: /エクスポート/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /過去の表示/ }));
    const past = await screen.findByTestId('past-board');
    await waitFor(() => expect(dotNames(past)).toEqual(['伊藤 花子（スキル 18、マインド 27）']));
    expect(asked).toEqual([addDays(today, -30)]);
    expect(screen.getByText(new RegExp(`${addDays(today, -30).replaceAll('-', '/')} 終了時点のボードを表示しています（読み取り専用）`))).toBeTruthy();
    // Read-only: no exports, no adding members.
    expect(screen.queryByRole('button', { name: /エクスポート/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /メンバーを追加/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /今日に戻る/ }));
    await screen.findByRole('button', { name: /^鈴木 一郎（/ });
    expect(screen.queryByTestId('past-board')).toBeNull();
  });

  it('says why a past board is empty', async () => {
    boardServer((date) => pastBoard(date, [], 'nobody_placed'));
    renderApp('/community/matrix');
    await screen.findByRole('button', { name: /^佐藤 花子（/ });
    await user.click(screen.getByRole('button', { name: /過去の表示/ }));
    expect(await screen.findByText('この日はまだ誰もボードに配置されていませんでした')).toBeTruthy();
  });

  it('compares two days side by side with the list of who moved where', async () => {
    // The past view opens a month ago; the comparison starts a month before that.
    const twoMonthsAgo = addDays(today, -60);
    boardServer((date) =>
      date === twoMonthsAgo
        ? pastBoard(date, [hanako, ichiro])
        : pastBoard(date, [{ ...hanako, positionX: 0.2, positionY: 0.8, skillLevel: 7, mindsetLevel: 19 }]),
    );
    renderApp('/community/matrix');
    await screen.findByRole('button', { name: /^佐藤 花子（/ });
    await user.click(screen.getByRole('button', { name: /過去の表示/ }));
    await screen.findByTestId('past-board');
    await user.click(screen.getByRole('button', { name: /2つの日付を比較/ }));
    const moves = await screen.findByTestId('board-moves');
    const rows = within(moves).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      `佐藤 花子移動スキル ${hanako.skillLevel} ・ マインド ${hanako.mindsetLevel} → スキル 7 ・ マインド 19`,
      `鈴木 一郎外れたスキル ${ichiro.skillLevel} ・ マインド ${ichiro.mindsetLevel} → —`,
    ]);
    expect(dotNames(screen.getByTestId('compare-board-before'))).toHaveLength(2);
  });
});
