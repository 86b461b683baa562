import { ExpressAdapter } from '@nestjs/platform-express';

/**
 * Nest's Express adapter, except that a handler's `null` is answered as the JSON `null` the
 * OpenAPI document promises (`application/json`, body `null`), not as an empty 200 with no content
 * type: "no active session" is an answer, and a client parsing JSON must be able to read it.
 * `undefined` (a 204, a redirect) is still sent with no body.
 */
export class JsonNullExpressAdapter extends ExpressAdapter {
  override reply(response: Parameters<ExpressAdapter['reply']>[0], body: unknown, statusCode?: number): unknown {
    if (body !== null) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    return response.json(null);
  }
}
