import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { freePort } from '../database/embedded-postgres.mjs';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * A browser that reaches sign-in under another host name than BASE_URL's (127.0.0.1 when the
 * base is localhost) is sent to the base first, so the whole sign-in happens on one host name and
 * its cookies come back at the callback. No proxy here: the `Host` header is the browser's, and
 * an `X-Forwarded-Host` from anyone is ignored.
 */
describe('sign-in on the canonical host (BASE_URL)', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let port: number;
  let base: string;

  beforeAll(async () => {
    port = await freePort();
    base = `http://localhost:${port}`;
    testApp = await startTestApp({ BASE_URL: base });
    ({ app } = testApp);
    await new Promise<void>((resolve) => (app.getHttpServer() as Server).listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await testApp.close();
  });

  /**
   * A browser: it sends the `Host` of the address it is at, keeps cookies per host name (as
   * browsers do, whatever the port) and follows redirects to other hosts. Every host name here
   * reaches this one server.
   */
  function browser(startHost: string) {
    const jars = new Map<string, Map<string, string>>();
    let host = startHost;
    const jar = () => {
      const hostname = new URL(`http://${host}`).hostname;
      if (!jars.has(hostname)) jars.set(hostname, new Map());
      return jars.get(hostname)!;
    };
    const send = async (method: 'get' | 'post', path: string, form?: Record<string, string>) => {
      let req = request(app.getHttpServer())[method](path).set('Host', host).redirects(0);
      const cookies = jar();
      if (cookies.size) req = req.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      const res = await (form ? req.type('form').send(form) : req);
      for (const line of (res.headers['set-cookie'] as unknown as string[] | undefined) ?? []) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
      }
      return res;
    };
    /** The path to request next, moving to the redirect's host when it names one. */
    const follow = (location: string) => {
      const url = new URL(location, `http://${host}`);
      host = url.host;
      return `${url.pathname}${url.search}`;
    };
    return {
      host: () => host,
      send,
      /** Signs `email` in from `path` on: the login, the issuer's form, the callback; answers the callback's response. */
      async signIn(path: string, email: string) {
        let res = await send('get', path);
        for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops += 1) res = await send('get', follow(String(res.headers.location)));
        const action = /<form method="post" action="([^"]+)"/.exec(res.text)?.[1];
        if (!action) throw new Error(`expected the issuer's form, got ${res.status} ${res.text}`);
        res = await send('post', follow(action), { email });
        for (let hops = 0; hops < 10 && res.status >= 300 && res.status < 400; hops += 1) {
          const next = follow(String(res.headers.location));
          res = await send('get', next);
          if (next.startsWith('/api/callback')) break;
        }
        return res;
      },
    };
  }

  it('a sign-in started on 127.0.0.1 when the base is localhost is sent to the base first, and completes there', async () => {
    const visitor = browser(`127.0.0.1:${port}`);
    const callback = await visitor.signIn('/api/login?returnTo=%2Fcommunity%2Fforum', 'tachiyori@example.com');
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/community/forum');
    expect(visitor.host()).toBe(`localhost:${port}`);
    const me = await visitor.send('get', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'tachiyori@example.com' });
  });

  it('counts a sign-in reached on another host name once against the login rate limit, not once per host', async () => {
    const counted = async () => {
      const rows = (await app.get(DataSource).query(`SELECT coalesce(sum(hits), 0)::int AS hits FROM rate_limit_counters WHERE key LIKE 'login:%'`)) as { hits: number }[];
      return rows[0].hits;
    };
    const before = await counted();
    const callback = await browser(`127.0.0.1:${port}`).signIn('/api/login', 'once@example.com');
    expect(callback.status).toBe(302);
    expect((await counted()) - before).toBe(1);
  });

  it('/api/login and /api/callback under another host name redirect to the same path and query on BASE_URL', async () => {
    const login = await request(app.getHttpServer()).get('/api/login?returnTo=%2Fcommunity%3Ftab%3D1').set('Host', `127.0.0.1:${port}`).redirects(0);
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe(`${base}/api/login?returnTo=%2Fcommunity%3Ftab%3D1`);
    // No sign-in was started on the wrong host: no session.
    expect(((login.headers['set-cookie'] as unknown as string[] | undefined) ?? []).filter((line) => line.startsWith('sid='))).toEqual([]);
    const callback = await request(app.getHttpServer()).get('/api/callback?code=abc&state=xyz').set('Host', `127.0.0.1:${port}`).redirects(0);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe(`${base}/api/callback?code=abc&state=xyz`);
  });

  it('on the base host name (whatever the port) goes to the issuer; X-Forwarded-Host is ignored without a trusted proxy', async () => {
    for (const host of [`localhost:${port}`, 'localhost:8080', 'LOCALHOST']) {
      const login = await request(app.getHttpServer()).get('/api/login').set('Host', host).set('X-Forwarded-Host', 'evil.example').redirects(0);
      expect(login.status).toBe(302);
      expect(new URL(String(login.headers.location)).pathname).toBe('/oidc/auth');
    }
  });

  it('still refuses a returnTo that leaves the site on any host, before any redirect', async () => {
    const res = await request(app.getHttpServer()).get('/api/login').query({ returnTo: '//evil.example/x' }).set('Host', `127.0.0.1:${port}`).redirects(0);
    expect(res.status).toBe(400);
  });
});
