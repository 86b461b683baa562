import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signIn, type SignedInUser } from './test-support/sign-in.js';
import { startTestApp, type TestDatabase } from './test-support/test-app.js';

describe('HTTP security', () => {
  describe('without a trusted proxy (TRUST_PROXY unset, the default)', () => {
    let app: NestExpressApplication;
    let db: TestDatabase;
    beforeAll(async () => ({ app, db } = await startTestApp({ RATE_LIMIT_LOGIN: '3' })));
    afterAll(async () => {
      await app.close();
      await db.drop();
    });
    const http = () => request(app.getHttpServer());
    /** Every request claims to come from another client. */
    const spoofed = (n: number) => `198.51.100.${n}`;

    it('limits /api/login by the connecting address, whatever X-Forwarded-For claims', async () => {
      const statuses = [];
      // On BASE_URL's host name (localhost): elsewhere /api/login only sends the browser there (decision 0062).
      for (let i = 0; i < 4; i += 1) statuses.push((await http().get('/api/login').set('Host', 'localhost').set('X-Forwarded-For', spoofed(i))).status);
      expect(statuses).toEqual([302, 302, 302, 429]);
    });

    it("limits the issuer's sign-in form POST the same way", async () => {
      const post = (i: number) => http().post('/oidc/interaction/unknown/login').type('form').set('X-Forwarded-For', spoofed(10 + i)).send({ email: 'a@example.com' });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await post(i)).status);
      expect(statuses.slice(0, 3)).not.toContain(429);
      const limited = await post(4);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it("limits refused code exchanges at the issuer's token endpoint", async () => {
      const exchange = (i: number) =>
        http()
          .post('/oidc/token')
          .type('form')
          .set('X-Forwarded-For', spoofed(20 + i))
          .send({ grant_type: 'authorization_code', code: `guessed-${i}`, client_id: 'pivot-community', client_secret: 'guessed', redirect_uri: 'http://localhost:3000/api/callback' });
      for (let i = 0; i < 3; i += 1) expect((await exchange(i)).status).toBe(401);
      expect((await exchange(3)).status).toBe(429);
    });

    it('sends no HSTS over plain http', async () => {
      const res = await http().get('/api/health');
      expect(res.status).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('with BASE_URL on https', () => {
    let app: NestExpressApplication;
    let db: TestDatabase;
    beforeAll(async () => ({ app, db } = await startTestApp({ BASE_URL: 'https://pivot.example.com', TRUST_PROXY: 'loopback' })));
    afterAll(async () => {
      await app.close();
      await db.drop();
    });

    it('tells browsers to come back on https only (HSTS)', async () => {
      const res = await request(app.getHttpServer()).get('/api/health');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });
  });

  describe('Cache-Control', () => {
    let app: NestExpressApplication;
    let db: TestDatabase;
    let admin: SignedInUser;
    let teamId: string;
    beforeAll(async () => {
      ({ app, db } = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' }));
      admin = await signIn(app, 'admin@example.com');
      const team = await admin.agent.post('/api/teams').set(admin.headers).send({ name: 'キャッシュ検証チーム' }).expect(201);
      teamId = team.body.id as string;
    });
    afterAll(async () => {
      await app.close();
      await db.drop();
    });
    const http = () => request(app.getHttpServer());
    /** The status and headers of the live channel's answer, then the stream is closed. */
    const liveHeaders = async (cookie: string) => {
      const server = app.getHttpServer() as Server;
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
        const { port } = server.address() as AddressInfo;
        const req = get({ host: '127.0.0.1', port, path: '/api/live', headers: { Cookie: cookie, Accept: 'text/event-stream' } }, (res) => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers });
          req.destroy();
        });
        req.on('error', reject);
      });
    };

    it('is no-store on every GET route of the OpenAPI document, signed in and out, whatever the status', async () => {
      const document = (await http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
      // Sign-out last: it ends the session the others use.
      const paths = Object.keys(document.paths)
        .filter((path) => 'get' in document.paths[path])
        .sort((a, b) => Number(a === '/api/logout') - Number(b === '/api/logout'));
      expect(paths).toEqual(expect.arrayContaining(['/api/company-members/export', '/api/ms-matrix/team/{teamId}/export.csv']));
      const seen: string[] = [];
      for (const path of paths) {
        const url = path.replace(/\{[^}]+\}/g, teamId);
        // The live channel never ends for a signed-in user: its headers are read, then it is closed.
        const signedIn = path === '/api/live' ? await liveHeaders(admin.cookie) : await admin.agent.get(url).query({ teamId });
        for (const res of [await http().get(url).query({ teamId }), signedIn]) {
          seen.push(`${res.status} GET ${path}: ${String(res.headers['cache-control']).replace(', no-transform', '')}`);
        }
      }
      expect(seen.filter((line) => !line.endsWith(': no-store'))).toEqual([]);
      // The walk met answers of every kind: data, files, redirects, refusals, not-found.
      const statuses = new Set(seen.map((line) => line.split(' ')[0]));
      for (const status of ['200', '302', '401', '404']) expect(statuses).toContain(status);
    });

    it('is no-store on errors and on the sign-in issuer, JSON and pages', async () => {
      const answers = [
        await http().get('/api/no-such-route'),
        await http().post('/api/teams').send({ name: 'x' }),
        await http().get('/oidc/.well-known/openid-configuration'),
        await http().post('/oidc/token').type('form').send({ grant_type: 'authorization_code', code: 'x' }),
        await http().get('/oidc/interaction/unknown'),
      ];
      expect(answers.map((res) => [res.status, res.headers['cache-control']])).toEqual([
        [404, 'no-store'],
        [403, 'no-store'],
        [200, 'no-store'],
        [400, 'no-store'],
        [400, 'no-store'],
      ]);
    });
  });

  describe('methods', () => {
    let app: NestExpressApplication;
    let db: TestDatabase;
    beforeAll(async () => ({ app, db } = await startTestApp()));
    afterAll(async () => {
      await app.close();
      await db.drop();
    });
    const http = () => request(app.getHttpServer());

    it('answers a path a route takes, asked with another method, 405 with Allow; an unknown path 404; and changes nothing', async () => {
      // Signed in with the CSRF token: the CSRF check refuses a bare write first (403).
      const member = await signIn(app, 'method.check@example.com');
      const teams = await member.agent.patch('/api/teams').set(member.headers).send({ name: 'x' }).expect(405);
      expect(teams.headers.allow).toBe('GET, HEAD, POST');
      expect(teams.body).toMatchObject({ statusCode: 405, message: expect.stringContaining('PATCH') });
      expect((await member.agent.put('/api/health').set(member.headers).expect(405)).headers.allow).toBe('GET, HEAD');
      // A parameterised path: the methods of every route the path matches.
      expect((await member.agent.put('/api/teams/some-team/members').set(member.headers).expect(405)).headers.allow).toContain('GET');
      await member.agent.patch('/api/no-such-route').set(member.headers).expect(404);
      // An unknown path is a 404 in Japanese (Nest's own says "Cannot GET …").
      expect((await http().get('/api/no-such-route?x=1').expect(404)).body).toMatchObject({ statusCode: 404, message: 'GET /api/no-such-route は存在しません' });
      expect((await member.agent.get('/api/teams').expect(200)).body).toEqual([]);
    });
  });
});

