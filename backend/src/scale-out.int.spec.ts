import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from './create-app.js';
import { loadConfig } from './platform/config/app-config.js';
import { freePort } from './platform/database/embedded-postgres.mjs';
import { ProjectionRuntimeService } from './platform/projections/projection-runtime.service.js';
import { createTestDatabase } from './test-support/test-database.js';
import { signIn, type SignedInUser } from './test-support/sign-in.js';

interface Status {
  name: string;
  kind: 'projection' | 'reactor';
  state: string;
  position: string;
  headPosition: string;
  runner: string | null;
  tables: string[];
  rebuild: { state: string };
}
interface Entry {
  id: string;
  memberId: string;
  positionX: number;
  positionY: number;
  revision: number;
}

/**
 * Two app instances on one database, driven at once (issue 9, decision 0027): each projection
 * runs on one of them, a caller reads its own write on the other right after the answer, the
 * projected rows equal a clean rebuild's, and closing the instance running the projections lets
 * the other take over without a lost or doubled event.
 */
describe('two app instances on one database', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: NestExpressApplication;
  let b: NestExpressApplication;
  let aClosed = false;
  let servers: Record<'a' | 'b', Server>;
  let admin: SignedInUser;
  let teamId: string;
  let departmentId: string;

  // The read-your-writes bound every other integration spec runs with (test-support/test-app.ts): the
  // promise checked here is that a write is read on the other instance, not how fast a loaded
  // machine applies it (speed lives in the bench).
  const config = () =>
    loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ADMIN_EMAILS: 'scale-admin@example.com', TRUST_PROXY: 'loopback', READ_YOUR_WRITES_TIMEOUT_MS: '10000' });
  const listen = async (app: NestExpressApplication) => {
    const server = app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  };
  /** The admin's session (signed in on a) used against `on`: sessions live in the shared database. */
  const as = (on: 'a' | 'b') => {
    const agent = request(servers[on]);
    const withSession = <T extends request.Test>(req: T) => req.set('Cookie', admin.cookie).set(admin.headers) as T;
    return {
      get: (path: string) => withSession(agent.get(path)),
      post: (path: string, body: object) => withSession(agent.post(path)).send(body),
      put: (path: string, body: object) => withSession(agent.put(path)).send(body),
    };
  };
  const other = (on: 'a' | 'b') => (on === 'a' ? 'b' : 'a');
  const statuses = async (on: 'a' | 'b') => (await as(on).get('/api/admin/projections').expect(200)).body as Status[];
  const board = async (on: 'a' | 'b') => (await as(on).get(`/api/ms-matrix/team/${teamId}`).expect(200)).body as Entry[];

  async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await probe();
      if (accept(value)) return value;
      if (Date.now() > deadline) throw new Error(`condition not reached; last value: ${JSON.stringify(value)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Every row of every projection's tables, as sorted JSON per table. */
  async function projectedRows(tables: readonly string[]): Promise<Record<string, string[]>> {
    const source = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    try {
      const out: Record<string, string[]> = {};
      for (const table of [...tables].sort()) {
        const rows = (await source.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t`)) as { row: string }[];
        out[table] = rows.map((r) => r.row).sort();
      }
      return out;
    } finally {
      await source.destroy();
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    // One after the other: the first runs the migrations, and takes every projection's lease.
    a = await createApp(config(), db.url);
    b = await createApp(config(), db.url);
    servers = { a: await listen(a), b: await listen(b) };
    admin = await signIn(a, 'scale-admin@example.com');
  });
  afterAll(async () => {
    await b.close();
    if (!aClosed) await a.close();
    await db.drop();
  });

  it('runs each projection once, reads its own writes on the other instance, equals a clean rebuild, and survives losing the runner', async () => {
    const runnerA = a.get(ProjectionRuntimeService).instanceId;
    const runnerB = b.get(ProjectionRuntimeService).instanceId;
    const initial = await statuses('b');
    expect(initial.length).toBeGreaterThan(0);
    expect(new Set(initial.map((s) => s.runner))).toEqual(new Set([runnerA]));

    // A write answered by b (which runs no projection) is readable on a at once, and the other way round.
    teamId = (await as('b').post('/api/teams', { name: 'スケール検証チーム' }).expect(201)).body.id;
    expect(((await as('a').get('/api/teams').expect(200)).body as { id: string }[]).map((t) => t.id)).toContain(teamId);
    departmentId = (await as('a').post('/api/departments', { name: '開発部', teamId, color: '#3B82F6' }).expect(201)).body.id;
    expect(((await as('b').get(`/api/departments?teamId=${teamId}`).expect(200)).body as { id: string }[]).map((d) => d.id)).toContain(departmentId);

    // 24 members placed, alternating instances; each placement is on the other instance's board right away.
    const entries: Entry[] = [];
    await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const on = i % 2 ? 'a' : 'b';
        const res = await as(on)
          .post('/api/ms-matrix', { teamId, firstName: `太郎${i}`, lastName: '山田', email: `scale${i}@example.com`, departmentId, positionX: 0.5, positionY: 0.5 })
          .expect(201);
        expect(res.headers['x-read-model-lag']).toBeUndefined();
        expect((await board(other(on))).map((e) => e.id)).toContain(res.body.id);
        entries.push(res.body as Entry);
      }),
    );

    // Concurrent moves on the same entries from both instances; each caller reads its move (or a later one) on the other instance.
    let moves = 0;
    const move = async (round: number, worker: number) => {
      const on = (round + worker) % 2 ? 'a' : 'b';
      const entry = entries[(round * 7 + worker) % 6];
      const res = await as(on).put(`/api/ms-matrix/${entry.id}`, { positionX: ((round * 13 + worker) % 100) / 100, positionY: (worker % 10) / 10 }).expect(200);
      const mine = res.body as Entry;
      const seen = (await board(other(on))).find((e) => e.id === entry.id)!;
      expect(res.headers['x-read-model-lag']).toBeUndefined();
      expect(seen.revision).toBeGreaterThanOrEqual(mine.revision);
      moves += 1;
    };
    for (let round = 0; round < 20; round++) await Promise.all(Array.from({ length: 8 }, (_, worker) => move(round, worker)));
    expect(moves).toBe(160);

    // a, which runs every projection, goes away while b keeps taking moves: b takes over.
    const during = (async () => {
      for (let round = 20; round < 30; round++) {
        await Promise.all(Array.from({ length: 4 }, (_, worker) => as('b').put(`/api/ms-matrix/${entries[(round + worker) % 6].id}`, { positionX: 0.1, positionY: round / 100 }).expect(200)));
      }
    })();
    await a.close();
    aClosed = true;
    await during;
    const takenOver = await until(
      () => statuses('b'),
      (list) => list.every((s) => s.runner === runnerB && s.position === s.headPosition),
    );
    expect(takenOver.filter((s) => s.state === 'failed')).toEqual([]);

    // Every move is in the read model exactly once: revisions count the moves of each entry.
    const final = await board('b');
    const byId = new Map(final.map((e) => [e.id, e]));
    const audit = await Promise.all(entries.slice(0, 6).map(async (e) => (await as('b').get(`/api/ms-matrix/entries/${e.id}/audit`).expect(200)).body as unknown[]));
    for (const [i, e] of entries.slice(0, 6).entries()) expect(byId.get(e.id)!.revision).toBe(audit[i].length - 1);

    // A clean rebuild of every projection gives the same rows.
    const tables = takenOver.flatMap((s) => s.tables);
    const live = await projectedRows(tables);
    await as('b').post('/api/admin/projections/rebuild', {}).expect(202);
    await until(
      () => statuses('b'),
      (list) => list.filter((s) => s.kind === 'projection').every((s) => s.rebuild.state === 'done'),
      60_000,
    );
    expect(await projectedRows(tables)).toEqual(live);
  }, 120_000);
});

