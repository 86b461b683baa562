import type { NestExpressApplication } from '@nestjs/platform-express';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { post } from '../../../test-support/writes.js';

/**
 * Issue 32's promise for every search endpoint: an empty, 10,000-character, emoji, lone-surrogate
 * or SQL-looking query gets results or a clear 400 in Japanese, never a 500. Each endpoint that
 * takes a query is asked every odd query: the knowledge base's search, the forum's list, the
 * members lists, and the global search for each kind (events and learning contents are searched
 * only there).
 */
describe('every search endpoint and odd queries', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let admin: SignedInUser;
  let teamId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'odd-admin@example.com' });
    ({ app } = testApp);
    admin = await signIn(app, 'odd-admin@example.com');
    await admin.agent.post('/api/knowledge-base/seed').set(admin.headers).send({}).expect(200);
    await admin.agent.post('/api/learning-content/seed').set(admin.headers).send({}).expect(200);
    await post(admin, '/api/forum/posts', { title: '部下との信頼関係', content: '信頼を築くための1on1について相談です。', categoryId: 'one-on-one-practice' }).expect(201);
    teamId = (await post(admin, '/api/teams', { name: '信頼チーム' }).expect(201)).body.id;
    const departmentId = (await post(admin, '/api/departments', { name: '信頼推進室', teamId }).expect(201)).body.id;
    await post(admin, '/api/company-members', { lastName: '信田', firstName: '頼子', teamId, departmentId }).expect(201);
  }, 120_000);
  afterAll(() => testApp.close());

  const endpoints = () => [
    '/api/knowledge-base/search',
    '/api/forum/posts',
    '/api/company-members',
    `/api/company-members/team/${teamId}`,
    ...['knowledge', 'forum', 'event', 'learning', 'member'].map((kind) => `/api/search?kinds=${kind}`),
    '/api/search',
  ];
  /** A refusal everywhere, except that the forum's list without a query is the list itself. */
  const refused = (path: string, q: string | string[]) => (path === '/api/forum/posts' && typeof q === 'string' && q.trim() === '' ? 200 : 400);
  const ODD: [what: string, q: string | string[], answer: (path: string, q: string | string[]) => number][] = [
    ['empty', '', refused],
    ['blank (an ideographic space)', '\u3000', refused],
    ['10,000 Latin letters', 'a'.repeat(10_000), refused],
    ['1,500 kanji (over the 200-character limit)', '信'.repeat(1500), refused],
    // 10,000 kanji are 90 KB in a URL: Node refuses the request line before the app (431, over its 16 KB header limit).
    ['10,000 kanji', '信'.repeat(10_000), () => 431],
    ['emoji only', '😀😀😀', refused],
    ['two q parameters', ['信頼', '関係'], refused],
    ['emoji around a word', '😀信頼😀', () => 200],
    ['a lone high surrogate', '信頼\ud83d', () => 200],
    ['a lone low surrogate first', '\ude00信頼', () => 200],
    ['SQL', "信頼'; DROP TABLE forum_posts; --", () => 200],
    ['LIKE wildcards and OR', '%_\\ 信頼 OR 1=1', () => 200],
  ];

  it.each(ODD)('answers %s with results or a clear refusal on every endpoint', async (_, q, expected) => {
    for (const path of endpoints()) {
      // Node answers a request line over its header limit with a 431 and closes the socket, which
      // the client, still writing, may see as a reset instead of the answer: the same refusal.
      const res = await admin.agent
        .get(path)
        .query({ q })
        .catch((error: NodeJS.ErrnoException) => {
          if (expected(path, q) === 431 && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) return { status: 431, body: {} };
          throw error;
        });
      expect({ path, status: res.status }).toEqual({ path, status: expected(path, q) });
      if (res.status === 400) expect({ path, message: JSON.stringify(res.body.message) }).toEqual({ path, message: expect.stringMatching(/[ぁ-んァ-ヶ一-龠]/) });
    }
  });

  it('answers control characters (a NUL) with results or a 400 in Japanese on every endpoint', async () => {
    for (const path of endpoints()) {
      const res = await admin.agent.get(path).query({ q: '信頼\u0000\u0007' });
      expect({ path, status: [200, 400].includes(res.status) }).toEqual({ path, status: true });
      if (res.status === 400) expect(JSON.stringify(res.body.message)).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });

  it('answers a query whose bytes are not UTF-8 (a lone surrogate encoded raw) with results or a 400', async () => {
    for (const path of endpoints()) {
      const res = await admin.agent.get(`${path}${path.includes('?') ? '&' : '?'}q=%ED%A0%BD%E4%BF%A1%E9%A0%BC`);
      expect([200, 400]).toContain(res.status);
    }
  });

  it('finds the data with a plain query on every endpoint (the odd answers above are not empty by accident)', async () => {
    for (const path of endpoints().filter((p) => !p.includes('kinds=event'))) {
      const res = await admin.agent.get(path).query({ q: '信頼' }).expect(200);
      const rows = Array.isArray(res.body) ? res.body : res.body.hits;
      expect({ path, found: rows.length > 0 }).toEqual({ path, found: true });
    }
  });
});
