import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OneOnOneAsOfResponse, OneOnOneEntryResponse } from '../../../shared/api/generated/one-on-one-matrix';
import { today as appToday } from '../../../shared/lib/datetime';
import { addDays } from '../../../shared/time-travel';
import { startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { button, findBoard, giveTheBoardLayout, pointOf, serveBoard, user } from './board-test-kit';
import { anEntry } from './one-on-one-mothers';

jest.setTimeout(60_000);

const server = startMockServer();
beforeAll(giveTheBoardLayout);
beforeEach(() => window.localStorage.clear());
afterEach(() => server.events.removeAllListeners());

const today = appToday();
const asOf = (date: string, entries: OneOnOneEntryResponse[]): OneOnOneAsOfResponse => ({
  date,
  endsAt: `${addDays(date, 1)}T00:00:00+09:00`,
  teamCreatedOn: addDays(today, -200),
  emptyReason: entries.length ? null : 'nobody_placed',
  entries: entries.map(({ notes: _notes, revision: _revision, ...rest }) => ({ ...rest, since: rest.createdAt })),
});

describe('the 1on1 board as of a past day', () => {
  it("shows the manager's board of a month ago with that day's name and position, read-only", async () => {
    const now = anEntry({ employeeName: '佐藤 花子', positionX: 0.8, positionY: 0.2, trustLevel: 0.8, mindsetLevel: 0.8, quadrant: 'strategy' });
    const then = { ...now, employeeName: '伊藤 花子', positionX: 0.3, positionY: 0.6, trustLevel: 0.3, mindsetLevel: 0.4, quadrant: 'mixed' as const };
    const calls = serveBoard(server, { entries: [now] });
    const asked: string[] = [];
    server.use(
      http.get('/api/1on1-matrix/manager/as-of', ({ request }) => {
        const date = new URL(request.url).searchParams.get('date')!;
        asked.push(date);
        return HttpResponse.json(asOf(date, [then]));
      }),
    );
    renderApp('/community/1on1');
    await findBoard();
    pointOf('佐藤 花子');

    await user.click(button('過去の表示'));
    await screen.findByTestId('past-board');
    await waitFor(() => expect(pointOf('伊藤 花子').getAttribute('role')).toBe('img'));
    expect(asked).toEqual([addDays(today, -30)]);
    expect(pointOf('伊藤 花子').getAttribute('aria-label')).toContain('信頼関係 30%');

    // A drag on a past point moves nothing and sends nothing.
    const point = pointOf('伊藤 花子');
    fireEvent.pointerDown(point, { button: 0, pointerId: 1, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(point, { pointerId: 1, clientX: 400, clientY: 100 });
    fireEvent.pointerUp(point, { pointerId: 1, clientX: 400, clientY: 100 });
    expect(calls.requests).toEqual([]);
    expect(screen.queryByText('新しいエントリー')).toBeNull();

    await user.click(button('今日に戻る'));
    await waitFor(() => expect(pointOf('佐藤 花子').getAttribute('role')).toBe('button'));
  });
});
