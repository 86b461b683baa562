import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { logger } from '../logging/logger.js';
import type { SessionUser } from './session-user.js';

/** What a request needs of a signed-in session it has just been verified for. */
interface KnownSession {
  sid: string;
  userId: string;
  until: number;
}

export interface KnownSessionsOptions {
  /** The session cookie's name and how it is sent (express-session's own settings). */
  cookie: { name: string; maxAgeMs: number; secure: boolean };
  /** How long a verified cookie is trusted without the full check (the session read cache's lifetime). */
  ttlMs: number;
  /** The current session user of an id, as passport's deserialisation reads it (null: gone; undefined: not known here). */
  findUser: (id: string) => Promise<SessionUser | null | undefined>;
  /** Moves the session's stored expiry (the session store's throttled touch). */
  touch: (sid: string, expires: Date) => void;
  maxEntries?: number;
}

/**
 * The request path of a signed-in call (decision 0056). express-session and passport verify the
 * cookie's signature, read and parse the session, hash it twice and sign the rolling cookie
 * again on every request: about a third of a matrix move's CPU. A cookie they verified for a
 * signed-in session is known for `ttlMs` (the same bound the session read cache already gives a
 * sign-out on another instance, decision 0026): its next requests get the session id and the
 * current session user (from the users' cache, as passport's deserialisation does) without that
 * work, and the same rolling cookie and touch as express-session sends.
 *
 * The full chain still runs for an unknown cookie, a signed-out request, past the bound, and for
 * the routes that change the session (sign-in and sign-out: `sessionRoutes`); only those read
 * `req.session`. A session destroyed on this process (sign-out, a forgotten person) is forgotten
 * here at once.
 */
export class KnownSessions {
  private readonly known = new Map<string, KnownSession>();
  private readonly maxEntries: number;

  constructor(private readonly options: KnownSessionsOptions) {
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /**
   * The session part of the /api chain: `full` (express-session and passport) for what is not
   * known, and for the paths in `sessionRoutes`. A request `readOnly` says so reads the session
   * and never writes it: no rolling cookie, no touch (`full` must be read-only for it too).
   */
  middleware(full: RequestHandler, sessionRoutes: ReadonlySet<string>, readOnly: (req: Request) => boolean = () => false): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const cookie = (req.cookies as Record<string, unknown> | undefined)?.[this.options.cookie.name];
      if (typeof cookie !== 'string' || sessionRoutes.has(req.path)) return full(req, res, next);
      const known = this.known.get(cookie);
      if (!known || known.until <= Date.now()) {
        if (known) this.known.delete(cookie);
        return full(req, res, (error?: unknown) => {
          if (!error && req.user && typeof req.sessionID === 'string') this.remember(cookie, req.sessionID, (req.user as SessionUser).id);
          next(error);
        });
      }
      this.options
        .findUser(known.userId)
        .then((user) => {
          if (!user) {
            // Gone, or not known here: the full chain answers that as passport does.
            this.known.delete(cookie);
            return full(req, res, next);
          }
          req.sessionID = known.sid;
          req.user = user;
          if (!readOnly(req)) this.roll(req, res, cookie, known.sid);
          next();
        })
        .catch((error: unknown) => next(error));
    };
  }

  /** Forgets a session (destroyed on this process): its cookie goes through the full check again. */
  forget(sid: string): void {
    for (const [cookie, known] of this.known) if (known.sid === sid) this.known.delete(cookie);
  }

  private remember(cookie: string, sid: string, userId: string): void {
    this.known.delete(cookie);
    if (this.known.size >= this.maxEntries) this.known.delete(this.known.keys().next().value as string);
    this.known.set(cookie, { sid, userId, until: Date.now() + this.options.ttlMs });
  }

  /** What express-session does for a rolling session: the cookie again with a new expiry, and the store's (throttled) touch. */
  private roll(req: Request, res: Response, cookie: string, sid: string): void {
    const { name, maxAgeMs, secure } = this.options.cookie;
    const expires = new Date(Date.now() + maxAgeMs);
    // express-session sends a Secure cookie only over a secure connection.
    if (!secure || req.secure) res.cookie(name, cookie, { path: '/', expires, httpOnly: true, sameSite: 'lax', secure });
    try {
      this.options.touch(sid, expires);
    } catch (error) {
      logger.warn({ err: error }, 'session touch failed');
    }
  }
}
