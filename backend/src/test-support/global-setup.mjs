// Starts one embedded PostgreSQL for the whole run; each test file makes its own database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../platform/database/embedded-postgres.mjs';

export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const server = await startEmbeddedPostgres({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-test-pg-')),
    persistent: false,
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'],
  });
  globalThis.__EMBEDDED_PG__ = server;
  process.env.TEST_DATABASE_URL = server.url;
  process.env.NODE_ENV = 'test';
}
