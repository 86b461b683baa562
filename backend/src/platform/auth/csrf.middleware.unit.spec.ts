import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { XSRF_COOKIE, XsrfTokens } from './csrf.middleware.js';

/** A request of the session `sid` (undefined: signed out) carrying `token` as cookie and header. */
function request(sid: string | undefined, token: string | undefined, method = 'PUT'): Request {
  return {
    method,
    cookies: token === undefined ? {} : { [XSRF_COOKIE]: token },
    header: (name: string) => (name === 'x-xsrf-token' ? token : undefined),
    user: sid ? { id: `user-of-${sid}` } : undefined,
    sessionID: sid,
  } as unknown as Request;
}

/** Runs `check` on the request: answers whether it went on (true) or was refused with 403. */
function passes(tokens: XsrfTokens, req: Request): boolean {
  let status = 0;
  let went = false;
  const res = { status: (code: number) => ((status = code), { json: () => undefined }) } as unknown as Response;
  tokens.check(req, res, (() => (went = true)) as NextFunction);
  return went && status === 0;
}

/** The token `issue` gives a request of `sid` that has none. */
function minted(tokens: XsrfTokens, sid: string | undefined): string {
  let token = '';
  const res = {
    getHeader: () => undefined,
    setHeader: () => undefined,
    cookie: (_name: string, value: string) => (token = value),
  } as unknown as Response;
  tokens.issue(request(sid, undefined, 'GET'), res, (() => undefined) as NextFunction);
  return token;
}

describe('XsrfTokens', () => {
  const tokens = new XsrfTokens({ sessionSecret: 'a-secret-for-the-spec', baseUrl: 'http://localhost' } as AppConfig);

  it('accepts a session its own token, again and again (the verified signature is remembered), and refuses it to any other session', () => {
    const mine = minted(tokens, 'session-a');
    expect(mine).toMatch(/^[\w-]+\.[\w-]+$/);
    for (let i = 0; i < 3; i++) expect(passes(tokens, request('session-a', mine))).toBe(true);
    expect(passes(tokens, request('session-b', mine))).toBe(false);
    expect(passes(tokens, request(undefined, mine))).toBe(false);
    // Remembered for session A does not make it valid elsewhere, nor does it stop being valid for A.
    expect(passes(tokens, request('session-a', mine))).toBe(true);
  });

  it('refuses a forged signature, a signed-out token in a session, a token of another key, and a missing header', () => {
    const mine = minted(tokens, 'session-a');
    const [random] = mine.split('.');
    expect(passes(tokens, request('session-a', `${random}.forged`))).toBe(false);
    expect(passes(tokens, request('session-a', minted(tokens, undefined)))).toBe(false);
    const other = new XsrfTokens({ sessionSecret: 'another-secret', baseUrl: 'http://localhost' } as AppConfig);
    expect(passes(tokens, request('session-a', minted(other, 'session-a')))).toBe(false);
    const noHeader = { ...request('session-a', mine), header: () => undefined } as unknown as Request;
    expect(passes(tokens, noHeader)).toBe(false);
  });

  it('lets safe methods through without a token', () => {
    expect(passes(tokens, request('session-a', undefined, 'GET'))).toBe(true);
  });
});
