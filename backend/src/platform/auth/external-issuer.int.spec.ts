import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { loadConfig } from '../config/app-config.js';
import { freePort } from '../database/embedded-postgres.mjs';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { createApp } from '../../create-app.js';
import { createTestDatabase } from '../../test-support/test-database.js';

/**
 * The external-issuer path (OIDC_ISSUER_URL: discovery, client_secret_basic, PKCE, a remote
 * JWKS) against a real issuer: another instance's embedded one, listening on its own port. The
 * app under test claims the issuer's base URL as its own, so the redirect URI registered there
 * is its callback.
 */
describe('sign-in through an external issuer found by discovery', () => {
  let issuerApp: NestExpressApplication;
  let app: NestExpressApplication;
  const dbs: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const [issuerDb, appDb] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    dbs.push(issuerDb, appDb);
    issuerApp = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', BASE_URL: origin }), issuerDb.url);
    await new Promise<void>((resolve) => (issuerApp.getHttpServer() as Server).listen(port, '127.0.0.1', resolve));
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', BASE_URL: origin, OIDC_ISSUER_URL: `${origin}/oidc` }), appDb.url);
  });
  afterAll(async () => {
    await app?.close();
    await issuerApp?.close();
    await Promise.all(dbs.map((db) => db.drop()));
  });

  it('signs a person in: PKCE at the issuer, the ID token checked against its published keys, the account linked', async () => {
    const browserAtApp = request.agent(app.getHttpServer());
    const browserAtIssuer = request.agent(issuerApp.getHttpServer());
    const pathOf = (location: string) => {
      const url = new URL(location, origin);
      return `${url.pathname}${url.search}`;
    };

    const login = await browserAtApp.get('/api/login');
    const authorize = new URL(String(login.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${origin}/oidc/auth`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    let res = await browserAtIssuer.get(pathOf(authorize.href));
    while (res.status >= 300 && res.status < 400) res = await browserAtIssuer.get(pathOf(String(res.headers.location)));
    const action = /<form method="post" action="([^"]+)"/.exec(res.text)![1];
    res = await browserAtIssuer.post(action).type('form').send({ email: 'external@example.com' });
    while (!String(res.headers.location).includes('/api/callback')) res = await browserAtIssuer.get(pathOf(String(res.headers.location)));

    const callback = await browserAtApp.get(pathOf(String(res.headers.location)));
    expect(callback.status).toBe(302);
    const me = await browserAtApp.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'external@example.com' });
    const linked = (await app.get<EventStore>(EVENT_STORE).readAll()).filter((e) => e.type === 'UserIdentityLinked').map((e) => e.data);
    expect(linked).toEqual([{ userId: me.body.id, issuer: `${origin}/oidc`, subject: 'external@example.com' }]);
  });
});
