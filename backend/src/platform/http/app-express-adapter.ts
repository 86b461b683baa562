import { ExpressAdapter } from '@nestjs/platform-express';
import type { RequestHandler } from 'express';

/**
 * Nest's Express adapter with two differences:
 * - A handler's `null` is answered as the JSON `null` the OpenAPI document promises
 *   (`application/json`, body `null`), not as an empty 200 with no content type: "no active
 *   session" is an answer, and a client parsing JSON must be able to read it. `undefined` (a 204,
 *   a redirect) is still sent with no body.
 * - A request no route answered meets `unmatched` first (set before `app.init()`, which mounts
 *   the not-found handler after every route): only such requests pay for it, never a routed one.
 */
export class AppExpressAdapter extends ExpressAdapter {
  /** Under /api, what answers a request no controller took (see unmatched-api-route.ts). */
  unmatched: RequestHandler | null = null;

  override reply(response: Parameters<ExpressAdapter['reply']>[0], body: unknown, statusCode?: number): unknown {
    if (body !== null) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    return response.json(null);
  }

  override setNotFoundHandler(...args: Parameters<ExpressAdapter['setNotFoundHandler']>): ReturnType<ExpressAdapter['setNotFoundHandler']> {
    if (this.unmatched) this.use('/api', this.unmatched);
    return super.setNotFoundHandler(...args);
  }
}
