import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { createApp } from './create-app.js';
import { ChangeUserRole } from './modules/users/index.js';
import { loadConfig } from './platform/config/app-config.js';
import { ProjectionRuntimeService } from './platform/projections/projection-runtime.service.js';
import { createTestDatabase } from './test-support/test-database.js';
import { signIn, type SignedInUser } from './test-support/sign-in.js';

/**
 * Two instances of the app on one database, as behind a load balancer (decision 0026): whatever
 * one instance counts, stores or changes, a request on the other one honours.
 */
describe('two app instances on one database', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  const env = { NODE_ENV: 'test', SEED_DEMO: 'false', TRUST_PROXY: 'loopback', RATE_LIMIT_LOGIN: '4' };

  beforeAll(async () => {
    db = await createTestDatabase();
    // One after the other: the first runs the migrations.
    a = await createApp(loadConfig(env), db.url);
    b = await createApp(loadConfig(env), db.url);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  const on = (app: NestExpressApplication) => request(app.getHttpServer());
  const asUser = (app: NestExpressApplication, user: SignedInUser, path: string) => on(app).get(path).set('Cookie', user.cookie);

  /** Asks `check` until it answers true, and answers the milliseconds that took (fails after `withinMs`). */
  async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - started;
  }

  it('counts a client address into one rate limit whichever instance it reaches', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await on(i % 2 ? b : a).get('/api/login').set('X-Forwarded-For', '203.0.113.7')).status);
    expect(statuses).toEqual([302, 302, 302, 302, 429]);
    // The other instance refuses the address as well, and another address is still served.
    expect((await on(b).get('/api/login').set('X-Forwarded-For', '203.0.113.7')).status).toBe(429);
    expect((await on(b).get('/api/login').set('X-Forwarded-For', '203.0.113.8')).status).toBe(302);
  });

  it('accepts a session and its CSRF token made on one instance for a write on the other', async () => {
    const user = await signIn(a, 'writer@example.com');
    const res = await on(b).put(`/api/users/${user.user.id}`).set('Cookie', user.cookie).set(user.headers).send({ firstName: '書き手', lastName: '山田' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.user.id, firstName: '書き手' });
    // Without the token the other instance refuses the write like the first would.
    const forged = await on(b).put(`/api/users/${user.user.id}`).set('Cookie', user.cookie).send({ firstName: '偽物', lastName: '山田' });
    expect(forged.status).toBe(403);
  });

  it('ends a session on the other instance when it signs out on one, within the session cache time (2 s)', async () => {
    const user = await signIn(a, 'leaver@example.com');
    // The other instance has the session in its cache.
    expect((await asUser(b, user, '/api/auth/user')).status).toBe(200);
    expect((await asUser(a, user, '/api/logout')).status).toBe(302);
    expect((await asUser(a, user, '/api/auth/user')).status).toBe(401);
    await until(async () => (await asUser(b, user, '/api/auth/user')).status === 401, 2_500);
  });

  // Last: it stops the other instance's projections, as when only one instance runs them.
  it('lets a role change made through one instance count on the other within a second, also where the users projection does not run', async () => {
    await b.get(ProjectionRuntimeService).stop();
    const user = await signIn(a, 'climber@example.com');
    // The other instance has the member's row in its cache (kept 5 s).
    expect((await asUser(b, user, '/api/admin/projections')).status).toBe(403);
    await a.get(CommandBus).execute(new ChangeUserRole({ userId: user.user.id, userType: 'admin' }));
    const tookMs = await until(async () => (await asUser(b, user, '/api/admin/projections')).status === 200, 4_000);
    expect(tookMs).toBeLessThan(1_000);
  });
});
