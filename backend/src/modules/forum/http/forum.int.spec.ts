import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">クリック</a>',
  '"><svg onload=alert(1)>',
  '[リンク](javascript:alert(1))',
];

describe('forum over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let sql: pg.Pool;
  let member: SignedInUser;
  let other: SignedInUser;
  let moderator: SignedInUser;

  const newPost = async (who: SignedInUser, body: object) => {
    const res = await post(who, '/api/forum/posts', { title: '質問です', content: '本文です', ...body });
    if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    return res.body as { id: string; categoryId: string; authorName: string; likeCount: number; replies: { id: string; parentReplyId: string | null }[] };
  };
  const list = async (who: SignedInUser, query = '') => (await who.agent.get(`/api/forum/posts${query}`).expect(200)).body as { id: string; title: string; isPinned: boolean }[];
  const eventCount = async () => Number((await sql.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'forum-post-%'`)).rows[0].count);

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [member, other, moderator] = await signInAll(app, ['member@example.com', 'other@example.com', 'hr@demo.example']);
  });
  afterAll(async () => {
    await sql.end();
    await testApp.close();
  });

  it('answers the four categories of §9 with their badge colours, the first being the default', async () => {
    const categories = (await member.agent.get('/api/forum/categories').expect(200)).body as { id: string; name: string; color: string }[];
    expect(categories.map((c) => [c.name, c.color])).toEqual([
      ['一般質問', 'blue'],
      ['1on1実践', 'green'],
      ['マトリックス活用', 'purple'],
      ['組織運営', 'orange'],
    ]);
    const created = await newPost(member, { title: 'カテゴリーなし' });
    expect(created.categoryId).toBe('general-question');
  });

  it('filters by category and finds Japanese text without spaces, after NFKC folding', async () => {
    const practice = await newPost(member, { title: '1on1で沈黙が続くとき', content: '部下が話してくれません', categoryId: 'one-on-one-practice' });
    const matrix = await newPost(other, { title: 'ＭＳマトリックスの見方', content: '右上の象限について', categoryId: 'matrix-usage' });
    expect((await list(member, '?categoryId=one-on-one-practice')).map((p) => p.id)).toEqual([practice.id]);
    expect((await list(member, `?q=${encodeURIComponent('沈黙')}`)).map((p) => p.id)).toEqual([practice.id]);
    expect((await list(member, `?q=${encodeURIComponent('ms マトリックス')}`)).map((p) => p.id)).toEqual([matrix.id]);
    expect((await list(member, `?q=${encodeURIComponent('象限　ＭＳ')}`)).map((p) => p.id)).toEqual([matrix.id]);
    expect(await list(member, `?q=${encodeURIComponent('100%')}`)).toEqual([]);
  });

  it.each([
    [{ title: '' }, 'タイトルは必須です'],
    [{ title: '   ' }, 'タイトルは必須です'],
    [{ title: 'あ'.repeat(101) }, 'タイトルは100文字以内で入力してください'],
    [{ content: '\n\n' }, '本文を入力してください'],
    [{ content: 'あ'.repeat(5001) }, '本文は5000文字以内で入力してください'],
    [{ categoryId: 'unknown' }, 'カテゴリーが見つかりません'],
    [{ isAnonymous: true }, '匿名の投稿は「心の叫び」から行ってください'],
  ])('refuses %j with its message and changes nothing', async (body, message) => {
    const before = await eventCount();
    const res = await post(member, '/api/forum/posts', { title: '題', content: '本文', ...body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await eventCount()).toBe(before);
  });

  it('builds a thread of replies and nested replies', async () => {
    const { id } = await newPost(member, { title: 'スレッド' });
    const first = await post(other, `/api/forum/posts/${id}/replies`, { content: '私もです' }).expect(201);
    const parentId = first.body.replies[0].id as string;
    const nested = await post(member, `/api/forum/posts/${id}/replies`, { content: 'ありがとう', parentReplyId: parentId }).expect(201);
    expect(nested.body.replies.map((r: { content: string; parentReplyId: string | null }) => [r.content, r.parentReplyId])).toEqual([
      ['私もです', null],
      ['ありがとう', parentId],
    ]);
    expect(nested.body.replyCount).toBe(2);
    const before = await eventCount();
    const blank = await post(member, `/api/forum/posts/${id}/replies`, { content: ' ' });
    expect([blank.status, blank.body.message]).toEqual([400, '返信内容を入力してください']);
    const orphan = await post(member, `/api/forum/posts/${id}/replies`, { content: 'x', parentReplyId: '00000000-0000-4000-8000-000000000000' });
    expect([orphan.status, orphan.body.message]).toEqual([404, '返信先の返信が見つかりません']);
    const unknown = await post(member, '/api/forum/posts/00000000-0000-4000-8000-000000000000/replies', { content: 'x' });
    expect([unknown.status, unknown.body.message]).toEqual([404, '投稿が見つかりません']);
    expect(await eventCount()).toBe(before);
  });

  it('counts a like once per person, also when one person likes twenty times at once', async () => {
    const { id } = await newPost(member, { title: 'いいねして' });
    const results = await Promise.all(Array.from({ length: 20 }, () => post(other, `/api/forum/posts/${id}/likes`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('この投稿には既にいいねしています');
    await post(member, `/api/forum/posts/${id}/likes`).expect(201);
    const detail = (await other.agent.get(`/api/forum/posts/${id}`).expect(200)).body;
    expect([detail.likeCount, detail.likedByMe]).toEqual([2, true]);
  });

  it('counts views and lets only moderators pin, pinned posts first', async () => {
    const { id } = await newPost(member, { title: 'ピン留めされる投稿' });
    await newPost(member, { title: 'あとの投稿' });
    await post(other, `/api/forum/posts/${id}/views`).expect(204);
    await post(member, `/api/forum/posts/${id}/views`).expect(204);
    expect((await member.agent.get(`/api/forum/posts/${id}`)).body.viewCount).toBe(2);
    await member.agent.put(`/api/forum/posts/${id}/pin`).set(member.headers).send({ isPinned: true }).expect(403);
    await moderator.agent.put(`/api/forum/posts/${id}/pin`).set(moderator.headers).send({ isPinned: true }).expect(200);
    expect((await list(member))[0]).toMatchObject({ id, isPinned: true });
  });

  it('stores script payloads as text and answers them only as JSON strings', async () => {
    for (const payload of XSS_PAYLOADS) {
      const { id } = await newPost(member, { title: payload, content: payload });
      const res = await member.agent.get(`/api/forum/posts/${id}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect([res.body.title, res.body.content]).toEqual([payload, payload]);
    }
  });

  it('computes the side cards from activity: active users, this week’s posts, popular topics', async () => {
    const stats = (await member.agent.get('/api/forum/stats').expect(200)).body as {
      activeUsers: number;
      postsThisWeek: number;
      popularTopics: { title: string; likeCount: number; replyCount: number }[];
    };
    const posts = Number((await sql.query('SELECT count(*) FROM forum_posts')).rows[0].count);
    expect(stats.activeUsers).toBe(2);
    expect(stats.postsThisWeek).toBe(posts);
    // Ranked by likes + replies (ties: newest first); posts nobody answered or liked are not topics.
    expect(stats.popularTopics.map((t) => [t.title, t.likeCount, t.replyCount])).toEqual([
      ['いいねして', 2, 0],
      ['スレッド', 0, 2],
    ]);
  });

  it("answers each reader's likes, the authors' names and 200-character excerpts in the lists, also after the tables were rebuilt", async () => {
    await member.agent.put(`/api/users/${member.user.id}`).set(member.headers).send({ firstName: '花子', lastName: '佐藤' }).expect(200);
    // 199 characters, then an emoji (two UTF-16 units) as the 200th and one more after it.
    const long = await newPost(member, { title: '長い投稿', content: `${'あ'.repeat(199)}😀😀`, categoryId: 'organization-management' });
    const short = await newPost(other, { title: '短い投稿', content: '短い本文', categoryId: 'organization-management' });
    await post(other, `/api/forum/posts/${long.id}/likes`).expect(201);
    const page = async (who: SignedInUser, query: string) =>
      (await list(who, query)).filter((p) => p.id === long.id || p.id === short.id) as unknown as Record<string, unknown>[];
    const expectPages = async () => {
      for (const query of ['?categoryId=organization-management', '?limit=100']) {
        expect((await page(other, query)).map((p) => [p.title, p.likedByMe, p.authorName, p.excerpt])).toEqual([
          ['短い投稿', false, expect.any(String), '短い本文'],
          ['長い投稿', true, '佐藤 花子', `${'あ'.repeat(199)}😀…`],
        ]);
        expect((await page(member, query)).map((p) => p.likedByMe)).toEqual([false, false]);
      }
    };
    await expectPages();
    // A rebuild drops the serving tables and moves new ones in: the statements prepared on the
    // pooled connections before it must answer from the new tables.
    const admin = await signIn(app, 'admin@demo.example');
    for (const name of ['forum-board', 'users']) {
      await admin.agent.post(`/api/admin/projections/${name}/rebuild`).set(admin.headers).expect(202);
      for (let i = 0; ; i++) {
        const status = ((await admin.agent.get('/api/admin/projections').expect(200)).body as { name: string; rebuild: { state: string } | null }[]).find(
          (p) => p.name === name,
        );
        if (status?.rebuild?.state === 'done') break;
        if (i > 400) throw new Error(`the rebuild of ${name} did not end: ${status?.rebuild?.state}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await expectPages();
  });
});
