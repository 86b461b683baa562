import type { NextFunction, Request, Response } from 'express';
import { requestContext } from '../../../platform/request-context/request-context.js';

/**
 * Takes the user out of the request context for every /api/anonymous-posts call, before the
 * access guard and everything after it: the request's log lines (pino-http's answer line, written
 * at the end, and a refusal's) carry no userId, and the events its commands append record
 * `userId: null` in their metadata. Access and the handlers still read the user from the session
 * (`req.user`, `@CurrentUser`), and the handlers turn it into keyed hashes
 * (docs/decisions/0036-0036-anonymous-posts-ownership.md).
 */
export function anonymousRequestMiddleware(_req: Request, _res: Response, next: NextFunction): void {
  requestContext.setUser(null);
  next();
}
