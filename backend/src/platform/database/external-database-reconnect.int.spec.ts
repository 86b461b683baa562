import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { createApp } from '../../create-app.js';
import { loadConfig } from '../config/app-config.js';
import { signIn, type SignedInUser } from '../../test-support/sign-in.js';
import { createTestDatabase } from '../../test-support/test-database.js';

/**
 * An external DATABASE_URL whose server drops every connection of the app (57P01, as a restart or
 * a failover does) again and again for a while (decision 0060): there is no supervisor, the
 * answers meanwhile are 2xx or 503 with Retry-After, and then every pool (read models, event
 * store, sessions, rate limits, leases) has new connections: writes, reads and the projections
 * go on without a restart.
 */
describe('an external database that drops the connections', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let admin: pg.Client;
  let writer: SignedInUser;
  let running = false;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', RATE_LIMIT_LOGIN: '10000' }), db.url);
    writer = await signIn(app, 'writer@example.com');
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    running = false;
    await admin.end();
    await app.close();
    await db.drop();
  });

  it('answers 503 with Retry-After while they drop, and recovers by itself with every acknowledged write there', async () => {
    const acknowledged: string[] = [];
    const wrong: string[] = [];
    let unavailable = 0;
    running = true;
    const check = (res: { status: number; headers: Record<string, string>; text: string } | undefined, ok: number) => {
      if (!res) wrong.push('no answer');
      else if (res.status === 503 && res.headers['retry-after'] === '3') unavailable++;
      else if (res.status !== ok) wrong.push(`${res.status} ${res.headers['retry-after'] ?? ''} ${res.text}`);
    };
    const load = [
      ...Array.from({ length: 3 }, async (_, w) => {
        for (let i = 0; running; i += 1) {
          const res = await writer.agent.post('/api/teams').set(writer.headers).send({ name: `切断試験 ${w}-${i}` }).catch(() => undefined);
          check(res, 201);
          if (res?.status === 201) acknowledged.push(res.body.id);
        }
      }),
      ...['/api/teams', '/api/auth/user'].map(async (url) => {
        while (running) {
          check(await writer.agent.get(url).catch(() => undefined), 200);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    ];
    while (acknowledged.length < 10 && wrong.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // Two seconds of every connection of the app being terminated as soon as it is seen.
    const until = Date.now() + 2000;
    let terminated = 0;
    while (Date.now() < until) {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      terminated += rows[0].n;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const before = acknowledged.length;
    const recoveredBy = Date.now() + 15_000;
    while (acknowledged.length < before + 10 && Date.now() < recoveredBy && wrong.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    running = false;
    await Promise.all(load);

    expect(terminated).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
    expect(unavailable).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(before + 10);

    // The projections catch up by themselves; health says so, with no supervisor for an external database.
    let health: { status: number; body: { checks: { database: { supervisor: unknown }; projections: { maxLag: number } } } } | undefined;
    for (let i = 0; i < 100; i += 1) {
      const res = await writer.agent.get('/api/health');
      health = { status: res.status, body: res.body };
      if (res.status === 200 && res.body.checks.projections.maxLag === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health).toMatchObject({ status: 200, body: { checks: { database: { supervisor: null }, projections: { maxLag: 0 } } } });
    const listed = ((await writer.agent.get('/api/teams').expect(200)).body as { id: string }[]).map((team) => team.id);
    for (const id of acknowledged) expect(listed).toContain(id);
    expect((await admin.query('SELECT count(*)::int AS n FROM projection_parked_events')).rows[0].n).toBe(0);
  }, 60_000);
});
