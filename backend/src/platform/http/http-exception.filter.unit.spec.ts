import { QueryFailedError } from 'typeorm';
import { HttpExceptionFilter, toErrorBody } from './http-exception.filter.js';

/** Runs the filter as Express's last error handler does (create-app.ts), answering what the client gets. */
function answer(error: unknown) {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name.toLowerCase()] = value),
    status(code: number) {
      sent.status = code;
      return this;
    },
    json: (body: unknown) => (sent.body = body),
  };
  new HttpExceptionFilter().catch(error, { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ originalUrl: '/api/teams' }) }) } as never);
  return sent;
}

const unavailable = { statusCode: 503, message: 'データベースに接続できません。しばらくしてから再度お試しください。', error: 'Service Unavailable' };

describe('HttpExceptionFilter while the database is unavailable (decision 0060)', () => {
  it.each([
    // express-session with connect-pg-simple, the known-sessions cache and the rate limiter hand the pool's error to next().
    ['the session store: a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['the session store: a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a query on a connection the server closed', new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly'))],
    ['the event store: a terminated connection', Object.assign(new Error('terminating connection due to unexpected postmaster exit'), { code: '57P01' })],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
  ])('%s is a 503 with Retry-After', (_, error) => {
    expect(answer(error)).toEqual({ status: 503, headers: { 'retry-after': '3' }, body: unavailable });
  });

  it('keeps anything else a 500 without Retry-After', () => {
    expect(answer(new TypeError('x is undefined'))).toEqual({ status: 500, headers: {}, body: { statusCode: 500, message: 'サーバーでエラーが発生しました', error: 'Internal Server Error' } });
    expect(toErrorBody(Object.assign(new Error('duplicate key'), { code: '23505' })).statusCode).toBe(500);
  });
});