/**
 * The instance running the projections is a process of its own and is killed (SIGKILL: no
 * shutdown, its leases are not handed back): the in-process instance takes over once they expire,
 * and the moves both took lose nothing and double nothing.
 */
describe('an app instance killed while it runs the projections', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let b: NestExpressApplication;
  let killed: Promise<unknown> | null = null;
  let kill: () => void = () => undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    kill();
    await killed;
    await b?.close();
    await db.drop();
  });

  it('lets the other instance take over within seconds with no lost or doubled event', async () => {
    const port = (await freePort()) as number;
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(
      process.execPath,
      ['--import', path.join(import.meta.dirname, 'test-support', 'typescript-loader.mjs'), path.join(import.meta.dirname, 'main.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          PORT: String(port),
          BASE_URL: baseUrl,
          DATABASE_URL: db.url,
          EVENTSTORE_URL: '',
          OIDC_ISSUER_URL: '',
          SEED_DEMO: 'false',
          ADMIN_EMAILS: 'killed-admin@example.com',
          TRUST_PROXY: 'loopback',
          CLIENT_DIR: path.join(import.meta.dirname, 'no-client'),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let log = '';
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    killed = new Promise((resolve) => child.once('exit', resolve));
    kill = () => child.kill('SIGKILL');
    const deadline = Date.now() + 90_000;
    while ((await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status !== 200) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the app process did not start:\n${log.slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    b = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ADMIN_EMAILS: 'killed-admin@example.com', TRUST_PROXY: 'loopback' }), db.url);
    const server = b.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const admin = await signIn(baseUrl, 'killed-admin@example.com');
    const on = (where: 'child' | 'b') => {
      const agent = where === 'child' ? request(baseUrl) : request(server);
      return {
        get: (p: string) => agent.get(p).set('Cookie', admin.cookie).set(admin.headers),
        post: (p: string, body: object) => agent.post(p).set('Cookie', admin.cookie).set(admin.headers).send(body),
        put: (p: string, body: object) => agent.put(p).set('Cookie', admin.cookie).set(admin.headers).send(body),
      };
    };
    const statuses = async () => (await on('b').get('/api/admin/projections').expect(200)).body as Status[];
    const runnerB = b.get(ProjectionRuntimeService).instanceId;
    expect((await statuses()).every((s) => s.runner !== null && s.runner !== runnerB)).toBe(true);

    const teamId = (await on('b').post('/api/teams', { name: '停止検証チーム' }).expect(201)).body.id as string;
    const entries: Entry[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await on(i % 2 ? 'child' : 'b')
        .post('/api/ms-matrix', { teamId, firstName: `次郎${i}`, lastName: '田中', email: `killed${i}@example.com`, positionX: 0.5, positionY: 0.5 })
        .expect(201);
      entries.push(res.body as Entry);
    }
    // Moves on both instances; the runner is killed in the middle of them.
    const moves = Array.from({ length: 60 }, (_, i) => ({ where: (i % 2 ? 'child' : 'b') as 'child' | 'b', entry: entries[i % 4], x: (i % 10) / 10 }));
    let answered = 0;
    let takenOverAfterMs: Promise<number> | null = null;
    for (const [i, m] of moves.entries()) {
      if (i === 30) {
        kill();
        await killed;
        const killedAt = Date.now();
        takenOverAfterMs = (async () => {
          while (!(await statuses()).every((s) => s.runner === runnerB)) await new Promise((r) => setTimeout(r, 50));
          return Date.now() - killedAt;
        })();
      }
      if (i >= 30 && m.where === 'child') continue;
      await on(m.where).put(`/api/ms-matrix/${m.entry.id}`, { positionX: m.x, positionY: 0.5 }).expect(200);
      answered += 1;
    }
    // The leases last 6 s and are looked at every 2 s.
    expect(await takenOverAfterMs).toBeLessThan(9000);
    const caughtUpBy = Date.now() + 10_000;
    let after = await statuses();
    while (!after.every((s) => s.position === s.headPosition) && Date.now() < caughtUpBy) {
      await new Promise((r) => setTimeout(r, 100));
      after = await statuses();
    }
    expect(after.filter((s) => s.position !== s.headPosition)).toEqual([]);
    expect(after.filter((s) => s.state === 'failed')).toEqual([]);
    expect(answered).toBe(45);
    const board = (await on('b').get(`/api/ms-matrix/team/${teamId}`).expect(200)).body as Entry[];
    const placedAndMoved = await Promise.all(entries.map(async (e) => ((await on('b').get(`/api/ms-matrix/entries/${e.id}/audit`).expect(200)).body as unknown[]).length));
    expect(entries.map((e) => board.find((x) => x.id === e.id)!.revision + 1)).toEqual(placedAndMoved);
    const trails = (await on('b').get(`/api/ms-matrix/growth-history/${teamId}`).expect(200)).body as { entryId: string; history: unknown[] }[];
    expect(entries.map((e) => trails.find((t) => t.entryId === e.id)!.history.length)).toEqual(placedAndMoved);
  }, 180_000);
});
