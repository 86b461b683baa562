import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const CSRF_MESSAGE = 'CSRFトークンが無効です';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Gives every browser a readable double-submit token (the client echoes it in a header). */
export function issueXsrfCookie(secure: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const current = (req.cookies as Record<string, unknown> | undefined)?.[XSRF_COOKIE];
    if (typeof current !== 'string' || current.length < 16) {
      res.cookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), { httpOnly: false, sameSite: 'lax', secure, path: '/' });
    }
    next();
  };
}

/**
 * Double-submit check for state-changing API calls: another site can make the browser send our
 * cookies but cannot read the token to put it in the header. Refused before any handler runs.
 */
export function requireXsrfHeader(req: Request, res: Response, next: NextFunction): void {
  if (!UNSAFE_METHODS.has(req.method)) {
    next();
    return;
  }
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[XSRF_COOKIE];
  const header = req.header(XSRF_HEADER);
  if (typeof cookie === 'string' && cookie.length >= 16 && typeof header === 'string' && sameText(cookie, header)) {
    next();
    return;
  }
  res.status(403).json({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
