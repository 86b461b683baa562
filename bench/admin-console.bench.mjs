// Issue 17, the admin console: (a) rebuilding every projection from the demo data plus the bench's
// board log, through the real server (POST /api/admin/projections/rebuild, then polling the status
// until every rebuild is done), vs the least a replay of all projections must do: for each
// projection one plain scan of the log and its rows written again in one statement per table (a
// server-side INSERT … SELECT into a copy with the same indexes); (b) the event log browser's
// first page over HTTP, signed in as an admin, vs a bare node:http handler running the same SQL.
import path from 'node:path';
import pg from 'pg';
import { PostgresEventStore } from '../backend/dist/platform/event-store/postgres-event-store.js';
import { boardStreams } from './fixtures/ms-board.mjs';
import { pathToFileURL } from 'node:url';
import { closedLoop, createDatabase, httpClient, inParallel, loadFactor, median, signIn, startApp, startChild, startPostgres } from './lib.mjs';

const ADMIN = 'bench-admin@example.com';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function statuses(session) {
  const res = await fetch(new URL('/api/admin/projections', session.baseUrl), { headers: { cookie: session.cookie } });
  if (!res.ok) throw new Error(`GET /api/admin/projections answered ${res.status}`);
  return res.json();
}

/** Waits until the log stops growing (the demo seeder is done) and every projection has caught up. */
async function settled(session, sql) {
  let last = -1;
  for (let i = 0; i < 600; i++) {
    const { rows } = await sql.query(`SELECT count(*)::int AS n FROM events`);
    const all = await statuses(session);
    if (rows[0].n === last && all.every((p) => p.lag === 0)) return rows[0].n;
    last = rows[0].n;
    await sleep(1000);
  }
  throw new Error('the demo data did not settle');
}

async function rebuildAllOverHttp(session) {
  const started = process.hrtime.bigint();
  const res = await fetch(new URL('/api/admin/projections/rebuild', session.baseUrl), {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrfToken },
  });
  if (res.status !== 202) throw new Error(`POST /api/admin/projections/rebuild answered ${res.status}: ${await res.text()}`);
  for (;;) {
    const all = await statuses(session);
    const projections = all.filter((p) => p.kind === 'projection');
    if (projections.every((p) => p.rebuild.state === 'done' || p.rebuild.state === 'failed')) {
      const failed = projections.filter((p) => p.rebuild.state === 'failed');
      if (failed.length) throw new Error(`rebuild failed: ${failed.map((p) => `${p.name}: ${p.rebuild.error}`).join('; ')}`);
      return { seconds: Number(process.hrtime.bigint() - started) / 1e9, projections };
    }
    await sleep(50);
  }
}

