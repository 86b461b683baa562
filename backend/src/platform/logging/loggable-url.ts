/** A query parameter name as our routes spell them; anything else is data someone put there. */
const PARAMETER_NAME = /^[A-Za-z][\w.[\]-]{0,63}$/;

/**
 * A request URL as a log line shows it: the path and the names of the query parameters, never
 * their values (`/api/admin/inquiries?q&status`). An admin's search for a person's e-mail
 * address, or any free text in a query string, stays out of the log; a name that is not a plain
 * identifier is written as `…`.
 */
export function loggableUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = new Set<string>();
  for (const pair of url.slice(start + 1).split('&')) {
    if (pair === '') continue;
    const name = pair.split('=')[0];
    names.add(PARAMETER_NAME.test(name) ? name : '…');
  }
  return names.size ? `${url.slice(0, start)}?${[...names].join('&')}` : url.slice(0, start);
}

/**
 * pino-http's request serialiser: pino's standard one gives the URL and the parsed `query`; the
 * line keeps the URL without values and drops `query`.
 */
export function requestWithoutQueryValues<T extends { url?: string; query?: unknown }>(req: T): Omit<T, 'query'> {
  const { query: _query, ...rest } = req;
  return { ...rest, url: loggableUrl(req.url) };
}
