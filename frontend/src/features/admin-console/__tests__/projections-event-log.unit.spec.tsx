import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LoggedEventResponse } from '../../../shared/api/generated/event-log';
import type { ParkedEventDto, ProjectionStatusDto } from '../../../shared/api/generated/projections-admin';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { atWidth, columnHeaders as headersOf, resetWidth } from '../../../test-support/viewport';
import { mergeEvents } from '../lib/merge-events';
import { rebuildPercent } from '../lib/format';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };
const admin = aUser({ email: 'admin@demo.example', userType: 'admin', isAdmin: true });

function aStatus(overrides: Partial<ProjectionStatusDto> = {}): ProjectionStatusDto {
  return {
    name: 'ms-matrix-board',
    kind: 'projection',
    state: 'running',
    position: '120',
    headPosition: '120',
    lag: 0,
    runner: 'app:1:abc',
    handles: ['MemberPlaced'],
    tables: ['ms_matrix_entries'],
    version: 1,
    builtVersion: 1,
    lastError: null,
    failedPosition: null,
    failedEventId: null,
    failedType: null,
    lagSeconds: 0,
    eventsPerSecond: 0,
    parkedCount: 0,
    updatedAt: '2026-11-26T02:00:00.000Z',
    rebuild: { state: 'idle', done: 0, total: 0, startedAt: null, finishedAt: null, error: null, startedBy: null, secondsLeft: null },
    ...overrides,
  };
}

function aParkedEvent(): ParkedEventDto {
  return {
    name: 'points-ledger',
    position: '77',
    eventId: '00000000-0000-4000-8000-000000000077',
    streamId: 'points-account-u1',
    type: 'PointsAwarded',
    error: 'PointsAwarded (position 77): boom',
    attempts: 1,
    state: 'parked',
    parkedAt: '2026-11-26T02:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    reason: null,
  };
}

function anEvent(position: number, overrides: Partial<LoggedEventResponse> = {}): LoggedEventResponse {
  return {
    position: String(position),
    eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    streamId: 'user-1',
    category: 'user',
    revision: 0,
    type: 'UserRegistered',
    data: { email: 'a@example.com' },
    metadata: { correlationId: `corr-${position}`, causationId: `corr-${position}`, userId: null, occurredAt: '2026-11-26T02:00:00.000Z', schemaVersion: 1 },
    recordedAt: '2026-11-26T02:00:00.000Z',
    ...overrides,
  };
}

