import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';

type Reply = { id: string; content: string; deleted: boolean; hidden: boolean; editedAt: string | null; likeCount: number; likedByMe: boolean };
type Detail = { id: string; createdAt: string; title: string; content: string; categoryId: string; editedAt: string | null; likeCount: number; likedByMe: boolean; replyCount: number; replies: Reply[] };
type Revision = { title: string | null; categoryId: string | null; content: string; writtenAt: string; replacedAt: string | null };

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Authors edit and delete their own posts and replies; likes are taken back; replies are liked. */
describe('forum edits, deletions and likes over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let sql: pg.Pool;
  let author: SignedInUser;
  let other: SignedInUser;
  let moderator: SignedInUser;
  const reporters: SignedInUser[] = [];

  const send = (who: SignedInUser, method: 'post' | 'patch' | 'delete', path: string, body: object = {}) =>
    who.agent[method](path).set(who.headers).send(body);
  const newPost = async (body: object = {}) => {
    const res = await send(author, 'post', '/api/forum/posts', { title: '最初の題', content: '最初の本文', ...body });
    if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    return res.body as Detail;
  };
  const newReply = async (postId: string, who: SignedInUser = author, content = '最初の返信') => {
    const res = await send(who, 'post', `/api/forum/posts/${postId}/replies`, { content });
    if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    const replies = (res.body as Detail).replies;
    return replies[replies.length - 1];
  };
  const detail = async (who: SignedInUser, id: string) => (await who.agent.get(`/api/forum/posts/${id}`).expect(200)).body as Detail;
  const listIds = async (who: SignedInUser, query = '') =>
    ((await who.agent.get(`/api/forum/posts?limit=100${query}`).expect(200)).body as { id: string }[]).map((p) => p.id);
  /** The forum's whole read side and log, to assert that a refusal changed nothing. */
  const everything = async () => ({
    events: Number((await sql.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'forum-post-%'`)).rows[0].count),
    posts: (await sql.query(`SELECT id, title, content, category_id, edited_at, deleted_at, like_count, reply_count FROM forum_posts ORDER BY id`)).rows,
    replies: (await sql.query(`SELECT id, content, edited_at, deleted_at, like_count FROM forum_replies ORDER BY id`)).rows,
    revisions: Number((await sql.query(`SELECT count(*) FROM forum_revisions`)).rows[0].count),
  });

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'moderator@example.com' });
    ({ app } = testApp);
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [author, other, moderator] = await signInAll(app, ['author@example.com', 'other@example.com', 'moderator@example.com']);
    reporters.push(...(await signInAll(app, ['r1@example.com', 'r2@example.com'])));
  });
  afterAll(async () => {
    await sql.end();
    await testApp.close();
  });

  it('lets the author edit title, content and category; readers see 編集済み with the time and everyone the earlier versions', async () => {
    const created = await newPost({ categoryId: 'general-question' });
    expect(created.editedAt).toBeNull();
    const edited = await send(author, 'patch', `/api/forum/posts/${created.id}`, { title: ' 直した題 ', content: '直した本文', categoryId: 'matrix-usage' }).expect(200);
    expect(edited.body).toMatchObject({ title: '直した題', content: '直した本文', categoryId: 'matrix-usage' });
    expect(edited.body.editedAt).toEqual(expect.any(String));
    expect(await detail(other, created.id)).toMatchObject({ title: '直した題', editedAt: edited.body.editedAt });
    expect(await listIds(other, `&q=${encodeURIComponent('直した')}`)).toContain(created.id);
    expect(await listIds(other, `&q=${encodeURIComponent('最初の本文')}`)).not.toContain(created.id);
    expect(await listIds(other, '&categoryId=matrix-usage')).toContain(created.id);

    await send(author, 'patch', `/api/forum/posts/${created.id}`, { content: '三度目の本文' }).expect(200);
    const history = (await other.agent.get(`/api/forum/posts/${created.id}/revisions`).expect(200)).body as Revision[];
    expect(history.map((v) => [v.title, v.categoryId, v.content])).toEqual([
      ['直した題', 'matrix-usage', '三度目の本文'],
      ['直した題', 'matrix-usage', '直した本文'],
      ['最初の題', 'general-question', '最初の本文'],
    ]);
    expect(history[0].replacedAt).toBeNull();
    expect(history[2].writtenAt).toBe(created.createdAt);
    expect(history[2].replacedAt).toBe(history[1].writtenAt);
    const audit = await sql.query(`SELECT type, metadata->>'userId' AS "userId", metadata->>'occurredAt' AS at FROM events WHERE stream_id = $1 ORDER BY revision`, [
      `forum-post-${created.id}`,
    ]);
    expect(audit.rows.map((r) => [r.type, r.userId])).toEqual([
      ['ForumPostCreated', author.user.id],
      ['ForumPostEdited', author.user.id],
      ['ForumPostEdited', author.user.id],
    ]);
  });

  it('treats an edit that changes nothing as no edit', async () => {
    const created = await newPost();
    const before = await everything();
    const res = await send(author, 'patch', `/api/forum/posts/${created.id}`, { title: ' 最初の題', content: '最初の本文 ' }).expect(200);
    expect(res.body.editedAt).toBeNull();
    expect(await everything()).toEqual(before);
  });

  describe('refusals change nothing', () => {
    let postId: string;
    let replyId: string;
    let othersReplyId: string;
    beforeAll(async () => {
      postId = (await newPost()).id;
      replyId = (await newReply(postId)).id;
      othersReplyId = (await newReply(postId, other, '他人の返信')).id;
    });

    it.each([
      ['a blank title', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}`, { title: '  ' }, 400, 'タイトルは必須です'],
      ['an over-long title', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}`, { title: 'あ'.repeat(101) }, 400, 'タイトルは100文字以内で入力してください'],
      ['blank content', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}`, { content: '\n' }, 400, '本文を入力してください'],
      ['over-long content', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}`, { content: 'あ'.repeat(5001) }, 400, '本文は5000文字以内で入力してください'],
      ['an unknown category', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}`, { categoryId: 'nope' }, 400, 'カテゴリーが見つかりません'],
      ['a title that is not text', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}`, { title: 42 }, 400, 'タイトルは必須です'],
      ['someone else’s post', (): SignedInUser => other, 'patch', (): string => `/api/forum/posts/${postId}`, { title: '乗っ取り' }, 403, '自分の投稿・コメントのみ編集・削除できます'],
      ['a moderator editing someone else’s post', (): SignedInUser => moderator, 'patch', (): string => `/api/forum/posts/${postId}`, { title: '乗っ取り' }, 403, '自分の投稿・コメントのみ編集・削除できます'],
      ['an unknown post', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${UNKNOWN}`, { title: '題' }, 404, '投稿が見つかりません'],
      ['a malformed post id', (): SignedInUser => author, 'patch', (): string => '/api/forum/posts/nope', { title: '題' }, 404, '投稿が見つかりません'],
      ['a blank reply', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}/replies/${replyId}`, { content: ' ' }, 400, '返信内容を入力してください'],
      ['an over-long reply', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}/replies/${replyId}`, { content: 'あ'.repeat(2001) }, 400, '返信は2000文字以内で入力してください'],
      ['someone else’s reply', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}/replies/${othersReplyId}`, { content: '乗っ取り' }, 403, '自分の投稿・コメントのみ編集・削除できます'],
      ['an unknown reply', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}/replies/${UNKNOWN}`, { content: '題' }, 404, '返信先の返信が見つかりません'],
      ['deleting someone else’s post', (): SignedInUser => other, 'delete', (): string => `/api/forum/posts/${postId}`, {}, 403, '自分の投稿・コメントのみ編集・削除できます'],
      ['deleting someone else’s reply', (): SignedInUser => author, 'delete', (): string => `/api/forum/posts/${postId}/replies/${othersReplyId}`, {}, 403, '自分の投稿・コメントのみ編集・削除できます'],
      ['deleting an unknown post', (): SignedInUser => author, 'delete', (): string => `/api/forum/posts/${UNKNOWN}`, {}, 404, '投稿が見つかりません'],
      ['deleting an unknown reply', (): SignedInUser => author, 'delete', (): string => `/api/forum/posts/${postId}/replies/${UNKNOWN}`, {}, 404, '返信先の返信が見つかりません'],
      ['liking an unknown reply', (): SignedInUser => other, 'post', (): string => `/api/forum/posts/${postId}/replies/${UNKNOWN}/likes`, {}, 404, '返信先の返信が見つかりません'],
      ['a malformed reply id', (): SignedInUser => author, 'patch', (): string => `/api/forum/posts/${postId}/replies/nope`, { content: '題' }, 404, '返信先の返信が見つかりません'],
      ['a reply under a malformed post id', (): SignedInUser => author, 'delete', (): string => `/api/forum/posts/nope/replies/${replyId}`, {}, 404, '投稿が見つかりません'],
    ] as const)('refuses %s', async (_case, who, method, path, body, status, message) => {
      const before = await everything();
      const res = await send(who(), method, path(), body);
      expect([res.status, JSON.stringify(res.body.message)]).toEqual([status, expect.stringContaining(message)]);
      expect(await everything()).toEqual(before);
    });
  });

  it('lets the author edit their reply with its history, and refuses edits of a deleted post or reply', async () => {
    const { id } = await newPost();
    const reply = await newReply(id);
    const edited = await send(author, 'patch', `/api/forum/posts/${id}/replies/${reply.id}`, { content: '直した返信' }).expect(200);
    const shown = (edited.body as Detail).replies.find((r) => r.id === reply.id);
    expect(shown).toMatchObject({ content: '直した返信', deleted: false });
    expect(shown?.editedAt).toEqual(expect.any(String));
    const history = (await other.agent.get(`/api/forum/posts/${id}/replies/${reply.id}/revisions`).expect(200)).body as Revision[];
    expect(history.map((v) => [v.title, v.content])).toEqual([
      [null, '直した返信'],
      [null, '最初の返信'],
    ]);

    const deleted = await send(author, 'delete', `/api/forum/posts/${id}/replies/${reply.id}`).expect(200);
    expect(deleted.body.replies).toEqual([expect.objectContaining({ id: reply.id, deleted: true, content: '', editedAt: null })]);
    expect(deleted.body.replyCount).toBe(0);
    const before = await everything();
    for (const [method, path, body] of [
      ['patch', `/api/forum/posts/${id}/replies/${reply.id}`, { content: '復活' }],
      ['delete', `/api/forum/posts/${id}/replies/${reply.id}`, {}],
      ['post', `/api/forum/posts/${id}/replies/${reply.id}/likes`, {}],
      ['post', `/api/forum/posts/${id}/replies`, { content: '削除された返信へ', parentReplyId: reply.id }],
    ] as const) {
      const res = await send(author, method, path, body);
      expect([res.status, res.body.message]).toEqual([404, 'このコメントは削除されました']);
    }
    const history404 = await other.agent.get(`/api/forum/posts/${id}/replies/${reply.id}/revisions`);
    expect([history404.status, history404.body.message]).toEqual([404, 'このコメントは削除されました']);
    expect(await everything()).toEqual(before);
  });

  it('takes a deleted post out of every list and says so on its page; the author cannot touch it again', async () => {
    const { id } = await newPost({ title: '消す投稿' });
    await send(other, 'post', `/api/forum/posts/${id}/likes`).expect(201);
    await send(author, 'delete', `/api/forum/posts/${id}`).expect(204);
    expect(await listIds(other)).not.toContain(id);
    expect(await listIds(other, `&q=${encodeURIComponent('消す投稿')}`)).toEqual([]);
    const stats = (await other.agent.get('/api/forum/stats').expect(200)).body as { popularTopics: { id: string }[] };
    expect(stats.popularTopics.map((t) => t.id)).not.toContain(id);
    const page = await other.agent.get(`/api/forum/posts/${id}`);
    expect([page.status, page.body.message]).toEqual([404, 'この投稿は削除されました']);
    const before = await everything();
    for (const [who, method, path, body] of [
      [author, 'patch', `/api/forum/posts/${id}`, { title: '復活' }],
      [author, 'delete', `/api/forum/posts/${id}`, {}],
      [other, 'post', `/api/forum/posts/${id}/replies`, { content: '返信' }],
      [other, 'post', `/api/forum/posts/${id}/likes`, {}],
      [other, 'delete', `/api/forum/posts/${id}/likes`, {}],
    ] as const) {
      const res = await send(who, method, path, body);
      expect([res.status, res.body.message]).toEqual([404, 'この投稿は削除されました']);
    }
    expect(await everything()).toEqual(before);
  });

  it('keeps a reported text for the moderation desk after its author edited or deleted it', async () => {
    const { id } = await newPost({ title: '通報される投稿', content: '問題のある本文' });
    const reply = await newReply(id, author, '問題のある返信');
    await send(reporters[0], 'post', `/api/forum/posts/${id}/reports`, { reason: '不適切です' }).expect(204);
    await send(reporters[1], 'post', `/api/forum/posts/${id}/reports`, { reason: '攻撃的です', replyId: reply.id }).expect(204);
    await send(author, 'patch', `/api/forum/posts/${id}`, { content: '穏やかな本文' }).expect(200);
    await send(author, 'delete', `/api/forum/posts/${id}/replies/${reply.id}`).expect(200);
    await send(author, 'delete', `/api/forum/posts/${id}`).expect(204);
    const queue = (await moderator.agent.get('/api/moderation/queue').expect(200)).body as { postId: string; replyId: string | null; content: string; reasons: string[] }[];
    const mine = queue.filter((item) => item.postId === id);
    expect(mine.map((item) => [item.replyId, item.content, item.reasons])).toEqual(
      expect.arrayContaining([
        [null, '穏やかな本文', ['不適切です']],
        [reply.id, '問題のある返信', ['攻撃的です']],
      ]),
    );
    const before = (await sql.query(`SELECT content FROM forum_revisions WHERE post_id = $1 AND reply_id IS NULL`, [id])).rows;
    expect(before).toEqual([{ content: '問題のある本文' }]);
    // A moderator still decides the reports of a deleted text.
    await send(moderator, 'post', `/api/forum/posts/${id}/hide`, { reason: '削除済みだが不適切' }).expect(204);
    const reports = (await reporters[0].agent.get('/api/forum/my-reports').expect(200)).body as { postId: string; outcome: string }[];
    expect(reports.find((r) => r.postId === id)?.outcome).toBe('hidden');
  });

  it('toggles a like of the post: DELETE takes it back, and again changes nothing', async () => {
    const { id } = await newPost();
    expect((await send(other, 'post', `/api/forum/posts/${id}/likes`).expect(201)).body).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await send(other, 'delete', `/api/forum/posts/${id}/likes`).expect(200)).body).toMatchObject({ likeCount: 0, likedByMe: false });
    const before = await everything();
    expect((await send(other, 'delete', `/api/forum/posts/${id}/likes`).expect(200)).body).toMatchObject({ likeCount: 0, likedByMe: false });
    expect(await everything()).toEqual(before);
    expect((await send(other, 'post', `/api/forum/posts/${id}/likes`).expect(201)).body).toMatchObject({ likeCount: 1, likedByMe: true });
  });

  it('likes a reply once per person, also twenty times at once, and takes it back', async () => {
    const { id } = await newPost();
    const reply = await newReply(id);
    const results = await Promise.all(Array.from({ length: 20 }, () => send(other, 'post', `/api/forum/posts/${id}/replies/${reply.id}/likes`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(Array(19).fill('このコメントには既にいいねしています'));
    await send(author, 'post', `/api/forum/posts/${id}/replies/${reply.id}/likes`).expect(201);
    expect((await detail(other, id)).replies[0]).toMatchObject({ likeCount: 2, likedByMe: true });
    const after = await send(other, 'delete', `/api/forum/posts/${id}/replies/${reply.id}/likes`).expect(200);
    expect((after.body as Detail).replies[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await detail(author, id)).replies[0]).toMatchObject({ likeCount: 1, likedByMe: true });
  });

  it('leaves a count equal to the events when one person likes and unlikes at once', async () => {
    const { id } = await newPost();
    const reply = await newReply(id);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => [
        send(other, i % 2 === 0 ? 'post' : 'delete', `/api/forum/posts/${id}/likes`),
        send(other, i % 2 === 0 ? 'post' : 'delete', `/api/forum/posts/${id}/replies/${reply.id}/likes`),
      ]).flat(),
    );
    const events = (await sql.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY revision`, [`forum-post-${id}`])).rows.map((r) => r.type as string);
    const balance = (liked: string, unliked: string) => events.filter((t) => t === liked).length - events.filter((t) => t === unliked).length;
    const page = await detail(other, id);
    expect([0, 1]).toContain(balance('ForumPostLiked', 'ForumPostUnliked'));
    expect([page.likeCount, page.likedByMe]).toEqual([balance('ForumPostLiked', 'ForumPostUnliked'), balance('ForumPostLiked', 'ForumPostUnliked') === 1]);
    expect([page.replies[0].likeCount, page.replies[0].likedByMe]).toEqual([
      balance('ForumReplyLiked', 'ForumReplyUnliked'),
      balance('ForumReplyLiked', 'ForumReplyUnliked') === 1,
    ]);
    const rows = await sql.query(`SELECT (SELECT count(*)::int FROM forum_post_likes WHERE post_id = $1) AS post, (SELECT count(*)::int FROM forum_reply_likes WHERE reply_id = $2) AS reply`, [
      id,
      reply.id,
    ]);
    expect(rows.rows[0]).toEqual({ post: page.likeCount, reply: page.replies[0].likeCount });
  });
});
