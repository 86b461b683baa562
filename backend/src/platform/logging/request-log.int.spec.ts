import type { NestExpressApplication } from '@nestjs/platform-express';
import { captureLogLines } from '../../test-support/log-capture.js';
import { signIn, type SignedInUser } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * An admin's or HR's search for a person must not put the person's address into the request
 * log: each request line keeps its path and the names of its query parameters, never their
 * values. Every log line of the searches below is kept and searched for the address.
 */
describe('request log lines of searches', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let admin: SignedInUser;
  const logLines: string[] = [];
  let restoreLog: () => void;

  const EMAIL = 'sagasareru.taro@example.com';
  const enc = encodeURIComponent;

  /** Each route that takes an e-mail address or a free-text search in its query string. */
  const SEARCHES: { path: string; names: string[] }[] = [
    { path: `/api/admin/download-registrants?q=${enc(EMAIL)}`, names: ['q'] },
    { path: `/api/admin/download-registrants/export.csv?q=${enc(EMAIL)}&fileId=mvv`, names: ['q', 'fileId'] },
    { path: `/api/admin/inquiries?q=${enc(EMAIL)}&status=open`, names: ['q', 'status'] },
    { path: `/api/admin/inquiries/export.csv?q=${EMAIL}`, names: ['q'] },
    { path: `/api/pffr/points/ledger?userId=${enc(EMAIL)}`, names: ['userId'] },
    { path: `/api/pffr/points/ledger/export.csv?userId=${enc(EMAIL)}`, names: ['userId'] },
    { path: `/api/admin/event-log/events?userId=${enc(EMAIL)}&streamId=${enc(`user-${EMAIL}`)}`, names: ['userId', 'streamId'] },
    { path: `/api/forum/posts?q=${enc(EMAIL)}`, names: ['q'] },
    { path: `/api/knowledge-base/search?q=${enc(EMAIL)}`, names: ['q'] },
    { path: `/api/no-such-route?email=${enc(EMAIL)}`, names: ['email'] },
  ];

  beforeAll(async () => {
    // Request logging is on, as in production, and every line is kept.
    restoreLog = captureLogLines(logLines);
    testApp = await startTestApp({ ADMIN_EMAILS: 'log-admin@example.com' });
    ({ app } = testApp);
    admin = await signIn(app, 'log-admin@example.com');
  });
  afterAll(async () => {
    restoreLog();
    await testApp.close();
  });

  it.each(SEARCHES.map((search) => [search.path.split('?')[0], search] as const))(
    'GET %s: the line names the path and the query parameters, not the address',
    async (pathname, { path, names }) => {
      logLines.length = 0;
      const res = await admin.agent.get(path);
      expect(res.status).toBeLessThan(500);
      if (!pathname.includes('no-such-route')) expect(res.status).not.toBe(404);
      const lines = logLines.map((line) => JSON.parse(line) as { req?: { url?: string; query?: unknown } });
      const line = lines.find((l) => l.req?.url?.split('?')[0] === pathname);
      expect(line).toBeDefined();
      expect(line!.req!.url).toBe(`${pathname}?${names.join('&')}`);
      const written = logLines.join('\n');
      for (const trace of [EMAIL, enc(EMAIL), 'sagasareru']) expect(written).not.toContain(trace);
    },
  );

  it('keeps a parameter name that is itself an address out of the line too', async () => {
    logLines.length = 0;
    await admin.agent.get(`/api/admin/inquiries?${enc(EMAIL)}`).expect(400); // an unknown parameter
    const written = logLines.join('\n');
    expect(written).toContain('/api/admin/inquiries?…');
    expect(written).not.toContain('sagasareru');
  });
});
