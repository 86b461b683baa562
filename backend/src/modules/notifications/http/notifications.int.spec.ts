import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { captureLogLines } from '../../../test-support/log-capture.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { until } from '../../../test-support/until.js';
import { post, put } from '../../../test-support/writes.js';
import { openLive } from '../test-support/live-client.js';

interface Item {
  id: string;
  kind: string;
  actorName: string | null;
  title: string;
  body: string | null;
  link: string;
  count: number;
  createdAt: string;
  read: boolean;
}
interface Page {
  items: Item[];
  nextCursor: string | null;
}

describe('notifications over HTTP and the live channel', () => {
  let testApp: TestApp;
  let app: NestExpressApplication;
  let sql: pg.Pool;
  let author: SignedInUser;
  let replier: SignedInUser;
  let fan: SignedInUser;
  let moderator: SignedInUser;
  const logLines: string[] = [];
  let restoreLog: () => void;

  const page = async (who: SignedInUser, cursor?: string) => (await who.agent.get(`/api/notifications${cursor ? `?cursor=${cursor}` : ''}`).expect(200)).body as Page;
  const unread = async (who: SignedInUser) => ((await who.agent.get('/api/notifications/unread-count').expect(200)).body as { count: number }).count;
  const kinds = async (who: SignedInUser) => (await allPages(who)).items.map((i) => i.kind);
  /** Every page, newest first: a 心の叫び's times are whole seconds (decision 0082), so its rows can sort below newer ones of the same second. */
  const allPages = async (who: SignedInUser): Promise<Page> => {
    const items: Page['items'] = [];
    for (let cursor: string | undefined, first = true; first || cursor; first = false) {
      const next = await page(who, cursor);
      items.push(...next.items);
      cursor = next.nextCursor ?? undefined;
    }
    return { ...(await page(who)), items };
  };
  const forumPost = async (who: SignedInUser, title: string) => {
    const res = await post(who, '/api/forum/posts', { title, content: '本文です' });
    expect(res.status).toBe(201);
    return (res.body as { id: string }).id;
  };

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'mod@example.com' });
    ({ app } = testApp);
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [author, replier, fan, moderator] = await signInAll(app, ['author@example.com', 'replier@example.com', 'fan@example.com', 'mod@example.com']);
    restoreLog = captureLogLines(logLines);
  });
  afterAll(async () => {
    restoreLog();
    await sql.end();
    await testApp.close();
  });

  it('tells a forum author of a reply, batches likes into one row per post, and marks read', async () => {
    const postId = await forumPost(author, '沈黙が続くとき');
    expect((await post(replier, `/api/forum/posts/${postId}/replies`, { content: 'まず待ってみては' })).status).toBe(201);
    const [reply] = (await until(() => page(author), (p) => p.items.length === 1)).items;
    expect(reply).toMatchObject({ kind: 'forum_reply', title: 'あなたの投稿「沈黙が続くとき」に返信がありました', body: 'まず待ってみては', link: `/community/forum/${postId}`, read: false });
    expect(reply.actorName).toEqual(expect.any(String));
    expect(await unread(author)).toBe(1);

    for (const who of [replier, fan]) expect((await post(who, `/api/forum/posts/${postId}/likes`)).status).toBeLessThan(300);
    const likes = (await until(() => page(author), (p) => p.items.some((i) => i.kind === 'forum_likes' && i.count === 2))).items.filter((i) => i.kind === 'forum_likes');
    expect(likes).toHaveLength(1);

    expect((await post(author, `/api/notifications/${reply.id}/read`)).status).toBe(204);
    expect((await page(author)).items.find((i) => i.id === reply.id)?.read).toBe(true);
    // Someone else's notification, an unknown id and a malformed one are all "not found" / refused, changing nothing.
    expect((await post(replier, `/api/notifications/${likes[0].id}/read`)).status).toBe(404);
    expect((await post(author, `/api/notifications/00000000-0000-4000-8000-000000000000/read`)).status).toBe(404);
    expect((await post(author, `/api/notifications/not-an-id/read`)).status).toBe(400);
    expect((await page(author)).items.find((i) => i.id === likes[0].id)?.read).toBe(false);

    expect((await post(author, '/api/notifications/read-all')).status).toBe(204);
    expect(await unread(author)).toBe(0);
    // A new like makes the batched row unread again, counted once more.
    const third = (await signInAll(app, ['third@example.com']))[0];
    await post(third, `/api/forum/posts/${postId}/likes`);
    const again = await until(() => page(author), (p) => p.items.some((i) => i.kind === 'forum_likes' && i.count === 3));
    expect(again.items.find((i) => i.kind === 'forum_likes')?.read).toBe(false);
    expect(await unread(author)).toBe(1);
  });

  it('tells an author and the reporter when a moderator hides a post, and the author when it is restored', async () => {
    const postId = await forumPost(author, '問題の投稿');
    expect((await post(fan, `/api/forum/posts/${postId}/reports`, { reason: '不適切です' })).status).toBeLessThan(300);
    expect((await post(moderator, `/api/forum/posts/${postId}/hide`, { reason: '規約違反のため' })).status).toBeLessThan(300);
    await until(() => kinds(fan), (k) => k.includes('forum_report_outcome'));
    await until(() => kinds(author), (k) => k.includes('forum_post_moderated'));
    expect((await post(moderator, `/api/forum/posts/${postId}/restore`, { reason: '誤りでした' })).status).toBeLessThan(300);
    await until(() => page(author), (p) => p.items.filter((i) => i.kind === 'forum_post_moderated').length === 2);
  });

  it('pages older notifications with a cursor and refuses a forged cursor', async () => {
    const first = await page(author);
    expect(first.items.map((i) => i.createdAt)).toEqual([...first.items.map((i) => i.createdAt)].sort().reverse());
    expect((await author.agent.get('/api/notifications?cursor=Zm9yZ2Vk')).status).toBe(400);
    const many = await forumPost(author, '返信の多い投稿');
    for (let i = 0; i < 21; i += 1) await post(i % 2 ? replier : fan, `/api/forum/posts/${many}/replies`, { content: `返信${i}` });
    await until(() => unread(author), (n) => n >= 21);
    const one = await page(author);
    expect(one.items).toHaveLength(20);
    expect(one.nextCursor).toEqual(expect.any(String));
    const two = await page(author, one.nextCursor ?? '');
    expect(two.items.length).toBeGreaterThan(0);
    expect(two.items.some((i) => one.items.some((j) => j.id === i.id))).toBe(false);
  });

  it('answers preferences per kind with defaults, stores a change, and refuses an unknown kind or channel changing nothing', async () => {
    const before = (await fan.agent.get('/api/notifications/preferences').expect(200)).body as { kind: string; channel: string; isDefault: boolean }[];
    expect(before.find((p) => p.kind === 'forum_likes')).toEqual({ kind: 'forum_likes', channel: 'in_app', isDefault: true });
    expect(before.find((p) => p.kind === 'supporter_named')?.channel).toBe('email');
    const changed = await put(fan, '/api/notifications/preferences', { preferences: [{ kind: 'forum_likes', channel: 'digest' }] });
    expect(changed.status).toBe(200);
    expect((changed.body as { kind: string; channel: string }[]).find((p) => p.kind === 'forum_likes')?.channel).toBe('digest');

    const unknownKind = await put(fan, '/api/notifications/preferences', { preferences: [{ kind: 'forum_reply', channel: 'email' }, { kind: 'no_such_kind', channel: 'email' }] });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.message).toBe('「no_such_kind」という通知の種類はありません');
    const unknownChannel = await put(fan, '/api/notifications/preferences', { preferences: [{ kind: 'forum_reply', channel: 'sms' }] });
    expect(unknownChannel.status).toBe(400);
    expect(String(unknownChannel.body.message)).toContain('「sms」という受け取り方はありません');
    const after = (await fan.agent.get('/api/notifications/preferences').expect(200)).body as { kind: string; channel: string }[];
    expect(after.find((p) => p.kind === 'forum_reply')).toEqual({ kind: 'forum_reply', channel: 'email', isDefault: true });
    expect(after.find((p) => p.kind === 'forum_likes')?.channel).toBe('digest');
    expect((await sql.query(`SELECT count(*)::int AS n FROM notification_preferences WHERE kind = 'forum_reply'`)).rows[0].n).toBe(0);
  });

  it('refuses every route without a session', async () => {
    const anonymous = (await import('supertest')).default(app.getHttpServer());
    for (const path of ['/api/notifications', '/api/notifications/unread-count', '/api/notifications/preferences', '/api/live']) expect((await anonymous.get(path)).status).toBe(401);
  });

  it('delivers a notification to every open tab of the recipient, and catches a reconnecting tab up from Last-Event-ID', async () => {
    const tabA = await openLive(app, author.cookie);
    const tabB = await openLive(app, author.cookie);
    const other = await openLive(app, fan.cookie);
    try {
      const postId = await forumPost(author, 'ライブの確認');
      await post(replier, `/api/forum/posts/${postId}/replies`, { content: '届きましたか' });
      await until(async () => tabA.frames.filter((f) => f.event === 'notification').length, (n) => n >= 1);
      await until(async () => tabB.frames.filter((f) => f.event === 'notification').length, (n) => n >= 1);
      // The other user's tab hears that forum posts changed, not the notification.
      await until(async () => other.frames.some((f) => f.event === 'changed' && (f.data as { categories: string[] }).categories.includes('forum-post')), Boolean);
      expect(other.frames.some((f) => f.event === 'notification')).toBe(false);
      const seen = tabA.frames.filter((f) => f.event === 'notification').at(-1)?.id;
      expect(seen).toMatch(/^\d+$/);
      tabA.close();
      // While tab A is away, two more replies arrive; it reconnects with the last id it saw.
      await post(replier, `/api/forum/posts/${postId}/replies`, { content: '2つ目' });
      await post(fan, `/api/forum/posts/${postId}/replies`, { content: '3つ目' });
      await until(async () => tabB.frames.filter((f) => f.event === 'notification').length, (n) => n >= 3);
      const back = await openLive(app, author.cookie, seen ?? undefined);
      try {
        const caughtUp = back.frames.filter((f) => f.event === 'notification');
        expect(caughtUp).toHaveLength(2);
        expect(caughtUp.every((f) => BigInt(f.id ?? '0') > BigInt(seen ?? '0'))).toBe(true);
      } finally {
        back.close();
      }
    } finally {
      tabA.close();
      tabB.close();
      other.close();
    }
  });

  it('tells the author of an anonymous post of replies and supports without anything naming the author', async () => {
    const created = await author.agent.post('/api/anonymous-posts').set(author.headers).send({ content: '誰にも言えない悩みです' });
    expect(created.status).toBe(201);
    const postId = (created.body as { id: string }).id;
    const live = await openLive(app, author.cookie);
    const othersLive = await Promise.all([replier, fan, moderator].map((who) => openLive(app, who.cookie)));
    try {
      expect((await replier.agent.post(`/api/anonymous-posts/${postId}/replies`).set(replier.headers).send({ content: 'わかります' })).status).toBe(201);
      expect((await fan.agent.post(`/api/anonymous-posts/${postId}/support`).set(fan.headers)).status).toBe(201);
      expect((await replier.agent.post(`/api/anonymous-posts/${postId}/support`).set(replier.headers)).status).toBe(201);
      expect((await fan.agent.post(`/api/anonymous-posts/${postId}/reports`).set(fan.headers).send({ reason: '気になる内容です' })).status).toBeLessThan(300);
      expect((await moderator.agent.post(`/api/anonymous-posts/${postId}/hide`).set(moderator.headers).send({ reason: '確認のため' })).status).toBeLessThan(300);
      expect((await moderator.agent.post(`/api/anonymous-posts/${postId}/restore`).set(moderator.headers).send({ reason: '問題ありませんでした' })).status).toBeLessThan(300);
      const mine = await until(
        () => allPages(author),
        (p) => p.items.some((i) => i.kind === 'anonymous_supports' && i.count === 2) && p.items.some((i) => i.kind === 'anonymous_reply') && p.items.filter((i) => i.kind === 'anonymous_post_moderated').length === 2,
      );
      await until(() => kinds(fan), (k) => k.includes('anonymous_report_outcome'));
      const anonymousItems = mine.items.filter((i) => i.kind.startsWith('anonymous_'));
      for (const item of anonymousItems) expect(item.actorName).toBeNull();
      await until(async () => live.frames.filter((f) => f.event === 'notification').length, (n) => n >= 1);
      // Nobody else's tab is told of the author's notifications: each frame another user got is one of their own rows.
      for (const [i, who] of [replier, fan, moderator].entries()) {
        const own = (await sql.query(`SELECT source_position::text AS p FROM notifications WHERE recipient_id = $1`, [who.user.id])).rows.map((r: { p: string }) => r.p);
        for (const frame of othersLive[i].frames.filter((f) => f.event === 'notification')) expect(own).toContain(frame.id);
      }
      expect(othersLive[0].frames.filter((f) => f.event === 'notification')).toEqual([]);
      expect(othersLive[2].frames.filter((f) => f.event === 'notification')).toEqual([]);

      // Nobody else sees them: every other role's answers.
      // (The reporter is told the outcome of their report: that row is theirs, and names no author.)
      for (const who of [replier, fan, moderator]) {
        const theirs = (await page(who)).items.filter((i) => i.kind !== 'anonymous_report_outcome');
        expect(JSON.stringify(theirs)).not.toContain(postId);
        expect(JSON.stringify(await page(who))).not.toContain(author.user.id);
      }
      // The table: no row for an anonymous post names a user, nor does any read mark.
      const rows = (await sql.query(`SELECT * FROM notifications WHERE subject_id = $1`, [`anonymous-post:${postId}`])).rows as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        // The author's rows name a proof; the reporter's outcome names the reporter, as the module stores them.
        expect(row.recipient_id).toBe(row.kind === 'anonymous_report_outcome' ? fan.user.id : null);
        expect(row.actor_id).toBeNull();
        expect(JSON.stringify(row)).not.toContain(author.user.id);
        expect(JSON.stringify(row)).not.toContain(author.user.email);
      }
      // Marked read under the unattributed prefix: the mark holds no user and no reading time.
      const reply = anonymousItems.find((i) => i.kind === 'anonymous_reply');
      expect((await post(author, `/api/notifications/${reply?.id}/read`)).status).toBe(404);
      expect((await post(replier, `/api/anonymous-post-notifications/${reply?.id}/read`)).status).toBe(404);
      expect((await post(author, `/api/anonymous-post-notifications/${reply?.id}/read`)).status).toBe(204);
      expect((await allPages(author)).items.find((i) => i.id === reply?.id)?.read).toBe(true);
      const mark = (await sql.query(`SELECT r.*, n.created_at AS notified FROM notification_reads r JOIN notifications n ON n.id = r.notification_id WHERE r.notification_id = $1`, [reply?.id])).rows[0] as Record<string, Date>;
      expect(Object.keys(mark).sort()).toEqual(['notification_id', 'notified', 'read_at']);
      expect(mark.read_at.getTime()).toBe(mark.notified.getTime());
      // The log: no line that names the author mentions the post or its notifications.
      const ids = [postId, ...anonymousItems.map((i) => i.id)];
      for (const line of logLines) if (line.includes(author.user.id)) for (const id of ids) expect(line).not.toContain(id);
    } finally {
      live.close();
      for (const tab of othersLive) tab.close();
    }
  });
});
