import { jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '../../test-support/msw';
import { browserNavigation } from '../lib/navigation';
import { setNotifier } from '../ui/notifier';
import { fetchFile } from './fetch-file';

const server = startMockServer();

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('fetchFile', () => {
  it("answers the file's bytes (byte-order mark included) and the server's file name", async () => {
    let teamId: string | null = null;
    server.use(
      http.get('/api/company-members/export', ({ request }) => {
        teamId = new URL(request.url).searchParams.get('teamId');
        return new HttpResponse('\uFEFF姓,名\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="members.csv"; filename*=UTF-8''${encodeURIComponent('メンバー一覧.csv')}`,
          },
        });
      }),
    );
    const { blob, filename } = await fetchFile('/api/company-members/export', { teamId: 't1' });
    expect(teamId).toBe('t1');
    expect(filename).toBe('メンバー一覧.csv');
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("throws the base query's error shape with the server's body", async () => {
    const body = { statusCode: 403, message: '権限がありません', error: 'Forbidden' };
    server.use(http.get('/api/company-members/export', () => HttpResponse.json(body, { status: 403 })));
    await expect(fetchFile('/api/company-members/export')).rejects.toEqual({ status: 403, message: `403: ${JSON.stringify(body)}`, data: body });
  });

  it('on 401 shows the sign-in toast and goes to /api/login, like every other call', async () => {
    const error = jest.fn();
    setNotifier({ error, success: jest.fn(), info: jest.fn(), warning: jest.fn(), open: jest.fn(), destroy: jest.fn() });
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    server.use(http.get('/api/ms-matrix/team/t1/export.csv', () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 })));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await expect(fetchFile('/api/ms-matrix/team/t1/export.csv')).rejects.toMatchObject({ status: 401 });
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ title: '認証エラー' }));
    jest.advanceTimersByTime(500);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });
});
