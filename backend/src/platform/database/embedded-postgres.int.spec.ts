import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';

describe('startEmbeddedPostgres', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pivot-start-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('says why when PostgreSQL refuses to start, in its own words', async () => {
    await expect(startEmbeddedPostgres({ dataDir, postgresFlags: ['-c', 'no_such_setting=1'] })).rejects.toThrow(
      new RegExp(`^PostgreSQL did not start on ${dataDir}: [^]*unrecognized configuration parameter "no_such_setting"`),
    );
  }, 60_000);
});
