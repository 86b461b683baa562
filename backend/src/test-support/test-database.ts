import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * The server this test file's databases live on: `TEST_DATABASE_URL` when set (one server for the
 * run), else this Jest worker's own embedded server (global-setup.mjs says why one per worker).
 */
function serverUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const urls = (process.env.TEST_DATABASE_URLS ?? '').split(',').filter(Boolean);
  if (urls.length === 0) throw new Error('TEST_DATABASE_URLS is not set (jest globalSetup starts the servers)');
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return urls[(worker - 1) % urls.length];
}

/** A fresh, empty database on this worker's embedded server, so test files never share state. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = serverUrl();
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
