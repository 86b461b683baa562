import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { MODERATOR_EMAIL, signInModerationCast } from '../../../test-support/moderation-cast.js';
import type { SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

type QueueItem = { source: string; postId: string; replyId: string | null; authorName: string | null; visibility: string; openReportCount: number; reasons: string[] };
type LogEntry = { source: string; postId: string; replyId: string | null; action: string; moderatorName: string | null; reason: string };

/** Reports and moderation of forum posts and replies, and the moderators' one queue and log. */
describe('forum moderation over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let sql: pg.Pool;
  let author: SignedInUser;
  let reader: SignedInUser;
  let reporters: SignedInUser[];
  let moderator: SignedInUser;

  const newPost = async (title = '荒れそうな話題') => {
    const res = await post(author, '/api/forum/posts', { title, content: '本文です' });
    if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    return res.body as { id: string };
  };
  const listIds = async (who: SignedInUser) => ((await who.agent.get('/api/forum/posts?limit=100').expect(200)).body as { id: string }[]).map((p) => p.id);
  const queue = async () => (await moderator.agent.get('/api/moderation/queue').expect(200)).body as QueueItem[];
  const log = async () => (await moderator.agent.get('/api/moderation/log').expect(200)).body as LogEntry[];
  const eventCount = async () => Number((await sql.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'forum-post-%'`)).rows[0].count);
  const reportRows = async () => Number((await sql.query(`SELECT count(*) FROM forum_reports`)).rows[0].count);

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: MODERATOR_EMAIL });
    ({ app } = testApp);
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    ({ author, reader, moderator, reporters } = await signInModerationCast(app));
    await author.agent.put(`/api/users/${author.user.id}`).set(author.headers).send({ firstName: '太郎', lastName: '投稿' }).expect(200);
  });
  afterAll(async () => {
    await sql.end();
    await testApp.close();
  });

  describe('refusals change nothing', () => {
    it.each([
      ['the author’s own post', () => author, {}, 400, '自分の投稿は通報できません'],
      ['a blank reason', () => reader, { reason: ' \n ' }, 400, '理由を入力してください'],
      ['an over-long reason', () => reader, { reason: 'あ'.repeat(501) }, 400, '理由は500文字以内で入力してください'],
      ['an unknown reply', () => reader, { replyId: '00000000-0000-4000-8000-000000000000' }, 404, '返信先の返信が見つかりません'],
    ])('refuses a report of %s', async (_case, who, body, status, message) => {
      const { id } = await newPost();
      const [events, rows] = [await eventCount(), await reportRows()];
      const res = await post(who(), `/api/forum/posts/${id}/reports`, { reason: '不適切です', ...body });
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect([await eventCount(), await reportRows()]).toEqual([events, rows]);
    });

    it('answers an unknown post with a 404', async () => {
      const events = await eventCount();
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await post(reader, `/api/forum/posts/${id}/reports`, { reason: '不適切です' });
        expect([res.status, res.body.message]).toEqual([404, '投稿が見つかりません']);
      }
      expect(await eventCount()).toBe(events);
    });

    it('refuses the author’s own reply', async () => {
      const { id } = await newPost();
      const replied = await post(reader, `/api/forum/posts/${id}/replies`, { content: '私の返信' }).expect(201);
      const replyId = (replied.body as { replies: { id: string }[] }).replies[0].id;
      const events = await eventCount();
      const res = await post(reader, `/api/forum/posts/${id}/reports`, { reason: '自分で', replyId });
      expect([res.status, res.body.message]).toEqual([400, '自分の投稿は通報できません']);
      expect(await eventCount()).toBe(events);
    });

    it('refuses hiding and restoring by a member (403) and keeps the post shown', async () => {
      const { id } = await newPost();
      const events = await eventCount();
      for (const action of ['hide', 'restore']) {
        expect((await post(reader, `/api/forum/posts/${id}/${action}`, { reason: '勝手に' })).status).toBe(403);
      }
      expect((await reader.agent.get('/api/moderation/queue')).status).toBe(403);
      expect((await reader.agent.get('/api/moderation/log')).status).toBe(403);
      expect(await eventCount()).toBe(events);
      expect(await listIds(reader)).toContain(id);
    });

    it('counts a report once however many times it is sent, in parallel too', async () => {
      const { id } = await newPost();
      const answers = await Promise.all(Array.from({ length: 12 }, () => post(reader, `/api/forum/posts/${id}/reports`, { reason: '攻撃的です' })));
      expect(answers.filter((res) => res.status === 204)).toHaveLength(1);
      for (const res of answers.filter((r) => r.status !== 204)) expect([res.status, res.body.message]).toEqual([409, 'この投稿は既に通報済みです']);
      expect(Number((await sql.query(`SELECT count(*) FROM forum_reports WHERE post_id = $1`, [id])).rows[0].count)).toBe(1);
      expect((await queue()).find((item) => item.postId === id)).toMatchObject({ source: 'forum_post', openReportCount: 1, visibility: 'shown' });
    });
  });

  it('hides a post reported three times until reviewed; the moderator decides; reporter and author learn the outcome', async () => {
    const { id } = await newPost('三件で隠れる投稿');
    for (const [i, reporter] of reporters.slice(0, 2).entries()) {
      expect((await post(reporter, `/api/forum/posts/${id}/reports`, { reason: `理由${i + 1}` })).status).toBe(204);
    }
    expect(await listIds(reader)).toContain(id);
    expect((await post(reporters[2], `/api/forum/posts/${id}/reports`, { reason: '理由3' })).status).toBe(204);
    // Hidden until reviewed: not in the list, not on its page, no more replies or likes.
    expect(await listIds(reader)).not.toContain(id);
    expect((await reader.agent.get(`/api/forum/posts/${id}`)).status).toBe(404);
    expect((await post(reader, `/api/forum/posts/${id}/likes`)).status).toBe(404);
    expect((await queue()).find((item) => item.postId === id)).toMatchObject({
      source: 'forum_post',
      replyId: null,
      authorName: '投稿 太郎',
      visibility: 'pending_review',
      openReportCount: 3,
      reasons: ['理由1', '理由2', '理由3'],
    });

    const blank = await post(moderator, `/api/forum/posts/${id}/hide`, { reason: ' ' });
    expect([blank.status, blank.body.message]).toEqual([400, '理由を入力してください']);
    expect((await post(moderator, `/api/forum/posts/${id}/hide`, { reason: 'ガイドライン違反のため' })).status).toBe(204);
    const again = await post(moderator, `/api/forum/posts/${id}/hide`, { reason: 'もう一度' });
    expect([again.status, again.body.message]).toEqual([409, 'この投稿は既に非表示です']);

    const mine = (await reporters[0].agent.get('/api/forum/my-reports').expect(200)).body as { postId: string; outcome: string; outcomeReason: string }[];
    expect(mine).toEqual([expect.objectContaining({ postId: id, outcome: 'hidden', outcomeReason: 'ガイドライン違反のため' })]);
    const notices = (await author.agent.get('/api/forum/my-notices').expect(200)).body as { postId: string; action: string; reason: string; postTitle: string }[];
    expect(notices.map((n) => [n.postId, n.action, n.reason])).toEqual([
      [id, 'hidden', 'ガイドライン違反のため'],
      [id, 'auto_hidden', '3件の通報により確認まで非表示'],
    ]);
    expect((await reader.agent.get('/api/forum/my-notices').expect(200)).body).toEqual([]);

    expect((await post(moderator, `/api/forum/posts/${id}/restore`, { reason: '再確認して問題なし' })).status).toBe(204);
    expect(await listIds(reader)).toContain(id);
    const notHidden = await post(moderator, `/api/forum/posts/${id}/restore`, { reason: '再確認' });
    expect([notHidden.status, notHidden.body.message]).toEqual([409, 'この投稿は非表示になっていません']);
    const entries = (await log()).filter((entry) => entry.postId === id);
    expect(entries.map((entry) => [entry.source, entry.action, entry.moderatorName])).toEqual([
      ['forum_post', 'restored', expect.any(String)],
      ['forum_post', 'hidden', expect.any(String)],
      ['forum_post', 'auto_hidden', null],
    ]);
    expect((await queue()).some((item) => item.postId === id)).toBe(false);
  });

  it('moderates a single reply: its place in the thread stays, its text goes, and the queue names it', async () => {
    const { id } = await newPost('返信が荒れた投稿');
    const replied = await post(reader, `/api/forum/posts/${id}/replies`, { content: '心ない返信' }).expect(201);
    const replyId = (replied.body as { replies: { id: string }[] }).replies[0].id;
    expect((await post(author, `/api/forum/posts/${id}/reports`, { reason: '攻撃的な返信', replyId })).status).toBe(204);
    expect((await queue()).find((item) => item.replyId === replyId)).toMatchObject({ source: 'forum_reply', postId: id, openReportCount: 1 });

    expect((await post(moderator, `/api/forum/posts/${id}/hide`, { reason: '個人攻撃', replyId })).status).toBe(204);
    const thread = (await author.agent.get(`/api/forum/posts/${id}`).expect(200)).body as { replies: { id: string; content: string; hidden: boolean }[] };
    expect(thread.replies).toEqual([expect.objectContaining({ id: replyId, content: '', hidden: true })]);
    const nested = await post(author, `/api/forum/posts/${id}/replies`, { content: '返信への返信', parentReplyId: replyId });
    expect(nested.status).toBe(404);
    expect((await author.agent.get('/api/forum/my-reports').expect(200)).body).toEqual([
      expect.objectContaining({ postId: id, replyId, outcome: 'hidden', outcomeReason: '個人攻撃' }),
    ]);
    expect((await reader.agent.get('/api/forum/my-notices').expect(200)).body).toEqual([
      expect.objectContaining({ postId: id, replyId, action: 'hidden', reason: '個人攻撃', excerpt: '心ない返信' }),
    ]);
    expect((await log())[0]).toMatchObject({ source: 'forum_reply', postId: id, replyId, action: 'hidden' });
  });
});
