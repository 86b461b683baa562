import { jest } from '@jest/globals';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '../../test-support/msw';
import { browserNavigation } from '../lib/navigation';
import { setNotifier } from '../ui/notifier';
import { apiErrorText } from './api-error';
import { baseQuery, databaseUnavailableToastKey, readRetries, retryAfterMs } from './base-query';

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

  describe('while the database is unavailable (503 with Retry-After, decision 0060)', () => {
    const unavailable = { statusCode: 503, message: 'データベースに接続できません。しばらくしてから再度お試しください。', error: 'Service Unavailable' };
    const answer503 = (retryAfter = '2') => HttpResponse.json(unavailable, { status: 503, headers: { 'Retry-After': retryAfter } });

    it('asks a read again after each Retry-After until it succeeds, with one toast', async () => {
      const toast = jest.fn();
      setNotifier({ error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: toast, open: jest.fn(), destroy: jest.fn() } as never);
      const asked: number[] = [];
      const began = Date.now();
      server.use(
        http.get('/api/teams', () => {
          asked.push(Date.now() - began);
          return asked.length < 3 ? answer503('1') : HttpResponse.json([{ id: 't1' }]);
        }),
      );
      await expect(call('/api/teams')).resolves.toEqual({ data: [{ id: 't1' }] });
      expect(asked).toHaveLength(3);
      // Each retry waited the server's Retry-After (1 s), give or take the timer's granularity.
      expect(asked[1] - asked[0]).toBeGreaterThanOrEqual(990);
      expect(asked[2] - asked[1]).toBeGreaterThanOrEqual(990);
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ key: databaseUnavailableToastKey, title: 'データベースに接続できません' }));
    });

    it('gives up after a bounded number of retries and answers the 503, toasting once for all the reads', async () => {
      const toast = jest.fn();
      setNotifier({ error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: toast, open: jest.fn(), destroy: jest.fn() } as never);
      let asked = 0;
      server.use(
        http.get('/api/teams', () => {
          asked++;
          // A fraction of a second keeps the spec short; the server sends whole seconds.
          return answer503('0.2');
        }),
      );
      const answered = await Promise.all([call('/api/teams'), call('/api/teams'), call('/api/teams')]);
      expect(asked).toBe(3 * (1 + readRetries));
      for (const result of answered) expect(result.error).toEqual({ status: 503, message: `503: ${JSON.stringify(unavailable)}`, data: unavailable, databaseUnavailable: true });
      expect(toast).toHaveBeenCalledTimes(1);
    });

    it('never repeats a write; its failure toast says the database is unavailable', async () => {
      const toast = jest.fn();
      setNotifier({ error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: toast, open: jest.fn(), destroy: jest.fn() } as never);
      let asked = 0;
      server.use(
        http.post('/api/teams', () => {
          asked++;
          return answer503();
        }),
      );
      const result = await call({ url: '/api/teams', method: 'POST', body: { name: 'A' } });
      expect(asked).toBe(1);
      expect(toast).not.toHaveBeenCalled();
      expect(apiErrorText(result.error, 'チームの作成に失敗しました')).toBe('チームの作成に失敗しました（データベースに接続できません。しばらくしてから再度お試しください。）');
    });

    it('does not retry a 503 without Retry-After', async () => {
      let asked = 0;
      server.use(
        http.get('/api/teams', () => {
          asked++;
          return HttpResponse.json(unavailable, { status: 503 });
        }),
      );
      const result = await call('/api/teams');
      expect(asked).toBe(1);
      expect(result.error?.status).toBe(503);
    });

    it('reads Retry-After as seconds or a date, bounded', () => {
      expect(retryAfterMs('3')).toBe(3000);
      expect(retryAfterMs('0')).toBe(0);
      expect(retryAfterMs('3600')).toBe(10_000);
      expect(retryAfterMs(new Date(Date.UTC(2026, 0, 1, 0, 0, 5)).toUTCString(), Date.UTC(2026, 0, 1))).toBe(5000);
      expect(retryAfterMs(null)).toBeUndefined();
      expect(retryAfterMs('soon')).toBeUndefined();
    });
  });
});
