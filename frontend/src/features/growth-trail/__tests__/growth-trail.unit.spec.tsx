import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { trailStops, type TrailRecord } from '../lib/trail';

const server = startMockServer();
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };

const at = (day: number) => `2026-05-0${day}T00:00:00.000Z`;
const ms = (x: number, y: number) => ({ x, y, skillLevel: Math.round(x * 120), mindsetLevel: Math.round((1 - y) * 100) });
const record = (action: string, day: number, extra: Partial<TrailRecord> = {}): TrailRecord => ({
  at: at(day),
  actorId: 'u-1',
  actorName: '田中 部長',
  action,
  from: null,
  to: null,
  pointId: null,
  deletedPointIds: [],
  ...extra,
});

describe('growth trail', () => {
  it('orders the stops of the path and marks the deleted ones, by one delete or a history clear', () => {
    const { stops, removed } = trailStops([
      record('placed', 1, { to: ms(0.5, 0.5), pointId: 'p1' }),
      record('moved', 2, { from: ms(0.5, 0.5), to: ms(0.7, 0.3), pointId: 'p2' }),
      record('moved', 3, { from: ms(0.7, 0.3), to: ms(0.9, 0.1), pointId: 'p3' }),
      record('point_deleted', 4, { pointId: 'p1' }),
      record('history_cleared', 5, { deletedPointIds: ['p2'] }),
    ]);
    expect(stops.map((s) => [s.order, s.pointId, s.deleted])).toEqual([
      [1, 'p1', true],
      [2, 'p2', true],
      [3, 'p3', false],
    ]);
    expect(removed).toBe(false);
    expect(trailStops([record('placed', 1, { to: ms(0.5, 0.5), pointId: 'p1' }), record('removed', 2, { from: ms(0.5, 0.5) })]).removed).toBe(true);
  });

  it(
    'draws the MS path and lists who moved the member, when, from where to where; says when there is no 1on1 entry',
    async () => {
      server.use(
        currentUserHandler(aUser({ userType: 'team_admin' })),
        http.get('/api/ms-matrix/team/team-1', () =>
          HttpResponse.json([{ id: 'entry-1', memberId: 'member-1', memberName: '山田 太郎', teamId: 'team-1' }]),
        ),
        http.get('/api/ms-matrix/entries/entry-1/audit', () =>
          HttpResponse.json([
            record('placed', 1, { to: ms(0.5, 0.5), pointId: 'p1' }),
            record('moved', 2, { from: ms(0.5, 0.5), to: ms(1, 0), pointId: 'p2' }),
            record('point_deleted', 3, { actorId: 'u-2', actorName: '佐藤 人事', pointId: 'p1' }),
          ]),
        ),
        http.get('/api/1on1-matrix/manager', () => HttpResponse.json([])),
      );
      renderApp('/community/members/member-1/growth-trail?team=team-1');
      await screen.findByRole('heading', { name: '山田 太郎 さんの成長の軌跡' }, pageLoad);
      const board = await screen.findByRole('img', { name: 'MSマトリックス上の 山田 太郎 さんの軌跡' });
      expect(board.querySelectorAll('[data-stop]')).toHaveLength(2);
      expect(board.querySelector('[data-stop="1"]')?.getAttribute('data-deleted')).toBe('true');
      const rows = screen.getAllByRole('row');
      expect(within(rows[1]).getByText('記録点を削除')).toBeInTheDocument();
      expect(within(rows[1]).getByText('佐藤 人事')).toBeInTheDocument();
      expect(within(rows[1]).getByText('削除された記録点: スキル60・マインド50')).toBeInTheDocument();
      expect(within(rows[2]).getByText('スキル60・マインド50')).toBeInTheDocument();
      expect(within(rows[2]).getByText('スキル120・マインド100')).toBeInTheDocument();
      expect(screen.getByText('あなたの1on1マトリックスにこのメンバーのエントリーはありません。')).toBeInTheDocument();
    },
    slowTest,
  );
});
