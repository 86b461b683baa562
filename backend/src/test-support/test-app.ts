import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig } from '../platform/config/app-config.js';
import { createApp } from '../create-app.js';
import { checkAnswersAgainstDocument, reportViolations } from './openapi-conformance.js';
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
  const violations = process.env.OPENAPI_CONFORMANCE === 'off' ? [] : checkAnswersAgainstDocument();
  const db = await createTestDatabase();
  const app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '10000', ...env }), db.url);
  return {
    db,
    app,
    close: async () => {
      await app.close();
      await db.drop();
      // A suite that met an answer the document does not declare fails (OPENAPI_CONFORMANCE).
      reportViolations(violations);
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
