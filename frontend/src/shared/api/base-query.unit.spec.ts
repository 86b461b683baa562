import { jest } from '@jest/globals';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '../../test-support/msw';
import { browserNavigation } from '../lib/navigation';
import { setNotifier } from '../ui/notifier';
import { baseQuery } from './base-query';

const server = startMockServer();

function call(args: Parameters<typeof baseQuery>[0]) {
  const api = { signal: new AbortController().signal } as BaseQueryApi;
  return baseQuery(args, api, {});
}

function fakeNotifier() {
  const error = jest.fn();
  setNotifier({ error, success: jest.fn(), info: jest.fn(), warning: jest.fn(), open: jest.fn(), destroy: jest.fn() });
  return error;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('baseQuery', () => {
  it('sends the session cookie and parses JSON answers', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get('/api/teams', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json([{ id: 't1' }]);
      }),
    );
    await expect(call('/api/teams')).resolves.toEqual({ data: [{ id: 't1' }] });
    expect(credentials).toBe('include');
  });

  it('turns a non-ok answer into "status: response text"', async () => {
    const body = { statusCode: 409, message: '重複しています', error: 'Conflict' };
    server.use(http.post('/api/teams', () => HttpResponse.json(body, { status: 409 })));
    const result = await call({ url: '/api/teams', method: 'POST', body: { name: 'A' } });
    expect(result.error).toEqual({ status: 409, message: `409: ${JSON.stringify(body)}`, data: body });
  });

  it('falls back to the status text when the answer has no body', async () => {
    server.use(http.get('/api/teams', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    const result = await call('/api/teams');
    expect(result.error?.message).toBe('503: Service Unavailable');
  });

  it('sends a JSON body only when there is one', async () => {
    const seen: Array<{ contentType: string | null; body: string }> = [];
    server.use(
      http.post('/api/things', async ({ request }) => {
        seen.push({ contentType: request.headers.get('Content-Type'), body: await request.text() });
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    await call({ url: '/api/things', method: 'POST', body: { name: '山田' } });
    await call({ url: '/api/things', method: 'POST' });
    expect(seen).toEqual([
      { contentType: 'application/json', body: '{"name":"山田"}' },
      { contentType: null, body: '' },
    ]);
  });

  it('leaves out optional headers the caller did not give', async () => {
    let ifMatch: string | null = 'not called';
    server.use(
      http.put('/api/users/u1', ({ request }) => {
        ifMatch = request.headers.get('If-Match');
        return HttpResponse.json({});
      }),
    );
    await call({ url: '/api/users/u1', method: 'PUT', body: { firstName: '太郎' }, headers: { 'If-Match': undefined } });
    expect(ifMatch).toBeNull();
  });

  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on state-changing calls only', async () => {
    document.cookie = 'XSRF-TOKEN=token%2Fvalue-123';
    const headers: Record<string, string | null> = {};
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      server.use(
        http[method]('/api/things/1', ({ request }) => {
          headers[request.method] = request.headers.get('X-XSRF-TOKEN');
          return HttpResponse.json({});
        }),
      );
    }
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) await call({ url: '/api/things/1', method });
    expect(headers).toEqual({ GET: null, POST: 'token/value-123', PUT: 'token/value-123', PATCH: 'token/value-123', DELETE: 'token/value-123' });
  });

  it('on 401 Unauthorized shows one toast and goes to /api/login after 500 ms', async () => {
    const toast = fakeNotifier();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.get('/api/teams', () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 })),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const [first, second] = await Promise.all([call('/api/teams'), call('/api/teams')]);

    expect(first.error?.status).toBe(401);
    expect(second.error?.status).toBe(401);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: '認証エラー', description: 'ログインが必要です。ログイン画面に移動します...' }),
    );
    jest.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/api/login');
  });

  it('treats a 401 from the current-user probe as signed out, without a redirect', async () => {
    const toast = fakeNotifier();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    server.use(
      http.get('/api/auth/user', () => HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 })),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const result = await call('/api/auth/user');
    jest.advanceTimersByTime(1000);
    expect(result.error?.status).toBe(401);
    expect(toast).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not redirect on a 401 whose message is not Unauthorized', async () => {
    const toast = fakeNotifier();
    server.use(http.get('/api/teams', () => new HttpResponse('session expired', { status: 401, statusText: 'Expired' })));
    const result = await call('/api/teams');
    expect(result.error?.message).toBe('401: session expired');
    expect(toast).not.toHaveBeenCalled();
  });

  it('reports a network failure as a Japanese message', async () => {
    server.use(http.get('/api/teams', () => HttpResponse.error()));
    const result = await call('/api/teams');
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。' });
  });
});
