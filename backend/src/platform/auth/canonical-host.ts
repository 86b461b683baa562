import type { Request } from 'express';

/**
 * The host name the browser used for this request, or undefined when it cannot be known. Without
 * a trusted proxy in front it is the `Host` header. From a proxy TRUST_PROXY names it is
 * `X-Forwarded-Host` (its first entry), and unknown when the proxy sends none: many proxies
 * replace `Host` with the upstream's name, and redirecting on that would loop.
 */
export function browserHostname(req: Request): string | undefined {
  const trust = req.app.get('trust proxy fn') as ((address: string | undefined, hop: number) => boolean) | undefined;
  const fromProxy = trust?.(req.socket.remoteAddress, 0) ?? false;
  const host = fromProxy ? req.get('X-Forwarded-Host')?.split(',')[0]?.trim() : req.get('Host');
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Where a sign-in request must go first when the browser reached it under another host name than
 * `BASE_URL`'s (127.0.0.1 when the base is localhost): the same path and query on the base. The
 * issuer sends the browser back to `BASE_URL`, and cookies are per host name, so a sign-in
 * started elsewhere would find no pending state at the callback and answer 401. Ports and
 * schemes are not compared: cookies ignore the port, and behind a TLS proxy the scheme the app
 * sees is the proxy's choice. Undefined when the request is on the base's host (or its host is unknown).
 */
export function canonicalLocation(req: Request, baseUrl: string): string | undefined {
  const hostname = browserHostname(req);
  if (hostname === undefined || hostname === new URL(baseUrl).hostname) return undefined;
  return `${baseUrl}${req.originalUrl}`;
}
