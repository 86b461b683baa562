import { jest } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { KnownSessions } from './known-sessions.js';
import type { SessionUser } from './session-user.js';
import { aSessionUser as sessionUser } from './session-user.mother.js';

const COOKIE = 's:sid-1.signature';
const SESSION_ROUTES = new Set(['/logout']);

function setup({ ttlMs = 2_000, user = sessionUser() as SessionUser | null | undefined } = {}) {
  const found = { user };
  const touches: [string, Date][] = [];
  const known = new KnownSessions({
    cookie: { name: 'sid', maxAgeMs: 60_000, secure: false },
    ttlMs,
    findUser: () => Promise.resolve(found.user),
    touch: (sid, expires) => touches.push([sid, expires]),
  });
  /** express-session and passport, as far as this needs: they verify the cookie and set the session id and user. */
  const full = jest.fn((req: Request, _res: Response, next: NextFunction) => {
    if (found.user) {
      req.sessionID = 'sid-1';
      req.user = found.user;
    }
    next();
  });
  const middleware = known.middleware(full, SESSION_ROUTES);
  const call = async (path = '/auth/user', cookie: string | null = COOKIE) => {
    const req = { cookies: cookie === null ? {} : { sid: cookie }, path, secure: false } as unknown as Request;
    const cookies: [string, string, object][] = [];
    const res = { cookie: (name: string, value: string, options: object) => cookies.push([name, value, options]) } as unknown as Response;
    const error = await new Promise<unknown>((resolve) => middleware(req, res, resolve));
    return { req, cookies, error };
  };
  return { known, full, call, found, touches };
}

describe('KnownSessions', () => {
  afterEach(() => jest.useRealTimers());

  it('checks a cookie in full once; its next calls get the session id and the current user without the check, and the rolling cookie and touch', async () => {
    const { full, call, touches } = setup();
    await call();
    expect(full).toHaveBeenCalledTimes(1);
    const second = await call();
    expect(full).toHaveBeenCalledTimes(1);
    expect(second.error).toBeUndefined();
    expect(second.req.sessionID).toBe('sid-1');
    expect(second.req.user).toMatchObject({ id: sessionUser().id });
    expect(second.cookies).toEqual([['sid', COOKIE, expect.objectContaining({ path: '/', httpOnly: true, sameSite: 'lax', secure: false })]]);
    expect(touches.map(([sid]) => sid)).toEqual(['sid-1']);
  });

  it('checks in full again past its time to live, after the session is forgotten, and when the user is gone', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { known, full, call, found } = setup();
    await call();
    jest.setSystemTime(2_000);
    await call();
    expect(full).toHaveBeenCalledTimes(2);

    known.forget('sid-1');
    await call();
    expect(full).toHaveBeenCalledTimes(3);

    found.user = null;
    const gone = await call();
    expect(full).toHaveBeenCalledTimes(4);
    expect(gone.req.user).toBeUndefined();
  });

  it('always checks in full a signed-out call, one without the cookie, and the routes that change the session', async () => {
    const signedOut = setup({ user: null });
    await signedOut.call();
    await signedOut.call();
    expect(signedOut.full).toHaveBeenCalledTimes(2);

    const { full, call } = setup();
    await call();
    await call('/logout');
    await call('/auth/user', null);
    expect(full).toHaveBeenCalledTimes(3);
  });

  it('does not know a cookie another one merely resembles', async () => {
    const { full, call } = setup();
    await call();
    await call('/auth/user', `${COOKIE}x`);
    expect(full).toHaveBeenCalledTimes(2);
  });
});
