// Starts one embedded PostgreSQL per Jest worker for the whole run; each test file makes its own
// database on its worker's server.
//
// One server per worker, not one for the run: on PostgreSQL an appended event becomes readable
// (readAll, headPosition) only once every older transaction on the whole server has ended
// (docs/architecture.md, "no gaps for readers"). Test files of the other worker hold transactions
// open on purpose (a projection held at a gate, a slow rebuild), which made reads right after an
// append in this worker come back empty now and then. A worker runs its files one at a time, so
// with a server of its own nothing outside the file delays what it reads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.mjs';

export default async function globalSetup(globalConfig) {
  if (process.env.TEST_DATABASE_URL) return;
  const workers = Math.max(1, globalConfig?.maxWorkers ?? 1);
  const servers = await Promise.all(
    Array.from({ length: workers }, () =>
      startEmbeddedPostgres({
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-test-pg-')),
        persistent: false,
        postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
      }),
    ),
  );
  globalThis.__EMBEDDED_PGS__ = servers;
  process.env.TEST_DATABASE_URLS = servers.map((server) => server.url).join(',');
  process.env.NODE_ENV = 'test';
}
