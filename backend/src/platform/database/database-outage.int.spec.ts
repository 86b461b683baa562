import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, passwordFileOf, procProcess, psProcess } from './embedded-postgres.mjs';
import { startApp, type AppProcess } from '../../test-support/app-process.js';
import { signIn, type SignedInUser } from '../../test-support/sign-in.js';

/**
 * The embedded PostgreSQL killed under the app (decision 0060): the app as its own process
 * (test-support/app-process.ts, as in main.int.spec.ts), its postmaster killed with SIGKILL in the middle of a load of
 * writes and reads. From outside: every answer during the outage is a 503 with Retry-After (never
 * a 500), the app comes back by itself, every acknowledged write is in the log and its read model,
 * and the projections reach the head of the log without parking anything.
 */
const lookup = process.platform === 'linux' ? procProcess : psProcess;

interface Health {
  status: string;
  checks: {
    database: { status: string; supervisor: { state: string; stops: number; restarts: number; incidents: { stoppedAt: string; restartedAt: string | null; attempts: number }[] } | null };
    projections: { maxLag: number | null; failed: string[] };
  };
}

describe('the embedded PostgreSQL killed under load', () => {
  let dataDir: string;
  let baseUrl: string;
  let app: AppProcess | undefined;
  /** The load's loops run while this is true (a failed expectation must not leave them spinning). */
  let running = false;
  /** Signed in as an admin (ADMIN_EMAILS' default) to say which projection lags when the spec fails. */
  let admin: SignedInUser | undefined;

  const pidFile = () => path.join(dataDir, 'pg', 'postmaster.pid');
  const postmaster = () => {
    const lines = fs.readFileSync(pidFile(), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  };
  const health = async (): Promise<{ status: number; body?: Health }> => {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
    return res ? { status: res.status, body: (await res.json()) as Health } : { status: 0 };
  };
  /** Until `/api/health` answers 200 with every projection at the head; answers how long it took. */
  const untilHealthy = async (limitMs: number): Promise<number> => {
    const began = Date.now();
    for (;;) {
      const { status, body } = await health();
      if (status === 200 && body?.checks.projections.maxLag === 0) return Date.now() - began;
      if (Date.now() - began > limitMs) {
        const lagging = admin ? ((await admin.agent.get('/api/admin/projections').catch(() => undefined))?.body as { lag: number }[] | undefined)?.filter((p) => p.lag > 0) : undefined;
        throw new Error(`not healthy after ${limitMs} ms (${status} ${JSON.stringify(body)}); lagging: ${JSON.stringify(lagging)}\n${app?.output().slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-outage-'));
    const port = await freePort();
    baseUrl = `http://localhost:${port}`;
    app = startApp(dataDir, port);
    await untilHealthy(90_000);
    admin = await signIn(baseUrl, 'admin@demo.example');
  }, 120_000);

  afterAll(async () => {
    running = false;
    app?.kill('SIGTERM');
    await app?.exited;
    if (fs.existsSync(pidFile())) {
      const { pid } = postmaster();
      if (lookup(pid)?.name === 'postgres') process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && lookup(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers 503 with Retry-After during the outage, restarts the server by itself, and loses no acknowledged write', async () => {
    const writer: SignedInUser = await signIn(baseUrl, 'writer@example.com');
    const acknowledged: string[] = [];
    /** Every answer that was neither a success nor a 503 with Retry-After. */
    const wrong: string[] = [];
    const unavailable: { retryAfter: string | undefined; message: string }[] = [];
    running = true;
    const check = (res: { status: number; headers: Record<string, string>; body: { message?: string }; text: string } | undefined, ok: number) => {
      if (!res) wrong.push('no answer');
      else if (res.status === 503) unavailable.push({ retryAfter: res.headers['retry-after'], message: String(res.body.message) });
      else if (res.status !== ok) wrong.push(`${res.status} ${res.text}`);
    };
    // Four writers, two readers (a read model, and the session check alone).
    const load = [
      ...Array.from({ length: 4 }, async (_, w) => {
        for (let i = 0; running; i += 1) {
          const res = await writer.agent.post('/api/teams').set(writer.headers).send({ name: `停止試験 ${w}-${i}` }).catch(() => undefined);
          check(res, 201);
          if (res?.status === 201) acknowledged.push(res.body.id);
          if (res?.status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
      ...['/api/teams', '/api/auth/user'].map(async (url) => {
        while (running) {
          check(await writer.agent.get(url).catch(() => undefined), 200);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    ];
    while (acknowledged.length < 20 && wrong.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const killed = postmaster().pid;
    process.kill(killed, 'SIGKILL');

    const killedAt = Date.now();
    // The supervisor notices (health says so while it restarts the server, and keeps the incident).
    let noticed = false;
    for (let i = 0; i < 100 && !noticed; i += 1) {
      noticed = ((await health()).body?.checks.database.supervisor?.stops ?? 0) >= 1;
      if (!noticed) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(noticed).toBe(true);
    // The load goes on once the server is back: writes succeed again, with nobody's help.
    const before = acknowledged.length;
    while (acknowledged.length < before + 5 && wrong.length === 0 && Date.now() - killedAt < 30_000) await new Promise((resolve) => setTimeout(resolve, 20));
    const downtime = Date.now() - killedAt;
    running = false;
    await Promise.all(load);
    // Then every projection and reactor reaches the head. Asked while the four writers still ran,
    // a zero lag needed a lull in their appends (the loops trail them by up to a head poll), which
    // a fast machine never gave: the loops kept pace (events per second = the append rate).
    await untilHealthy(30_000);

    expect(wrong).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(new Set(unavailable.map((u) => `${u.retryAfter} ${u.message}`))).toEqual(new Set(['3 データベースに接続できません。しばらくしてから再度お試しください。']));
    expect(downtime).toBeLessThan(30_000);
    expect(lookup(killed)).toBeUndefined();
    expect(lookup(postmaster().pid)?.parentPid).toBe(app!.pid);

    // The admin console's alarm: one stop, restarted by itself.
    const { body } = await health();
    expect(body!.checks.database.supervisor).toMatchObject({ state: 'running', stops: 1, restarts: 1 });
    expect(body!.checks.database.supervisor!.incidents[0].restartedAt).not.toBeNull();

    // Every acknowledged write is in the log once and in the read model; the read model shows exactly the log.
    const listed = ((await writer.agent.get('/api/teams').expect(200)).body as { id: string }[]).map((team) => team.id);
    // The cluster's own password, kept beside it (decision 0057).
    const password = fs.readFileSync(passwordFileOf(path.join(dataDir, 'pg')), 'utf8').trim();
    const db = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${postmaster().port}/pivot` });
    await db.connect();
    try {
      const logged = (await db.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE type = 'TeamCreated'")).rows.map((row) => row.stream_id);
      for (const id of acknowledged) {
        expect(listed.filter((listedId) => listedId === id)).toHaveLength(1);
        expect(logged.filter((streamId) => streamId === `team-${id}`)).toHaveLength(1);
      }
      expect([...listed].sort()).toEqual(logged.map((streamId) => streamId.replace(/^team-/, '')).sort());
      // Every projection and reactor reached the head, running, and nothing was parked for the outage.
      // (A checkpoint that only skipped events is stored a moment later: look for a few seconds.)
      const head = (await db.query<{ head: string }>('SELECT coalesce(max(position), 0)::text AS head FROM events')).rows[0].head;
      const behindHead = async () => (await db.query("SELECT name, position, state FROM projection_checkpoints WHERE position < $1 OR state <> 'running'", [head])).rows;
      let behind = await behindHead();
      for (let i = 0; i < 50 && behind.length > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        behind = await behindHead();
      }
      expect(behind).toEqual([]);
      expect((await db.query('SELECT count(*)::int AS n FROM projection_parked_events')).rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
    expect(app!.output()).not.toContain('unhandled error');
  }, 90_000);
});
