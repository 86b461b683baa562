import { isUnattributedPath } from '../http/unattributed-requests.js';

/** Headers that name the client's address (a proxy's). */
const ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'cf-connecting-ip', 'true-client-ip'];

/**
 * pino-http's request as logged, without the client's address and port, on every line (decision
 * 0057): with them, a person's requests on one keep-alive connection were one another's key, so
 * an anonymous post's line led to its author's other, signed-in lines. Rate limits read `req.ip`,
 * never the log. An unattributed request (心の叫び) keeps no headers at all (the user agent is as
 * good a key).
 */
export function requestLogSerializer(req: Record<string, unknown>): Record<string, unknown> {
  const { remoteAddress: _address, remotePort: _port, headers, ...rest } = req;
  if (isUnattributedPath(typeof rest.url === 'string' ? rest.url : undefined)) return rest;
  const kept = { ...(headers as Record<string, unknown>) };
  for (const name of ADDRESS_HEADERS) delete kept[name];
  return { ...rest, headers: kept };
}
