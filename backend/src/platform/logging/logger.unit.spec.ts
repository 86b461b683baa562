import { Writable } from 'node:stream';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REDACTED_PATHS } from './logger.js';

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