/** Per projection: one plain scan of the log, then its tables written again server-side into copies with the same indexes. */
async function baselineAll(client, projections) {
  const started = process.hrtime.bigint();
  for (const p of projections) {
    await client.query(`SELECT position, stream_id, revision, type, data, metadata FROM events ORDER BY position`);
    await client.query('BEGIN');
    for (const table of p.tables) {
      await client.query(`DROP TABLE IF EXISTS bench_copy_${table}`);
      await client.query(`CREATE TABLE bench_copy_${table} (LIKE ${table} INCLUDING ALL)`);
      await client.query(`INSERT INTO bench_copy_${table} SELECT * FROM ${table}`);
    }
    await client.query('COMMIT');
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export async function benchAdminConsole(serverUrl, { rounds = 3, clients = 4, seconds = 2 } = {}) {
  const url = await createDatabase(serverUrl, 'admin_console');
  const app = await startApp(url, { SEED_DEMO: 'true', ADMIN_EMAILS: ADMIN }, { readyMs: 300_000 * loadFactor() }); // seeding the demo precedes listening
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  let bare;
  try {
    const session = await signIn(app.baseUrl, ADMIN);
    await settled(session, sql);
    const store = new PostgresEventStore(url, 4);
    const { streams } = boardStreams({ members: 200, pointsPerMember: 50 });
    await inParallel(streams.length, 4, (i) => store.appendToStream(streams[i].streamId, streams[i].events, { expectedRevision: 'no_stream' }));
    await store.close();
    const events = await settled(session, sql);

    // (a) rebuild all vs scan + batched writes, alternating.
    const subject = [];
    const baseline = [];
    let projections = [];
    for (let r = 0; r < rounds; r++) {
      const run = await rebuildAllOverHttp(session);
      projections = run.projections;
      subject.push(run.seconds);
      baseline.push(await baselineAll(sql, projections));
    }
    const replayed = events * projections.length;
    const rebuild = {
      value: replayed / median(subject),
      baseline: replayed / median(baseline),
      events,
      projections: projections.length,
      seconds: median(subject),
      baselineSeconds: median(baseline),
    };

    // (b) the event log's first page, all categories and one category.
    await sql.query('ANALYZE events');
    bare = await startChild(path.join(import.meta.dirname, 'bare-event-log-server.mjs'), { DATABASE_URL: url });
    const appClient = httpClient(session.baseUrl, { connections: clients });
    const bareClient = httpClient(bare.baseUrl, { connections: clients });
    const query = (i) => (i % 2 === 0 ? 'limit=50' : 'limit=50&category=ms-matrix-entry');
    const check = (res, who) => {
      if (res.status !== 200) throw new Error(`${who} answered ${res.status}: ${res.body.slice(0, 300)}`);
      const page = JSON.parse(res.body);
      if (page.events.length !== 50) throw new Error(`${who} answered ${page.events.length} events`);
      return page;
    };
    const viaApp = async (_c, i) => check(await appClient.request('GET', `/api/admin/event-log/events?${query(i)}`, { cookie: session.cookie }), 'the server');
    const viaBare = async (_c, i) => check(await bareClient.request('GET', `/events?${query(i)}`, {}), 'the bare handler');
    try {
      const [a, b] = [await viaApp(0, 1), await viaBare(0, 1)];
      if (JSON.stringify(a.events.map((e) => e.eventId)) !== JSON.stringify(b.events.map((e) => e.eventId))) throw new Error('the server and the bare handler answer different pages');
      await closedLoop(clients, 1, viaApp);
      await closedLoop(clients, 1, viaBare);
      const http = [];
      const plain = [];
      for (let r = 0; r < rounds * 2; r++) {
        const pair = r % 2 === 0 ? [[http, viaApp], [plain, viaBare]] : [[plain, viaBare], [http, viaApp]];
        for (const [runs, send] of pair) runs.push(await closedLoop(clients, seconds, send));
      }
      const firstPage = {
        value: median(http.map((run) => run.perSecond)),
        baseline: median(plain.map((run) => run.perSecond)),
        httpMs: median(http.flatMap((run) => run.latencies)),
        bareMs: median(plain.flatMap((run) => run.latencies)),
        events,
        clients,
      };
      return { rebuild, firstPage };
    } finally {
      appClient.close();
      bareClient.close();
    }
  } finally {
    await sql.end();
    await bare?.stop();
    await app.stop();
  }
}

/** `node bench/admin-console.bench.mjs`: this file's figures alone (after `npm run build`). */
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startPostgres();
  try {
    const { rebuild, firstPage } = await benchAdminConsole(server.url);
    console.log(
      `rebuild all projections: ${rebuild.value.toFixed(0)} events/s vs baseline ${rebuild.baseline.toFixed(0)} → ratio ${(rebuild.value / rebuild.baseline).toFixed(3)} ` +
        `(${rebuild.projections} projections × ${rebuild.events} events; ${rebuild.seconds.toFixed(2)} s vs ${rebuild.baselineSeconds.toFixed(2)} s)`,
    );
    console.log(
      `event log first page: ${firstPage.value.toFixed(0)} pages/s vs baseline ${firstPage.baseline.toFixed(0)} → ratio ${(firstPage.value / firstPage.baseline).toFixed(3)} ` +
        `(median ${firstPage.httpMs.toFixed(1)} ms vs ${firstPage.bareMs.toFixed(1)} ms, ${firstPage.events} events)`,
    );
  } finally {
    await server.stop();
  }
}
