// Small helpers shared by the bench figures: a private embedded PostgreSQL, timing, medians,
// the real server as a child process and a scripted sign-in.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import zlib from 'node:zlib';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../backend/src/platform/database/embedded-postgres.mjs';

export { freePort };

// Server modules read these when they load: import lib.mjs before anything from backend/dist.
process.env.NODE_ENV ??= 'production';
process.env.LOG_LEVEL ??= 'silent';

/**
 * A fresh PostgreSQL server with default durability (fsync on): the figures are ratios on it.
 * With `keep` (a directory), the server's cluster lives in `keep/pg` and outlives the run, with
 * what was seeded into it (`node bench/search-only.mjs` with BENCH_KEEP_DB).
 */
export function startPostgres({ keep = null } = {}) {
  return startEmbeddedPostgres({
    dataDir: keep ? path.join(keep, 'pg') : fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-bench-pg-')),
    database: 'bench',
    persistent: Boolean(keep),
  });
}

/**
 * The server's secrets for a database kept between runs, stored in `keep/secrets.json` (mode 0600)
 * at the first run: a server started on a kept database with fresh secrets could not open the
 * personal data sealed by the last one, nor its sessions. Handed to `startApp` as its `env`.
 */
export function keptSecrets(keep) {
  const file = path.join(keep, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const secrets = Object.fromEntries(['SESSION_SECRET', 'OIDC_CLIENT_SECRET', 'PERSONAL_DATA_KEY', 'ANONYMITY_KEY'].map((name) => [name, randomBytes(32).toString('hex')]));
  fs.mkdirSync(keep, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `fn` and answers operations per second for `ops` operations. */
export async function rate(ops, fn) {
  const start = process.hrtime.bigint();
  await fn();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return ops / seconds;
}

/**
 * Measures subject and baseline in alternating rounds (so drift on a shared machine hits both)
 * and answers the medians.
 */
export async function alternate(rounds, subject, baseline) {
  const s = [];
  const b = [];
  for (let i = 0; i < rounds; i++) {
    b.push(await baseline(i));
    s.push(await subject(i));
  }
  return { value: median(s), baseline: median(b) };
}

/** A new, empty database on the bench's PostgreSQL server (`ifMissing`: or the one of that name kept from a last run); answers its URL. */
export async function createDatabase(serverUrl, name, { ifMissing = false } = {}) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = ifMissing && (await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount > 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Milliseconds `fn` takes. */
export async function elapsedMs(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Runs `fn(i)` for i in 0..count-1 with at most `concurrency` at once. */
export async function inParallel(count, concurrency, fn) {
  let next = 0;
  const worker = async () => {
    while (next < count) await fn(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/**
 * A keep-alive HTTP/1.1 client on `node:http` for load figures: the same code calls the subject
 * and the baseline, and it costs less per request than `fetch`, so that the client's own work
 * (which both sides pay) does not flatten the ratio. At most `connections` sockets, kept open.
 * `request` answers { status, headers, body } with the body as text.
 */
export function httpClient(baseUrl, { connections = 16 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  return {
    request: (method, pathname, headers, body) =>
      new Promise((resolve, reject) => {
        const req = http.request({ agent, hostname, port, method, path: pathname, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      }),
    close: () => agent.destroy(),
  };
}

/**
 * `clients` closed loops for `seconds`: client c calls `send(c, i)` for its i-th request as soon as
 * its last one answered. Answers requests/s over the whole run and every request's latency (ms).
 */
export async function closedLoop(clients, seconds, send) {
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; performance.now() < until; i++) {
        const sent = performance.now();
        await send(c, i);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return { perSecond: latencies.length / ((performance.now() - start) / 1000), latencies };
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * How much slower than an idle machine this one is likely to run: the 1-minute load average per
 * core, at least 1. Waits for work (a server starting, projections catching up) are stretched by
 * it, so a busy machine gets a late figure instead of a stopped run.
 */
export function loadFactor() {
  return Math.max(1, os.loadavg()[0] / os.availableParallelism());
}

/** Events in the log of `databaseUrl` (0 without an events table). */
async function eventsIn(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(`SELECT count(*)::int AS n FROM events`)).rows[0].n;
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/**
 * Waits until the server's projections and reactors have read the whole log (`/api/health` shows
 * no lag). Gives up only when the lag has not gone down for `stallMs` (stretched by the load): a
 * long log on a busy machine takes as long as it takes, a stuck consumer stops the figure.
 */
export async function untilCaughtUp(baseUrl, { stallMs = 60_000 } = {}) {
  let best = Infinity;
  let progressed = Date.now();
  for (;;) {
    const lag = (await (await fetch(`${baseUrl}/api/health`)).json()).checks?.projections?.maxLag;
    if (lag === 0) return;
    if (typeof lag === 'number' && lag < best) {
      best = lag;
      progressed = Date.now();
    }
    if (Date.now() - progressed > stallMs * loadFactor()) throw new Error(`the app's projections did not catch up: the lag stayed at ${best} events for ${Math.round((stallMs * loadFactor()) / 1000)} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Starts a Node script as a child process (so the measured server does not share the bench's
 * event loop) and waits until `readyPath` answers 200. Answers { baseUrl, stop, output }.
 */
export async function startChild(script, env, { readyPath = '/api/health', nodeArgs = [], readyMs = 60_000 * loadFactor() } = {}) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), BASE_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output.slice(-3000)}`);
    try {
      const res = await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} not ready after ${Math.round(readyMs / 1000)} s:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, stop, output: () => output };
}

/**
 * The real server (backend/dist/main.js) on the bench's PostgreSQL, in production mode (with
 * secrets of its own) with the embedded issuer allowed, no demo seed, and rate limits out of the way. With BENCH_CPU_PROF_DIR
 * set, the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
 */
export async function startApp(databaseUrl, env = {}, { readyMs } = {}) {
  // Before listening the server reads what it needs of the log: allow a minute plus a millisecond
  // per event, on an idle machine.
  readyMs ??= (60_000 + (await eventsIn(databaseUrl))) * loadFactor();
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return startChild(path.join(repoRoot, 'backend', 'dist', 'main.js'), {
    NODE_ENV: 'production',
    ALLOW_DEMO_ISSUER: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    EVENTSTORE_URL: '',
    OIDC_ISSUER_URL: '',
    SEED_DEMO: 'false',
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_PUBLIC_POST: '100000',
    // Production refuses the development secrets.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OIDC_CLIENT_SECRET: randomBytes(32).toString('hex'),
    PERSONAL_DATA_KEY: randomBytes(32).toString('hex'),
    ANONYMITY_KEY: randomBytes(32).toString('hex'),
    ...env,
  }, { nodeArgs, readyMs });
}

/**
 * Signs `email` in through the real flow with a scripted client (/api/login → the embedded
 * issuer's form → /api/callback), like backend/src/test-support/sign-in.ts does with supertest.
 * Answers a small client that sends the session cookie and, on writes, the CSRF header.
 */
export async function signIn(baseUrl, email) {
  const jar = new Map();
  const remember = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
  const hop = async (url, init = {}) => {
    const res = await fetch(new URL(url, baseUrl), { ...init, redirect: 'manual', headers: { ...init.headers, cookie: cookie() } });
    remember(res);
    return res;
  };
  let res = await hop('/api/login');
  for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) res = await hop(res.headers.get('location'));
  const page = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (res.status !== 200 || !action) throw new Error(`signIn(${email}): no issuer form (${res.status})`);
  res = await hop(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
    const location = res.headers.get('location');
    res = await hop(location);
    if (new URL(location, baseUrl).pathname === '/api/callback') break;
  }
  if (res.status !== 302) throw new Error(`signIn(${email}): the callback answered ${res.status}`);
  const me = await hop('/api/auth/user');
  if (me.status !== 200) throw new Error(`signIn(${email}): /api/auth/user answered ${me.status}`);
  const user = await me.json();
  const xsrfToken = jar.get('XSRF-TOKEN');
  const session = {
    baseUrl,
    user,
    xsrfToken,
    /** Cookies of the session, e.g. for a browser context: [{ name, value }]. */
    cookies: [...jar].filter(([n]) => n === 'sid' || n === 'XSRF-TOKEN').map(([name, value]) => ({ name, value })),
    cookie: [...jar].filter(([n]) => n === 'sid' || n === 'XSRF-TOKEN').map(([n, v]) => `${n}=${v}`).join('; '),
    /** fetch() on the app as this user; a JSON `body` object is sent as JSON; writes carry X-XSRF-TOKEN. */
    request: (pathname, { method = 'GET', body, headers = {} } = {}) =>
      fetch(new URL(pathname, baseUrl), {
        method,
        headers: {
          cookie: session.cookie,
          ...(method === 'GET' ? {} : { 'x-xsrf-token': xsrfToken }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    /** Like `request`, but throws unless the answer is 2xx, and answers the parsed JSON (or null). */
    json: async (pathname, init) => {
      const response = await session.request(pathname, init);
      const text = await response.text();
      if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
      return text ? JSON.parse(text) : null;
    },
  };
  return session;
}

/** Above this many bytes the real server compresses an answer (the `compression` middleware's default threshold). */
const COMPRESS_ABOVE = 1024;

/**
 * A bare baseline server's JSON answer. With `compressFor` (the request), compressed as the real
 * server compresses (create-app.ts: above 1 KiB, brotli quality 1 when the client accepts it, else
 * gzip level 1), so that both sides of a read figure send the same bytes; without it, plain.
 */
export function answerJson(res, status, body, { compressFor } = {}) {
  const json = Buffer.from(JSON.stringify(body));
  const accepts = compressFor?.headers['accept-encoding'] ?? '';
  const encoding = !compressFor || json.length < COMPRESS_ABOVE ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  const bytes =
    encoding === 'br'
      ? zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } })
      : encoding === 'gzip'
        ? zlib.gzipSync(json, { level: 1 })
        : json;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': bytes.length,
    ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
  });
  res.end(bytes);
}

/**
 * The start-up every bare `node:http` baseline server shares (they run as children, `startChild`):
 * `/api/health` for the readiness wait, every other request to `handle(req, res, url)` (a throw is
 * answered 500, or ends a response already begun), keep-alive connections as long as the real
 * server keeps them, the port from PORT, and on SIGTERM `onStop`, then the server and `pool`
 * closed and the process ended. Answers the server.
 */
export function serveBare(handle, { pool, host, onStop } = {}) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bare');
    if (url.pathname === '/api/health') return answerJson(res, 200, { status: 'ok' });
    try {
      await handle(req, res, url);
    } catch (error) {
      if (res.headersSent) res.end();
      else answerJson(res, 500, { statusCode: 500, message: String(error?.message ?? error) });
    }
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(process.env.PORT), host);
  process.on('SIGTERM', () => {
    onStop?.();
    server.close(() => Promise.resolve(pool?.end()).then(() => process.exit(0)));
  });
  return server;
}
