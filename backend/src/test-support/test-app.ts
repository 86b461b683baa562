import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '../platform/config/app-config.js';
import { createApp } from '../create-app.js';
import fs from 'node:fs';
import { checkAnswersAgainstDocument } from './openapi-conformance.js';
import { createTestDatabase } from './test-database.js';

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

export interface TestApp {
  db: TestDatabase;
  app: NestExpressApplication;
  /** Closes the app, then drops its database. */
  close(): Promise<void>;
}

/**
 * A fresh database and the whole app on it, configured as every int spec needs it (`NODE_ENV`
 * test, no demo seed) plus `env` (e.g. `ADMIN_EMAILS`, or `SEED_DEMO: 'true'` for the demo users).
 * Read-your-writes waits up to 10 s instead of the deployment's 2 s: the specs assert what a
 * response shows once its projections and reactors caught up (e.g. the points a praise earned,
 * which a reactor's own append writes), and on a loaded two-core CI machine that chain can take
 * longer than 2 s; no spec here asserts the bound itself (the read-your-writes unit spec does).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const violations = process.env.OPENAPI_CONFORMANCE ? checkAnswersAgainstDocument() : [];
  const db = await createTestDatabase();
  const app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '10000', ...env }), db.url);
  return {
    db,
    app,
    close: async () => {
      await app.close();
      await db.drop();
      // OPENAPI_CONFORMANCE=fail: a suite that met an answer the document does not declare fails;
      // =<file>: the violations are appended to that file (to survey the whole suite at once).
      const mode = process.env.OPENAPI_CONFORMANCE;
      if (mode === 'fail' && violations.length > 0) throw new Error(`answers that do not match the OpenAPI document:\n${[...new Set(violations)].join('\n')}`);
      else if (mode && mode !== 'fail') fs.appendFileSync(mode, violations.map((v) => `${v}\n`).join(''));
    },
  };
}

/**
 * `startTestApp` for a whole describe block: started before its tests, closed after them. Read
 * `.app` and `.db` inside hooks and tests (they are set once the block's first `beforeAll` ran).
 */
export function testApp(env: Record<string, string> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await startTestApp(env));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}
