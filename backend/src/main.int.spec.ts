import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, passwordFileOf, procProcess, psProcess } from './platform/database/embedded-postgres.mjs';
import { startApp as startAppProcess, type AppProcess } from './test-support/app-process.js';
import { signIn } from './test-support/sign-in.js';

/** The app as its own process (test-support/app-process.ts), started again and again on one data directory. */
const running = new Set<AppProcess>();
const lookup = process.platform === 'linux' ? procProcess : psProcess;

function startApp(dataDir: string, port: number): AppProcess {
  const app = startAppProcess(dataDir, port);
  running.add(app);
  void app.exited.then(() => running.delete(app));
  return app;
}

/** Waits for `GET /api/health` to answer 200 with every projection caught up. */
async function untilHealthy(app: AppProcess, baseUrl: string): Promise<void> {
  let exitedWith: number | NodeJS.Signals | undefined;
  void app.exited.then((how) => (exitedWith = how));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exitedWith !== undefined) throw new Error(`the app exited (${exitedWith}):\n${app.output().slice(-4000)}`);
    const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (health?.status === 200 && ((await health.json()) as { checks: { projections: { maxLag: number } } }).checks.projections.maxLag === 0) return;
    if (Date.now() > deadline) throw new Error(`the app is not healthy after 60 s:\n${app.output().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const pidFile = (dataDir: string) => path.join(dataDir, 'pg', 'postmaster.pid');
/** The embedded server's pid and port, from the pid file PostgreSQL keeps in its cluster. */
const postmaster = (dataDir: string) => {
  const lines = fs.readFileSync(pidFile(dataDir), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
};

describe('the app as a process (main.ts)', () => {
  let dataDir: string;
  let port: number;
  let baseUrl: string;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-main-'));
    port = await freePort();
    baseUrl = `http://localhost:${port}`;
  });
  afterEach(async () => {
    for (const app of running) {
      app.kill('SIGTERM');
      await app.exited;
    }
    // A failed test may have left a server with no app (the case under test): stop it.
    if (fs.existsSync(pidFile(dataDir))) {
      const { pid } = postmaster(dataDir);
      if (lookup(pid)?.name === 'postgres') process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && lookup(pid); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('comes back healthy after kill -9 under load, with every acknowledged write there exactly once', async () => {
    const first = startApp(dataDir, port);
    await untilHealthy(first, baseUrl);
    const writer = await signIn(baseUrl, 'writer@example.com');

    const acknowledged: string[] = [];
    const refused: string[] = [];
    let killed = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !killed; i += 1) {
        const res = await writer.agent.post('/api/teams').set(writer.headers).send({ name: `負荷 ${w}-${i}` }).catch(() => undefined);
        if (res?.status === 201) acknowledged.push(res.body.id);
        else if (!killed) refused.push(res ? `${res.status} ${res.text}` : 'no answer');
      }
    });
    while (acknowledged.length < 40 && refused.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const orphan = postmaster(dataDir).pid;
    killed = true;
    first.kill('SIGKILL');
    await Promise.all(writers);
    expect(await first.exited).toBe('SIGKILL');
    expect(refused).toEqual([]);
    expect(lookup(orphan)?.name).toBe('postgres'); // the server outlived its app

    const second = startApp(dataDir, port);
    await untilHealthy(second, baseUrl);
    expect(lookup(orphan)).toBeUndefined();
    expect(lookup(postmaster(dataDir).pid)?.parentPid).toBe(second.pid);

    // The session lives in PostgreSQL: the writer is still signed in.
    const teams = (await writer.agent.get('/api/teams').expect(200)).body as { id: string }[];
    const listed = teams.map((team) => team.id);
    const password = fs.readFileSync(passwordFileOf(path.join(dataDir, 'pg')), 'utf8').trim();
    const db = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${postmaster(dataDir).port}/pivot` });
    await db.connect();
    const logged = (await db.query<{ stream_id: string }>("SELECT stream_id FROM events WHERE type = 'TeamCreated'")).rows.map((row) => row.stream_id);
    await db.end();
    for (const id of acknowledged) {
      expect(listed.filter((listedId) => listedId === id)).toHaveLength(1);
      expect(logged.filter((streamId) => streamId === `team-${id}`)).toHaveLength(1);
    }
    // A write in flight at the kill may or may not have committed; the read model shows exactly the log.
    expect([...listed].sort()).toEqual(logged.map((streamId) => streamId.replace(/^team-/, '')).sort());

    const after = await writer.agent.post('/api/teams').set(writer.headers).send({ name: '再起動後' }).expect(201);
    expect(((await writer.agent.get('/api/teams').expect(200)).body as { id: string }[]).map((team) => team.id)).toContain(after.body.id);
  }, 120_000);

  it('refuses a second start on the same data directory and leaves the running app alone', async () => {
    const first = startApp(dataDir, port);
    await untilHealthy(first, baseUrl);
    const server = postmaster(dataDir).pid;

    const second = startApp(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `PostgreSQL (pid ${server}) on ${path.join(dataDir, 'pg')} belongs to a running process (pid ${first.pid}): stop that app first`,
    );
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    expect(postmaster(dataDir).pid).toBe(server);
  }, 120_000);

  it('answers the requests in flight at SIGTERM, then stops its PostgreSQL and starts again on the same data directory', async () => {
    const first = startApp(dataDir, port);
    await untilHealthy(first, baseUrl);
    const writer = await signIn(baseUrl, 'writer@example.com');
    const server = postmaster(dataDir).pid;

    // Sixty writes at once; the stop comes as the first is answered, while the rest are being handled.
    const writes = Array.from({ length: 60 }, (_, i) =>
      writer.agent
        .post('/api/teams')
        .set(writer.headers)
        .send({ name: `停止中 ${i}` })
        .then((res) => res.status, () => 'no answer' as const),
    );
    await Promise.race(writes);
    first.kill('SIGTERM');
    const statuses = await Promise.all(writes);
    expect(await first.exited).toBe(0);
    // A request the app had taken is answered; one it had not yet taken finds the port closed.
    expect(statuses).toContain(201);
    expect(statuses.filter((status) => status !== 201 && status !== 'no answer')).toEqual([]);
    expect(lookup(server)).toBeUndefined();
    expect(fs.existsSync(pidFile(dataDir))).toBe(false);

    const second = startApp(dataDir, port);
    await untilHealthy(second, baseUrl);
  }, 120_000);
});
