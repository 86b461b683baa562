import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DbDiagramResponse, MigrateToProductionResponse } from '../../../shared/api/generated/admin';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';
import { migrationNotice, mayUseAdminConsole, syncNotice } from '../lib/admin-results';

const server = startMockServer();
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const slowTest = 60_000;
const pageLoad = { timeout: 15_000 };
const hr = aUser({ email: 'hr@demo.example', userType: 'team_admin', isAdmin: false });

const emptyDiagram: DbDiagramResponse = { syncedAt: null, syncedByName: null, checksum: null, tables: [], relations: [] };
const aDiagram: DbDiagramResponse = {
  syncedAt: '2026-11-28T01:00:00.000Z',
  syncedByName: '佐藤 健一',
  checksum: 'abc',
  tables: [
    { name: 'teams', group: 'organization-teams', entity: 'TeamRow', columns: [{ name: 'id', type: 'text', nullable: false, primaryKey: true }] },
    {
      name: 'ms_matrix_entries',
      group: 'ms-matrix-board',
      entity: null,
      columns: [
        { name: 'id', type: 'text', nullable: false, primaryKey: true },
        { name: 'team_id', type: 'text', nullable: false, primaryKey: false },
      ],
    },
  ],
  relations: [{ name: 'ms_matrix_entries.team_id', table: 'ms_matrix_entries', columns: ['team_id'], toTable: 'teams', toColumns: ['id'], inferred: true }],
};

function dashboardReads(diagram: () => DbDiagramResponse) {
  server.use(
    http.get('/api/admin/dbdiagram', () => HttpResponse.json(diagram())),
    http.get('/api/admin/statistics', () =>
      HttpResponse.json({
        computedAt: '2026-11-28T01:00:00.000Z',
        tables: 61,
        totalRows: 7487,
        tableRows: [{ name: 'events', group: 'platform', rows: 581 }],
        events: 581,
        streams: 185,
        eventTypes: [{ type: 'MatrixMemberMoved', count: 115 }],
        eventsPerDay: [{ day: '2026-11-28', count: 581 }],
        projections: 23,
        reactors: 4,
        failingConsumers: 0,
        users: 4,
        migrationsExecuted: 27,
        migrationsPending: 0,
        databaseBytes: 12_000_000,
      }),
    ),
    http.get('/api/admin/actions', () => HttpResponse.json([])),
  );
}

describe('admin console: who may, and the messages of spec part 2 §8', () => {
  it('lets team_admin, admin and ADMIN_EMAILS in, nobody else', () => {
    expect(mayUseAdminConsole(aUser({ userType: 'member', isAdmin: false }))).toBe(false);
    expect(mayUseAdminConsole(aUser({ userType: 'team_admin', isAdmin: false }))).toBe(true);
    expect(mayUseAdminConsole(aUser({ userType: 'admin', isAdmin: true }))).toBe(true);
    expect(mayUseAdminConsole(aUser({ userType: 'member', isAdmin: true }))).toBe(true);
    expect(mayUseAdminConsole(undefined)).toBe(false);
  });

  it('words the migration outcomes as §8 says', () => {
    const answer = (data: Partial<MigrateToProductionResponse>) => ({ data: { success: true, message: '', migrations: [], executedTotal: 3, pending: [], ...data } });
    expect(migrationNotice(answer({ message: '完了' }))).toEqual({ kind: 'success', title: '完了', description: '' });
    expect(migrationNotice(answer({ success: false, message: 'relation "x" already exists' }))).toEqual({
      kind: 'error',
      title: 'マイグレーション失敗',
      description: 'relation "x" already exists',
    });
    expect(migrationNotice({ error: { status: 403, message: '403: Forbidden', data: { statusCode: 403, message: '権限がありません' } } })).toEqual({
      kind: 'error',
      title: 'マイグレーション失敗',
      description: '権限がありません',
    });
    expect(migrationNotice({ error: { status: 'FETCH_ERROR', message: 'x' } })).toEqual({ kind: 'error', title: 'マイグレーション中にエラーが発生しました', description: '' });
  });

  it('words the ER sync outcomes as §8 says', () => {
    expect(syncNotice({ error: { status: 400, message: '400: Bad Request', data: { statusCode: 400, message: 'ER図を作成できません: テーブルがありません' } } })).toEqual({
      kind: 'error',
      title: '同期エラー',
      description: 'ER図を作成できません: テーブルがありません',
    });
    expect(syncNotice({ error: { status: 502, message: '502: Bad Gateway' } })).toEqual({ kind: 'error', title: 'ER図の更新に失敗しました', description: '' });
    expect(syncNotice({ error: { status: 'FETCH_ERROR', message: 'x' } })).toEqual({ kind: 'error', title: '接続エラー', description: '' });
  });

  it(
    'shows a member the restricted card with their own e-mail and user type, on both screens',
    async () => {
      server.use(currentUserHandler(aUser({ email: 'member@demo.example', userType: 'member', isAdmin: false })));
      renderApp('/community/admin-dashboard');
      const card = await screen.findByRole('alert', {}, pageLoad);
      expect(within(card).getByText('アクセス制限')).toBeInTheDocument();
      expect(within(card).getByText('member@demo.example')).toBeInTheDocument();
      expect(within(card).getByText('メンバー（member）')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /ER図を同期/ })).not.toBeInTheDocument();
    },
    slowTest,
  );

  it(
    'syncs the diagram for a team_admin and draws its tables and relations; a network failure says 接続エラー',
    async () => {
      let diagram = emptyDiagram;
      server.use(currentUserHandler(hr));
      dashboardReads(() => diagram);
      let calls = 0;
      server.use(
        http.post('/api/admin/sync-dbdiagram', () => {
          calls += 1;
          if (calls === 2) return HttpResponse.error();
          diagram = aDiagram;
          return HttpResponse.json({
            success: true,
            message: 'ER図を更新しました（テーブル2件、リレーション1件）',
            timestamp: aDiagram.syncedAt,
            diagramUrl: '/community/admin-dashboard#er-diagram',
            tables: 2,
            relations: 1,
            changed: true,
          });
        }),
      );
      renderApp('/community/admin-dashboard');
      await screen.findByText(/ER図はまだ同期されていません/, {}, pageLoad);
      await user.click(screen.getByRole('button', { name: /ER図を同期/ }));
      await screen.findByText('ER図を更新しました（テーブル2件、リレーション1件）');
      const svg = await screen.findByRole('img', { name: 'データベースのER図' });
      expect(svg.querySelectorAll('[data-table]')).toHaveLength(2);
      expect(svg.querySelectorAll('[data-relation]')).toHaveLength(1);
      expect(screen.getByText(/佐藤 健一/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /ER図を同期/ }));
      await screen.findByText('接続エラー');
    },
    slowTest,
  );

  it(
    'runs the migration and shows the server message after マイグレーション失敗',
    async () => {
      server.use(
        currentUserHandler(hr),
        http.get('/api/admin/actions', () => HttpResponse.json([])),
        http.post('/api/admin/migrate-to-production', () =>
          HttpResponse.json({ success: false, message: 'relation "admin_actions" already exists', migrations: [], executedTotal: 26, pending: ['CreateAdminReadModels1766400000000'] }),
        ),
      );
      renderApp('/community/admin');
      await user.click(await screen.findByRole('button', { name: /マイグレーションを実行/ }, pageLoad));
      await user.click(await screen.findByRole('button', { name: '実行する' }));
      await screen.findByText('マイグレーション失敗');
      expect(screen.getByText('relation "admin_actions" already exists')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText('未実行 1件')).toBeInTheDocument());
    },
    slowTest,
  );
});
