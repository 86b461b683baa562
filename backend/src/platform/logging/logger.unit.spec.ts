import { Writable } from 'node:stream';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jest } from '@jest/globals';
import { requestContext } from '../request-context/request-context.js';
import { logger, logPoolError, REDACTED_PATHS } from './logger.js';

describe('request logs', () => {
  it('never contain the session cookie, the CSRF token or credentials', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    const middleware = pinoHttp({ logger: log });
    const req = {
      method: 'PUT',
      url: '/api/ms-matrix/e1',
      headers: { cookie: 'sid=s%3Asecret-session', 'x-xsrf-token': 'secret-token', authorization: 'Bearer secret-bearer', host: 'localhost' },
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;
    const res = {
      statusCode: 200,
      getHeaders: () => ({ 'set-cookie': 'sid=s%3Anew-secret-session; HttpOnly' }),
      on: () => undefined,
      once: () => undefined,
      removeListener: () => undefined,
      setHeader: () => undefined,
      getHeader: () => undefined,
    } as unknown as ServerResponse;
    middleware(req, res);
    req.log.info({ req, res }, 'request completed');
    const written = lines.join('\n');
    expect(written).toContain('/api/ms-matrix/e1');
    expect(written).toContain('[redacted]');
    for (const secret of ['secret-session', 'secret-token', 'secret-bearer', 'new-secret-session']) expect(written).not.toContain(secret);
  });
});

describe('a lost database connection', () => {
  it('is logged by its code and reason, outside any request, never with the pg client and its password', () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const error = Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
        client: { user: 'postgres', password: 'pool-secret', connectionParameters: { password: 'pool-secret' } },
      });
      let contextSeen: unknown = 'not called';
      warn.mockImplementation(() => {
        contextSeen = requestContext.current();
      });
      // The pool's socket carries the context of the request that opened the connection.
      requestContext.run({ userId: 'someone-else' }, () => logPoolError('event store')(error));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(contextSeen).toBeUndefined();
      const written = JSON.stringify(warn.mock.calls[0]);
      expect(written).toContain('57P01');
      expect(written).toContain('terminating connection');
      expect(written).toContain('event store');
      expect(written).not.toContain('pool-secret');
    } finally {
      warn.mockRestore();
    }
  });
});
