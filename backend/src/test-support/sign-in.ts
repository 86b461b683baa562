import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';

export type TestAgent = ReturnType<typeof request.agent>;

export interface SignedInUser {
  /** A supertest agent holding the session and XSRF cookies: `signedIn.agent.get('/api/...')`. */
  agent: TestAgent;
  /** The XSRF-TOKEN cookie's value; send it as `X-XSRF-TOKEN` on POST/PUT/PATCH/DELETE. */
  xsrfToken: string;
  /** `{ 'X-XSRF-TOKEN': xsrfToken }`, for `.set(signedIn.headers)`. */
  headers: Record<string, string>;
  /** The Cookie header (sid + XSRF-TOKEN), for clients other than `agent`. */
  cookie: string;
  /** GET /api/auth/user right after signing in. */
  user: { id: string; email: string; firstName: string; lastName: string; userType: string; isAdmin: boolean };
}

let clientAddress = 0;

async function listening(app: INestApplication): Promise<Server> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * Signs `email` in through the real flow: /api/login → the embedded issuer → its sign-in form
 * → /api/callback (token exchange and ID-token verification included). `app` is an app in this
 * process, made to listen on an ephemeral port first (the callback reaches the issuer over
 * HTTP), or the base URL of a server running as its own process. Each call sends its own
 * X-Forwarded-For address, which the rate limits count only when the app's config has
 * `TRUST_PROXY: 'loopback'`; without it a test file's sign-ins share one address and
 * RATE_LIMIT_LOGIN. A new e-mail registers a user; demo e-mails get their demo role.
 */
export async function signIn(app: INestApplication | string, email: string): Promise<SignedInUser> {
  const agent = request.agent(typeof app === 'string' ? app : await listening(app));
  clientAddress += 1;
  const forwardedFor = `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`;
  const cookies = new Map<string, string>();
  const remember = (res: request.Response) => {
    const setCookie = res.headers['set-cookie'] as unknown as string[] | undefined;
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  };
  // Redirects to another host (the app sends a sign-in reached under another host name than its
  // BASE_URL's there first) are followed on the same server, sending that host as `Host`.
  let host: string | undefined;
  const pathOf = (location: string) => {
    if (/^https?:\/\//.test(location)) host = new URL(location).host;
    const url = new URL(location, 'http://placeholder');
    return `${url.pathname}${url.search}`;
  };
  const onHost = <T extends request.Test>(req: T): T => (host ? req.set('Host', host) : req);

  let res = await agent.get('/api/login').set('X-Forwarded-For', forwardedFor);
  remember(res);
  for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops += 1) {
    res = await onHost(agent.get(pathOf(String(res.headers.location))).set('X-Forwarded-For', forwardedFor));
    remember(res);
  }
  const action = /<form method="post" action="([^"]+)"/.exec(res.text)?.[1];
  if (res.status === 429) throw new Error(`signIn(${email}): rate limited; give the app TRUST_PROXY: 'loopback' (or a higher RATE_LIMIT_LOGIN) for many sign-ins`);
  if (res.status !== 200 || !action) throw new Error(`signIn(${email}): expected the issuer's sign-in form, got ${res.status}`);
  res = await onHost(agent.post(pathOf(action)).type('form').set('X-Forwarded-For', forwardedFor)).send({ email });
  remember(res);
  for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops += 1) {
    const next = pathOf(String(res.headers.location));
    res = await onHost(agent.get(next).set('X-Forwarded-For', forwardedFor));
    remember(res);
    if (next.startsWith('/api/callback')) break;
  }
  if (res.status !== 302) throw new Error(`signIn(${email}): the callback answered ${res.status} ${res.text}`);

  const me = await agent.get('/api/auth/user');
  remember(me);
  if (me.status !== 200) throw new Error(`signIn(${email}): /api/auth/user answered ${me.status}`);
  const xsrfToken = cookies.get('XSRF-TOKEN');
  if (!xsrfToken) throw new Error(`signIn(${email}): no XSRF-TOKEN cookie was set`);
  return {
    agent,
    xsrfToken,
    headers: { 'X-XSRF-TOKEN': xsrfToken },
    cookie: [...cookies].filter(([name]) => name === 'sid' || name === 'XSRF-TOKEN').map(([n, v]) => `${n}=${v}`).join('; '),
    user: me.body,
  };
}

/** Signs each of `emails` in (in parallel), answering the users in the same order. */
export function signInAll(app: INestApplication | string, emails: readonly string[]): Promise<SignedInUser[]> {
  return Promise.all(emails.map((email) => signIn(app, email)));
}
