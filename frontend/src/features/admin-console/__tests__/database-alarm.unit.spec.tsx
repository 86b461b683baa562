import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DatabaseSupervisorDto, HealthDto } from '../../../shared/api/generated/health';
import { currentUserHandler, startMockServer } from '../../../test-support/msw';
import { renderApp } from '../../../test-support/render-app';
import { aUser } from '../../../test-support/user-mother';

const server = startMockServer();
const admin = aUser({ email: 'admin@demo.example', userType: 'admin', isAdmin: true });
const pageLoad = { timeout: 15_000 };

function aHealth(supervisor: DatabaseSupervisorDto | null, up = true): HealthDto {
  return {
    status: up ? 'ok' : 'degraded',
    checkedAt: '2026-12-06T03:04:00.000Z',
    checks: {
      database: { status: up ? 'up' : 'down', supervisor },
      eventStore: { status: 'up', headPosition: '10' },
      projections: { status: 'up', count: 1, maxLag: 0, failed: [], rebuilding: [] },
    },
  };
}

function showing(health: HealthDto, status = 200) {
  server.use(
    currentUserHandler(admin),
    http.get('/api/admin/projections', () => HttpResponse.json([])),
    http.get('/api/health', () => HttpResponse.json(health, { status })),
  );
  renderApp('/community/admin/projections');
}

describe('the database alarm on the projections screen (decision 0060)', () => {
  it('says the database stopped and restarted by itself, when, and how often', async () => {
    const stoppedAt = '2026-12-06T03:03:36.000Z';
    const restartedAt = '2026-12-06T03:03:41.000Z';
    showing(aHealth({ state: 'running', stops: 2, restarts: 2, incidents: [{ stoppedAt, restartedAt, attempts: 1, reason: 'SIGKILL' }] }));
    // Shown in the deployment's zone (APP_TIME_ZONE, Asia/Tokyo in the tests), not the browser's (decision 0067).
    const at = new Date(restartedAt).toLocaleTimeString('en-GB', { hour12: false, timeZone: 'Asia/Tokyo' });
    expect(await screen.findByText(`データベースが停止し、自動で再起動しました（${at}）`, undefined, pageLoad)).toBeInTheDocument();
    expect(screen.getByText(/停止時間 約5秒・このプロセスの起動以降 停止2回、自動再起動2回/)).toBeInTheDocument();
  });

  it('says it is restarting while health answers 503', async () => {
    showing(aHealth({ state: 'restarting', stops: 1, restarts: 0, incidents: [{ stoppedAt: '2026-12-06T03:03:36.000Z', restartedAt: null, attempts: 1, reason: 'SIGKILL' }] }, false), 503);
    expect(await screen.findByText('データベースが停止したため、自動で再起動しています', undefined, pageLoad)).toBeInTheDocument();
  });

  it('says the restart failed and the app needs a restart by hand', async () => {
    showing(aHealth({ state: 'failed', stops: 1, restarts: 0, incidents: [{ stoppedAt: '2026-12-06T03:03:36.000Z', restartedAt: null, attempts: 5, reason: 'SIGKILL' }] }, false), 503);
    expect(await screen.findByText('データベースが停止し、自動での再起動に失敗しました', undefined, pageLoad)).toBeInTheDocument();
  });

  it('shows nothing for a database that never stopped, or one the app does not own', async () => {
    showing(aHealth(null));
    expect(await screen.findByText('プロジェクションと再生', undefined, pageLoad)).toBeInTheDocument();
    expect(screen.queryByText(/データベースが停止/)).not.toBeInTheDocument();
  });
});