describe('admin console screens', () => {
  afterEach(resetWidth);

  it('merges pages newest first with each position once, and reports a rebuild’s percent', () => {
    expect(mergeEvents([anEvent(5), anEvent(4)], [anEvent(4), anEvent(3)], undefined).map((e) => e.position)).toEqual(['5', '4', '3']);
    expect(rebuildPercent(50, 200)).toBe(25);
    expect(rebuildPercent(0, 0)).toBe(100);
  });

  it(
    'lists projections with lag, pace, parked events and a rebuild’s progress; a retry and a skip call the API',
    async () => {
      const parked = aParkedEvent();
      const calls: string[] = [];
      server.use(
        currentUserHandler(admin),
        http.get('/api/admin/projections', () =>
          HttpResponse.json([
            aStatus({ state: 'rebuilding', rebuild: { state: 'rebuilding', done: 50, total: 200, startedAt: '2026-11-26T02:00:00.000Z', finishedAt: null, error: null, startedBy: 'admin@demo.example', secondsLeft: 12 } }),
            aStatus({ name: 'organization-member-search', state: 'rebuilding', version: 2, builtVersion: 1, rebuild: { state: 'rebuilding', done: 50, total: 200, startedAt: '2026-11-26T02:00:00.000Z', finishedAt: null, error: null, startedBy: null, secondsLeft: 12 } }),
            aStatus({ name: 'points-ledger', lag: 3, lagSeconds: 4, eventsPerSecond: 250, parkedCount: 1, lastError: parked.error, failedPosition: '77', failedType: 'PointsAwarded' }),
            aStatus({ name: 'award-points', kind: 'reactor', tables: [] }),
          ]),
        ),
        http.get('/api/admin/projections/:name/parked', () => HttpResponse.json([parked])),
        http.get('/api/health', () => HttpResponse.json({ status: 'ok', checkedAt: '2026-11-26T02:00:00.000Z', checks: { database: { status: 'up', supervisor: null }, eventStore: { status: 'up', headPosition: '120' }, projections: { status: 'up', count: 3, maxLag: 0, failed: [], rebuilding: [] } } })),
        http.post('/api/admin/projections/:name/parked/:position/retry', ({ params }) => {
          calls.push(`retry ${params.name} ${params.position}`);
          return HttpResponse.json({ parked: { ...parked, state: 'retried' }, error: null });
        }),
        http.post('/api/admin/projections/:name/parked/:position/skip', async ({ params, request }) => {
          calls.push(`skip ${params.name} ${params.position} ${JSON.stringify(await request.json())}`);
          return HttpResponse.json({ ...parked, state: 'skipped' });
        }),
      );
      renderApp('/community/admin/projections');
      expect(await screen.findByRole('heading', { name: 'プロジェクションと再生' }, pageLoad)).toBeInTheDocument();
      expect((await screen.findAllByText('50 / 200件・残り約12秒')).length).toBe(2);
      // Each projection's version; one built with an older version shows the rebuild on start.
      expect(within(screen.getByText('points-ledger').closest('tr')!).getByText('バージョン 1')).toBeInTheDocument();
      expect(within(screen.getByText('organization-member-search').closest('tr')!).getByText('バージョン 1 → 2（起動時の再構築）')).toBeInTheDocument();
      expect(within(screen.getByText('award-points').closest('tr')!).queryByText(/バージョン/)).toBeNull();
      expect(screen.getByText(/admin@demo\.example・/)).toBeInTheDocument();
      expect(screen.getByText('250件/秒')).toBeInTheDocument();
      expect(screen.getByText('PointsAwarded（位置 77）')).toBeInTheDocument();
      // One rebuild at a time: while one runs, the buttons are off.
      expect(screen.getByRole('button', { name: /すべて再構築/ })).toBeDisabled();

      const row = screen.getByText('points-ledger').closest('tr')!;
      await user.click(within(row).getByRole('button', { name: /展開|Expand row/i }));
      await user.click(await screen.findByRole('button', { name: '再試行' }));
      await waitFor(() => expect(calls).toContain('retry points-ledger 77'));
      await user.click(screen.getByRole('button', { name: 'スキップ' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /スキップ/ }));
      expect(await within(dialog).findByText('スキップする理由を入力してください')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('理由'), '壊れたデータ');
      await user.click(within(dialog).getByRole('button', { name: /スキップ/ }));
      await waitFor(() => expect(calls).toContain('skip points-ledger 77 {"reason":"壊れたデータ"}'));
    },
    slowTest,
  );

  it(
    'on a 390 px phone keeps which event and its state in the parked list and folds the retry into the row; a stream keeps version and type',
    async () => {
      atWidth(390);
      const parked = aParkedEvent();
      const versions: (string | null)[] = [];
      server.use(
        currentUserHandler(admin),
        http.get('/api/admin/projections', () => HttpResponse.json([aStatus({ name: 'points-ledger', parkedCount: 1 })])),
        http.get('/api/admin/projections/:name/parked', () => HttpResponse.json([parked])),
        http.get('/api/health', () => HttpResponse.json({ status: 'ok', checkedAt: '2026-11-26T02:00:00.000Z', checks: { database: { status: 'up', supervisor: null }, eventStore: { status: 'up', headPosition: '120' }, projections: { status: 'up', count: 1, maxLag: 0, failed: [], rebuilding: [] } } })),
        http.get('/api/admin/event-log/categories', () => HttpResponse.json([])),
        http.get('/api/admin/event-log/types', () => HttpResponse.json([])),
        http.get('/api/admin/event-log/events', () => HttpResponse.json({ events: [], nextBefore: null, headPosition: '3' })),
        http.get('/api/admin/event-log/streams/:streamId', ({ request }) => {
          const version = new URL(request.url).searchParams.get('version');
          versions.push(version);
          return HttpResponse.json({
            streamId: 'user-1',
            category: 'user',
            version: version === null ? 1 : Number(version),
            lastVersion: 1,
            foldable: false,
            state: null,
            events: [anEvent(1, { revision: 0 }), anEvent(2, { revision: 1, type: 'UserRenamed' })],
          });
        }),
      );
      const { unmount } = renderApp('/community/admin/projections');
      const row = (await screen.findByText('points-ledger', {}, pageLoad)).closest('tr')!;
      await user.click(within(row).getByRole('button', { name: /展開|Expand row/i }));
      const list = (await screen.findByText('PointsAwarded')).closest('.responsive-table') as HTMLElement;
      expect(headersOf(list)).toEqual(['種類', '状態']);
      expect(within(list).queryByRole('button', { name: '再試行' })).not.toBeInTheDocument();
      const parkedRow = within(list).getByText('PointsAwarded').closest('tr')!;
      await user.click(within(parkedRow).getByRole('button', { name: /展開|Expand row/i }));
      expect(await within(list).findByRole('button', { name: '再試行' })).toBeInTheDocument();
      expect(within(list).getByText('エラー').closest('div')).toHaveTextContent('エラーPointsAwarded (position 77): boom');
      unmount();

      renderApp('/community/admin/event-log?streamId=user-1');
      const drawer = within(await screen.findByRole('dialog', {}, pageLoad));
      const events = (await drawer.findByText('UserRenamed')).closest('.responsive-table') as HTMLElement;
      expect(headersOf(events)).toEqual(['バージョン', '種類']);
      // Opening a row's folded time does not move the state to its version; a click on the row does.
      await user.click(within(drawer.getByText('UserRegistered').closest('tr')!).getByRole('button', { name: /展開|Expand row/i }));
      expect(await drawer.findByText('記録日時')).toBeInTheDocument();
      expect(versions).toEqual([null]);
      await user.click(drawer.getByText('UserRegistered'));
      await waitFor(() => expect(versions).toEqual([null, '0']));
    },
    slowTest,
  );

  it(
    'pages the event log by keyset, and follows a correlation to its causation tree',
    async () => {
      const queries: string[] = [];
      server.use(
        currentUserHandler(admin),
        http.get('/api/admin/event-log/categories', () => HttpResponse.json([{ category: 'user', streams: 1, events: 3 }])),
        http.get('/api/admin/event-log/types', () => HttpResponse.json(['UserRegistered'])),
        http.get('/api/admin/event-log/events', ({ request }) => {
          const params = new URL(request.url).searchParams;
          queries.push(params.toString());
          return params.get('before') === '2'
            ? HttpResponse.json({ events: [anEvent(1)], nextBefore: null, headPosition: '3' })
            : HttpResponse.json({ events: [anEvent(3), anEvent(2)], nextBefore: '2', headPosition: '3' });
        }),
        http.get('/api/admin/event-log/correlations/:id', ({ params }) =>
          HttpResponse.json({
            correlationId: params.id,
            count: 2,
            roots: [{ event: anEvent(3), children: [{ event: anEvent(4, { type: 'PointsAwarded', streamId: 'points-account-1' }), children: [] }] }],
          }),
        ),
      );
      renderApp('/community/admin/event-log');
      expect(await screen.findByRole('heading', { name: 'イベントログ' }, pageLoad)).toBeInTheDocument();
      expect(await screen.findByText('2件表示')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'さらに古いイベントを読み込む' }));
      expect(await screen.findByText('3件表示')).toBeInTheDocument();
      expect(queries.some((q) => q.includes('before=2'))).toBe(true);
      expect(screen.getByText('ログの先頭まで表示しました')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'この操作をたどる: corr-3' }));
      expect(await screen.findByText('2件のイベント')).toBeInTheDocument();
      expect(screen.getByText('PointsAwarded')).toBeInTheDocument();
    },
    slowTest,
  );
});
