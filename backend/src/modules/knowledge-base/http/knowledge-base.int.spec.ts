import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { KNOWLEDGE_SEED, OWNERSHIP, PIVOT } from '../domain/knowledge-seed.js';

describe('knowledge base over HTTP: loading the book data, listing, Japanese search', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let events: pg.Pool;
  let admin: SignedInUser;
  let member: SignedInUser;

  const knowledgeEvents = async () =>
    Number((await events.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'knowledge-entry-%'`)).rows[0].count);

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'kb-admin@example.com' });
    ({ app } = testApp);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [admin, member] = await Promise.all([signIn(app, 'kb-admin@example.com'), signIn(app, 'kb-member@example.com')]);
  });
  afterAll(async () => {
    await events.end();
    await testApp.close();
  });

  it('shows an empty knowledge base until an admin loads the book data; a member may not load it', async () => {
    expect((await member.agent.get('/api/knowledge-base').expect(200)).body).toEqual([]);
    const refused = await member.agent.post('/api/knowledge-base/seed').set(member.headers).send({}).expect(403);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(await knowledgeEvents()).toBe(0);
  });

  it('loads the book data once: loading again adds nothing and records nothing', async () => {
    const first = await admin.agent.post('/api/knowledge-base/seed').set(admin.headers).send({}).expect(200);
    expect(first.body).toEqual({ added: KNOWLEDGE_SEED.length, revised: 0, unchanged: 0 });
    const recorded = await knowledgeEvents();
    const again = await admin.agent.post('/api/knowledge-base/seed').set(admin.headers).send({}).expect(200);
    expect(again.body).toEqual({ added: 0, revised: 0, unchanged: KNOWLEDGE_SEED.length });
    expect(await knowledgeEvents()).toBe(recorded);

    const all = (await member.agent.get('/api/knowledge-base').expect(200)).body as { id: string; bookTitle: string; importance: number }[];
    expect(all).toHaveLength(KNOWLEDGE_SEED.length);
    expect(new Set(all.map((entry) => entry.bookTitle))).toEqual(new Set([PIVOT, OWNERSHIP]));
  });

  it("lists one book's entries in chapter order and shows one entry in full", async () => {
    const pivot = (await member.agent.get('/api/knowledge-base/book').query({ title: PIVOT }).expect(200)).body as { id: string; bookTitle: string; chapterNumber: number }[];
    expect(pivot.length).toBeGreaterThan(5);
    expect(pivot.every((entry) => entry.bookTitle === PIVOT)).toBe(true);
    expect(pivot.map((entry) => entry.chapterNumber)).toEqual([...pivot.map((entry) => entry.chapterNumber)].sort((a, b) => a - b));

    const entry = (await member.agent.get('/api/knowledge-base/ownership-mvv').expect(200)).body;
    expect(entry).toMatchObject({ sectionTitle: 'MVV（ミッション・ビジョン・バリュー）', bookTitle: OWNERSHIP, contentType: 'theory', importance: 9 });
    expect(entry.practicalApplications.length).toBeGreaterThan(0);
    expect((await member.agent.get('/api/knowledge-base/no-such-entry').expect(404)).body.message).toBe('ナレッジが見つかりません');
  });

  it('searches in Japanese: a hiragana reading finds the kanji entry, with its passage highlighted', async () => {
    const results = (await member.agent.get('/api/knowledge-base/search').query({ q: 'とうじしゃいしき' }).expect(200)).body as {
      entryId: string;
      snippet: string;
      highlights: { start: number; length: number }[];
    }[];
    expect(results[0].entryId).toBe('ownership-what');

    const [iceberg] = (await member.agent.get('/api/knowledge-base/search').query({ q: '氷山モデルとは', bookTitle: PIVOT }).expect(200)).body;
    expect(iceberg.entryId).toBe('pivot-iceberg-basic');
    const marked = iceberg.highlights.map(({ start, length }: { start: number; length: number }) => iceberg.snippet.slice(start, start + length));
    expect(marked).toContain('氷山');
  });

  it('refuses a Latin search of 2 characters with the reason, and a missing query; a Japanese word of 2 characters is searched (decision 0086)', async () => {
    const short = await member.agent.get('/api/knowledge-base/search').query({ q: 'ms' }).expect(400);
    expect(short.body.message).toEqual(expect.stringContaining('検索語は3文字以上（日本語は2文字以上）で入力してください'));
    const [trust] = (await member.agent.get('/api/knowledge-base/search').query({ q: '信頼' }).expect(200)).body;
    expect(trust.entryId).toBe('ownership-one-on-one-matrix');
    await member.agent.get('/api/knowledge-base/search').expect(400);
    await member.agent.get('/api/knowledge-base/search').query({ q: '氷山モデル', limit: 0 }).expect(400);
  });

  it('answers odd queries with results or a clear 400, never a 500', async () => {
    const long = await member.agent.get('/api/knowledge-base/search').query({ q: 'a'.repeat(10_000) }).expect(400);
    expect(String(long.body.message)).toContain('200文字以内');
    // 10,000 kana are 90 kB of URL: Node refuses the request line itself (431), before the application.
    // Node answers 431 and closes the connection; a client may see the close before the answer.
    const refused = await member.agent
      .get('/api/knowledge-base/search')
      .query({ q: 'あ'.repeat(10_000) })
      .then(
        (res) => res.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
    expect([431, 'ECONNRESET', 'EPIPE']).toContain(refused);
    await member.agent.get('/api/knowledge-base/search').query({ q: '' }).expect(400);
    await member.agent.get('/api/knowledge-base/search').query({ q: '🙂🙂🙂' }).expect(400);
    await member.agent.get('/api/knowledge-base/search').query({ q: '信頼\ud800' }).expect(200);
    await member.agent.get('/api/knowledge-base/search').query({ q: "1on1' OR 1=1; --" }).expect(200);
  });
});
