import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const CSRF_MESSAGE = 'CSRFトークンが無効です';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a signed-out request's token is bound to: there is no session whose authority it could borrow. */
const SIGNED_OUT = 'signed-out';
/** Tokens whose signature is remembered (`XsrfTokens.verified`): about one per open browser session. */
const VERIFIED_TOKENS = 10_000;

/**
 * CSRF tokens for the double-submit check, signed for the session they belong to (OWASP's
 * "signed double-submit cookie"): `<random>.<HMAC(key, binding + "!" + random)>`, the binding
 * being the session id of a signed-in request. Another site cannot read the token to echo it
 * in the header; a token minted in another session (an attacker's own, or one planted in the
 * victim's browser by a sibling subdomain, which can write our cookies) does not verify in this
 * one; and signing in or out changes the binding, so the token from before is refused after.
 */
@Injectable()
export class XsrfTokens {
  private readonly key: Buffer;
  private readonly secure: boolean;
  /** The cookie token `issue` found valid for a request: `check`, right after it, does not sign it again. */
  private readonly validated = new WeakMap<Request, string>();
  /**
   * Tokens whose signature verified, each with the binding it verified for: a session's later
   * requests compare the binding instead of computing the HMAC again (it is the same HMAC of the
   * same text; a token verifies for one binding only). Bounded: the oldest is forgotten first.
   */
  private readonly verified = new Map<string, string>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.sessionSecret).update('xsrf-token').digest();
    this.secure = config.baseUrl.startsWith('https://');
  }

  /** Gives the browser a token for its current session when it lacks a valid one. Mount after the session and passport. */
  readonly issue: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const cookie = cookieOf(req);
    if (this.isValid(req, cookie)) this.validated.set(req, cookie as string);
    else this.setCookie(res, this.mint(req));
    next();
  };

  /** Refuses a state-changing call whose header does not carry the cookie's token, valid for this session, before any handler runs. */
  readonly check: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const cookie = cookieOf(req);
    const header = req.header(XSRF_HEADER);
    if (typeof cookie === 'string' && typeof header === 'string' && sameText(cookie, header) && (this.validated.get(req) === cookie || this.isValid(req, cookie))) {
      next();
      return;
    }
    res.status(403).json({ statusCode: 403, message: CSRF_MESSAGE, error: 'Forbidden' });
  };

  /** A new token for the request's session as it is now: call right after signing in or out, in the same response. */
  rotate(req: Request, res: Response): void {
    this.setCookie(res, this.mint(req));
  }

  private mint(req: Request): string {
    const random = randomBytes(32).toString('base64url');
    return `${random}.${this.sign(bindingOf(req), random)}`;
  }

  private isValid(req: Request, token: unknown): boolean {
    if (typeof token !== 'string' || token.length > 200) return false;
    const binding = bindingOf(req);
    if (this.verified.get(token) === binding) return true;
    const [random, mac, ...rest] = token.split('.');
    if (!random || !mac || rest.length > 0) return false;
    if (!sameText(mac, this.sign(binding, random))) return false;
    if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, binding);
    return true;
  }

  private sign(binding: string, random: string): string {
    return createHmac('sha256', this.key).update(`${binding}!${random}`).digest('base64url');
  }

  /** Sets the cookie, replacing one this response already set (a token issued before sign-in completed). */
  private setCookie(res: Response, token: string): void {
    const earlier = res.getHeader('Set-Cookie');
    const lines = (Array.isArray(earlier) ? earlier : earlier === undefined ? [] : [String(earlier)]).filter(
      (line) => !line.startsWith(`${XSRF_COOKIE}=`),
    );
    res.setHeader('Set-Cookie', lines);
    res.cookie(XSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure: this.secure, path: '/' });
  }
}

/** A signed-in request's token is bound to its session; a signed-out one's to nothing in particular. */
function bindingOf(req: Request): string {
  return req.user ? `session:${req.sessionID}` : SIGNED_OUT;
}

function cookieOf(req: Request): unknown {
  return (req.cookies as Record<string, unknown> | undefined)?.[XSRF_COOKIE];
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
