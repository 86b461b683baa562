import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const starter = path.join(import.meta.dirname, 'embedded-postgres.mjs');

describe('startEmbeddedPostgres', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-start-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

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
