import type { Server } from 'node:http';
import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { inAppOnlyMessage, NOTIFICATION_PREFERENCE_MESSAGES } from '@pivot/rules';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../../create-app.js';
import { loadConfig } from '../../../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import type { RecordedEventOf } from '../../../platform/event-store/event.js';
import { headerOf, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../platform/mail/test-support/test-smtp-server.js';
import { MailOutbox } from '../../../platform/mail/mail-outbox.js';
import { INVALID_UNSUBSCRIBE_MESSAGE } from '../../../platform/mail/unsubscribe-route.js';
import { DueJobRunner } from '../../../platform/schedule/due-job-runner.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { captureLogLines } from '../../../test-support/log-capture.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { until } from '../../../test-support/until.js';
import { post, put } from '../../../test-support/writes.js';
import type { NotifiedEvent } from '../domain/notification-mapping.js';
import { NotificationsProjection } from '../projections/notifications.projection.js';
import { BATCH_MAIL_WINDOW_MS } from './notification-batch-mail.js';
import { NotificationDigest } from './notification-digest.js';
import { atOnceMailKind } from './notification-mail-kinds.js';

const ADMIN = 'notify-admin@example.com';
const BASE = 'http://localhost:3000';

interface Preference {
  kind: string;
  channel: string;
}

describe('notifications by e-mail: at once, in a daily digest, one preference with the unsubscribe, never an anonymous author', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: TestSmtpServer;
  let server: Server;
  let admin: SignedInUser;
  const logLines: string[] = [];
  let restoreLog: () => void;

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startTestSmtpServer();
    app = await createApp(
      loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ADMIN_EMAILS: ADMIN, TRUST_PROXY: 'loopback', SMTP_URL: smtp.url, MAIL_POLL_MS: '50', READ_YOUR_WRITES_TIMEOUT_MS: '10000' }),
      db.url,
    );
    await app.listen(0, '127.0.0.1');
    server = app.getHttpServer() as Server;
    admin = await signIn(app, ADMIN);
    restoreLog = captureLogLines(logLines);
  });
  afterAll(async () => {
    restoreLog();
    await app.close();
    await smtp.close();
    await db.drop();
  });

  const sql = <T>(text: string, params: unknown[] = []) => app.get(DataSource).query(text, params) as Promise<T[]>;
  /** A signed-in user with a name (the mails say who did what). */
  const named = async (email: string, lastName: string, firstName: string) => {
    const who = await signIn(app, email);
    await who.agent.put(`/api/users/${who.user.id}`).set(who.headers).send({ firstName, lastName }).expect(200);
    return who;
  };
  const forumPost = async (who: SignedInUser, title: string) => {
    const res = await post(who, '/api/forum/posts', { title, content: '本文です' });
    expect(res.status).toBe(201);
    return (res.body as { id: string }).id;
  };
  const reply = async (who: SignedInUser, postId: string, content: string) => expect((await post(who, `/api/forum/posts/${postId}/replies`, { content })).status).toBe(201);
  const preferences = async (who: SignedInUser) => (await who.agent.get('/api/notifications/preferences').expect(200)).body as Preference[];
  const channelOf = async (who: SignedInUser, kind: string) => (await preferences(who)).find((p) => p.kind === kind)?.channel;
  const inApp = async (who: SignedInUser, kind: string, count: number) =>
    until(
      async () => ((await who.agent.get('/api/notifications').expect(200)).body as { items: { kind: string }[] }).items.filter((i) => i.kind === kind).length,
      (n) => n >= count,
    );
  const mailsTo = (who: SignedInUser) => smtp.received.filter((mail) => mail.to.includes(who.user.email));
  const outboxOf = (who: SignedInUser) => sql<{ kind: string; source_id: string; status: string }>(`SELECT kind, source_id, status FROM mail_outbox WHERE recipient_id = $1 ORDER BY created_at`, [who.user.id]);
  /** The unsubscribe URL's path and query, to ask this test's server. */
  const unsubscribePath = (mail: ReceivedMail) => {
    const url = /^<(.+)>$/.exec(headerOf(mail.parsed, 'List-Unsubscribe') ?? '')?.[1] as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/mail\/unsubscribe\?token=/);
    return url.slice(BASE.length);
  };
  /** Waits until the outbox has nothing pending (what was enqueued has been sent or set aside). */
  const settled = () => until(() => sql<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`), ([{ n }]) => n === 0);

  it('mails a reply at once with who, what, the message and the link; the one-click unsubscribe makes the kind in-app only, and e-mail again re-subscribes', async () => {
    const [author, replier] = [await named('mail-author@example.com', '山田', '太郎'), await named('mail-replier@example.com', '佐藤', '花子')];
    const postId = await forumPost(author, '会議で発言が出ない');
    await reply(replier, postId, 'まず一人ずつ聞いてみては');
    const [mail] = await until(async () => mailsTo(author), (m) => m.length === 1);
    expect(mail.parsed.subject).toBe('【PIVOT コミュニティ】あなたの投稿「会議で発言が出ない」に返信がありました（佐藤 花子 さんから）');
    expect(mail.parsed.text).toContain('山田 太郎 さん');
    expect(mail.parsed.to).toMatchObject({ text: author.user.email });
    expect(mail.parsed.text).toContain('まず一人ずつ聞いてみては');
    expect(mail.parsed.text).toContain(`${BASE}/community/forum/${postId}`);
    expect(mail.parsed.html).toContain(`href="${BASE}/community/forum/${postId}"`);
    expect(mail.parsed.text).toContain('このメールは「自分の投稿への返信」のお知らせです');
    expect(headerOf(mail.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // One row per (event, recipient, kind): the projection applying the same event again (a replay, a second instance) adds none.
    // The sink has the mail a moment before the outbox row is marked sent: wait for the mark.
    await settled();
    const rows = await outboxOf(author);
    expect(rows).toEqual([{ kind: 'notification.forum_reply', source_id: expect.any(String), status: 'sent' }]);
    const [event] = (await app.get<EventStore>(EVENT_STORE).readAll()).filter((e) => e.eventId === rows[0].source_id);
    await app.get(DataSource).transaction((manager) => app.get(NotificationsProjection).apply(event as RecordedEventOf<NotifiedEvent>, manager));
    expect(await outboxOf(author)).toEqual(rows);

    // Unsubscribing is the preference: GET only asks, POST sets the kind to in-app only, a replay says it is done.
    const path = unsubscribePath(mail);
    expect((await request(server).get(path).expect(200)).text).toContain('「自分の投稿への返信」のメールの配信を停止しますか');
    expect(await channelOf(author, 'forum_reply')).toBe('email');
    const done = await request(server).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain('配信を停止しました');
    expect(done.text).toContain('「通知の受け取り方」からいつでも再開できます');
    expect(await channelOf(author, 'forum_reply')).toBe('in_app');
    expect((await request(server).post(path).expect(200)).text).toContain('すでに配信を停止しています');
    expect(await sql(`SELECT * FROM mail_opt_outs`)).toEqual([]);

    // The same event again: in the app, no mail.
    await reply(replier, postId, '二度目の返信です');
    await inApp(author, 'forum_reply', 2);
    await settled();
    expect(await outboxOf(author)).toHaveLength(1);

    // E-mail again: the next reply is mailed.
    expect((await put(author, '/api/notifications/preferences', { preferences: [{ kind: 'forum_reply', channel: 'email' }] })).status).toBe(200);
    await reply(replier, postId, '三度目の返信です');
    await until(async () => mailsTo(author), (m) => m.length === 2);
    expect(mailsTo(author)[1].parsed.text).toContain('三度目の返信です');
  });

  it('sends nothing at once for a kind kept in the app, and refuses a forged token or an unknown kind changing nothing', async () => {
    const [author, replier] = [await signIn(app, 'quiet-author@example.com'), await signIn(app, 'quiet-replier@example.com')];
    expect((await put(author, '/api/notifications/preferences', { preferences: [{ kind: 'forum_reply', channel: 'in_app' }] })).status).toBe(200);
    const postId = await forumPost(author, '静かに読みたい');
    await reply(replier, postId, '返信します');
    await inApp(author, 'forum_reply', 1);
    await settled();
    expect(await outboxOf(author)).toEqual([]);
    // A mail of the kind already in the outbox (enqueued before the change, or retried) is set aside when claimed, never sent.
    const queued = { sourceId: 'queued-before-the-change', kind: atOnceMailKind('forum_reply'), to: author.user.email, recipientId: author.user.id, subjects: [author.user.id] };
    expect(await app.get(MailOutbox).enqueue([{ ...queued, content: { subject: '古い通知', greeting: 'こんにちは。', heading: '古い通知', paragraphs: [] } }])).toBe(1);
    await settled();
    expect(await outboxOf(author)).toEqual([{ kind: 'notification.forum_reply', source_id: 'queued-before-the-change', status: 'opted_out' }]);
    expect(mailsTo(author)).toEqual([]);

    const before = await preferences(author);
    // Another person's genuine token (the first test's mail), its MAC put on this person's id, or altered.
    const [payload, mac] = decodeURIComponent(/token=([^&]+)/.exec(unsubscribePath(smtp.received[0]))?.[1] as string).split('.');
    const forged = `${Buffer.from(`${author.user.id}\nnotification.forum_reply`).toString('base64url')}.${mac}`;
    for (const bad of [forged, `${payload}.${mac.slice(0, -2)}xx`, 'not-a-token']) {
      const res = await request(server).post(`/mail/unsubscribe?token=${encodeURIComponent(bad)}`).expect(400);
      expect(res.text).toContain(INVALID_UNSUBSCRIBE_MESSAGE);
    }
    const unknown = await put(author, '/api/notifications/preferences', { preferences: [{ kind: 'forum_reply', channel: 'email' }, { kind: 'no_such_kind', channel: 'email' }] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(NOTIFICATION_PREFERENCE_MESSAGES.unknownKind('no_such_kind'));
    expect(await preferences(author)).toEqual(before);
  });

  it('sends one daily digest at the digest hour with every unread notification of its kinds, once however often it runs', async () => {
    const [reader, replier] = [await named('digest-reader@example.com', '鈴木', '一郎'), await named('digest-replier@example.com', '高橋', '次郎')];
    expect((await put(reader, '/api/notifications/preferences', { preferences: [{ kind: 'forum_reply', channel: 'digest' }] })).status).toBe(200);
    expect((await reader.agent.get('/api/notifications/delivery').expect(200)).body).toEqual({ digestHour: 8, timeZone: 'Asia/Tokyo' });
    const postId = await forumPost(reader, 'まとめて読みたい');
    await reply(replier, postId, '一つ目の返信');
    await reply(replier, postId, '二つ目の返信');
    await inApp(reader, 'forum_reply', 2);
    await settled();
    expect(await outboxOf(reader)).toEqual([]);

    // The digest moment comes (the job the app scheduled at start for the next 08:00 in Tokyo).
    const digest = app.get(NotificationDigest);
    const date = digest.nextDate(new Date());
    const clock = app.get<Clock>(CLOCK);
    const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(digest.momentOf(date).getTime() + 60_000));
    try {
      await app.get(DueJobRunner).runDue();
      const [mail] = await until(async () => mailsTo(reader), (m) => m.length === 1);
      const [, month, day] = date.split('-').map(Number);
      expect(mail.parsed.subject).toBe(`【PIVOT コミュニティ】${month}月${day}日の通知のまとめ（2件）`);
      expect(mail.parsed.text).toContain('■ フォーラム');
      expect(mail.parsed.text).toContain('鈴木 一郎 さん');
      expect(mail.parsed.text).toContain('（高橋 次郎 さんから）');
      expect(mail.parsed.text).toContain('一つ目の返信');
      expect(mail.parsed.text).toContain('二つ目の返信');
      expect(mail.parsed.html).toContain(`href="${BASE}/community/forum/${postId}"`);
      expect(mail.parsed.html).toContain(`href="${BASE}/community/notifications"`);
      expect(headerOf(mail.parsed, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/mail\/unsubscribe\?token=/);
      // Nobody else had anything in a digest kind: no other digest.
      expect(smtp.received.filter((m) => m.parsed.subject?.includes('の通知のまとめ'))).toHaveLength(1);

      // Run again (another instance, a repeated job): still one.
      await app.get(DueJobRunner).runDue();
      expect(await digest.send(date)).toBe(0);
      await settled();
      expect((await outboxOf(reader)).map((r) => [r.kind, r.source_id])).toEqual([['notification.digest', `notification-digest:${date}`]]);
      // The next day's digest waits for its own moment.
      const [next] = await sql<{ due_at: Date; done_at: Date | null }>(`SELECT due_at, done_at FROM due_jobs WHERE key = $1`, [`notifications.daily-digest:${nextDate(date)}`]);
      expect(next).toEqual({ due_at: digest.momentOf(nextDate(date)), done_at: null });

      // The digest's unsubscribe turns the kinds it carried to in-app only.
      await request(server).post(unsubscribePath(mail)).expect(200);
      expect(await channelOf(reader, 'forum_reply')).toBe('in_app');
    } finally {
      spy.mockRestore();
    }
  });

  it('after an outage of several days sends one digest covering every missed day, saying the span, not one per missed day', async () => {
    const [reader, replier] = [await named('outage-reader@example.com', '中村', '三郎'), await named('outage-replier@example.com', '小林', '四郎')];
    expect((await put(reader, '/api/notifications/preferences', { preferences: [{ kind: 'forum_reply', channel: 'digest' }] })).status).toBe(200);
    const postId = await forumPost(reader, '長い休みのあとに');
    await reply(replier, postId, '休み一日目の返信');
    await reply(replier, postId, '休み三日目の返信');
    await inApp(reader, 'forum_reply', 2);
    const digest = app.get(NotificationDigest);
    // The oldest digest job still waiting (the chain the app keeps), and three digest moments after it passing while every instance is down.
    const [{ key }] = await sql<{ key: string }>(`SELECT key FROM due_jobs WHERE kind = 'notifications.daily-digest' AND done_at IS NULL ORDER BY due_at LIMIT 1`);
    const since = key.split(':')[1];
    const back = addDays(since, 3);
    // The two replies were written on different days of the outage.
    const [first, second] = await sql<{ id: string }>(`SELECT id FROM notifications WHERE recipient_id = $1 AND kind = 'forum_reply' ORDER BY created_at`, [reader.user.id]);
    await sql(`UPDATE notifications SET created_at = $2 WHERE id = $1`, [first.id, new Date(digest.momentOf(since).getTime() - 3_600_000)]);
    await sql(`UPDATE notifications SET created_at = $2 WHERE id = $1`, [second.id, new Date(digest.momentOf(addDays(since, 2)).getTime() + 3_600_000)]);
    const spy = jest.spyOn(app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date(digest.momentOf(back).getTime() + 60_000));
    try {
      await app.get(DueJobRunner).runDue();
      const [mail] = await until(async () => mailsTo(reader), (m) => m.length === 1);
      const day = (date: string) => date.split('-').map(Number).slice(1);
      const [[m1, d1], [m2, d2]] = [day(since), day(back)];
      expect(mail.parsed.subject).toBe(`【PIVOT コミュニティ】${m1}月${d1}日〜${m2}月${d2}日の通知のまとめ（2件）`);
      expect(mail.parsed.text).toContain(`${m1}月${d1}日から${m2}月${d2}日までのまとめメールを送れなかったため`);
      expect(mail.parsed.text).toContain('休み一日目の返信');
      expect(mail.parsed.text).toContain('休み三日目の返信');
      // Run again (a second instance, a retried job): still the one digest, keyed by the day it was sent.
      await app.get(DueJobRunner).runDue();
      await settled();
      expect((await outboxOf(reader)).map((r) => [r.kind, r.source_id])).toEqual([['notification.digest', `notification-digest:${back}`]]);
      expect(mailsTo(reader)).toHaveLength(1);
      // Every missed day's job is done without a mail of its own; the next digest waits for its own moment.
      const jobs = await sql<{ key: string; done: boolean }>(`SELECT key, done_at IS NOT NULL AS done FROM due_jobs WHERE kind = 'notifications.daily-digest' AND due_at >= $1 ORDER BY due_at`, [digest.momentOf(since)]);
      expect(jobs).toEqual([
        { key: `notifications.daily-digest:${since}`, done: true },
        { key: `notifications.daily-digest:${back}`, done: true },
        { key: `notifications.daily-digest:${addDays(back, 1)}`, done: false },
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('batches likes by e-mail: the likes on one post within a window are one mail 「3件の「いいね」」, each like in exactly one mail', async () => {
    const author = await named('likes-author@example.com', '木村', '五郎');
    const likers = [await named('liker-1@example.com', '林', '一美'), await named('liker-2@example.com', '森', '二葉'), await named('liker-3@example.com', '池田', '三奈')];
    expect((await put(author, '/api/notifications/preferences', { preferences: [{ kind: 'forum_likes', channel: 'email' }] })).status).toBe(200);
    const postId = await forumPost(author, 'いいねを集める投稿');
    const clock = app.get<Clock>(CLOCK);
    // The likes land in the middle of one window (windows are aligned; nothing here depends on how fast the machine is).
    const windowStart = Math.floor(Date.now() / BATCH_MAIL_WINDOW_MS) * BATCH_MAIL_WINDOW_MS;
    const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(windowStart + BATCH_MAIL_WINDOW_MS / 2));
    const likeRow = () => sql<{ id: string; count: number }>(`SELECT id, count FROM notifications WHERE recipient_id = $1 AND kind = 'forum_likes'`, [author.user.id]);
    const run = async (at: number) => {
      spy.mockReturnValue(new Date(at));
      await app.get(DueJobRunner).runDue();
      await settled();
    };
    try {
      for (const liker of likers) expect((await post(liker, `/api/forum/posts/${postId}/likes`)).status).toBe(201);
      const [row] = await until(likeRow, ([r]) => r?.count === 3);
      await settled();
      // Nothing while the window is open: one job for the window, no mail.
      expect(await outboxOf(author)).toEqual([]);
      expect(await sql(`SELECT key FROM due_jobs WHERE kind = 'notifications.batch-mail' AND done_at IS NULL`)).toHaveLength(1);

      await run(windowStart + BATCH_MAIL_WINDOW_MS + 1_000);
      const [mail] = await until(async () => mailsTo(author), (m) => m.length === 1);
      expect(mail.parsed.subject).toBe('【PIVOT コミュニティ】あなたの投稿「いいねを集める投稿」に「いいね」がつきました（3件）');
      expect(mail.parsed.text).toContain('3件の「いいね」がつきました');
      expect(mail.parsed.text).toContain('最新の「いいね」');
      expect(mail.parsed.html).toContain(`href="${BASE}/community/forum/${postId}"`);
      expect(mail.parsed.text).toContain('このメールは「自分の投稿への「いいね」」のお知らせです');
      expect(headerOf(mail.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      // Run again, and the last like applied again (a replay, a second instance): nothing more.
      await run(windowStart + BATCH_MAIL_WINDOW_MS + 2_000);
      const [last] = (await app.get<EventStore>(EVENT_STORE).readAll()).filter((e) => e.type === 'ForumPostLiked' && (e.data as { postId: string }).postId === postId).slice(-1);
      await app.get(DataSource).transaction((manager) => app.get(NotificationsProjection).apply(last as RecordedEventOf<NotifiedEvent>, manager));
      await run(windowStart + 2 * BATCH_MAIL_WINDOW_MS + 1_000);
      expect(mailsTo(author)).toHaveLength(1);

      // A like in a later window: its own mail, telling only that one, by name.
      spy.mockReturnValue(new Date(windowStart + 3 * BATCH_MAIL_WINDOW_MS + 1_000));
      const fourth = await named('liker-4@example.com', '石井', '四季');
      expect((await post(fourth, `/api/forum/posts/${postId}/likes`)).status).toBe(201);
      await until(likeRow, ([r]) => r?.count === 4);
      await run(windowStart + 4 * BATCH_MAIL_WINDOW_MS + 1_000);
      const [, second] = await until(async () => mailsTo(author), (m) => m.length === 2);
      expect(second.parsed.subject).toBe('【PIVOT コミュニティ】あなたの投稿「いいねを集める投稿」に「いいね」がつきました（1件）');
      expect(second.parsed.text).toContain('石井 四季 さん');
      expect((await outboxOf(author)).map((r) => [r.kind, r.source_id, r.status])).toEqual([
        ['notification.forum_likes', `${row.id}:3`, 'sent'],
        ['notification.forum_likes', `${row.id}:4`, 'sent'],
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps an anonymous author in the app only: no e-mail choice, no outbox row, no mail, no log line linking them to the post', async () => {
    const [author, replier] = [await signIn(app, 'anon-author@example.com'), await signIn(app, 'anon-replier@example.com')];
    const refused = await put(author, '/api/notifications/preferences', { preferences: [{ kind: 'anonymous_reply', channel: 'email' }] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(inAppOnlyMessage('anonymous_reply'));
    expect((await put(author, '/api/notifications/preferences', { preferences: [{ kind: 'anonymous_supports', channel: 'digest' }] })).status).toBe(400);
    expect((await preferences(author)).filter((p) => p.kind.startsWith('anonymous_') && p.kind !== 'anonymous_report_outcome').map((p) => p.channel)).toEqual(['in_app', 'in_app', 'in_app']);

    const created = await post(author, '/api/anonymous-posts', { content: 'メールで知られたくない悩み' });
    expect(created.status).toBe(201);
    const postId = (created.body as { id: string }).id;
    expect((await post(replier, `/api/anonymous-posts/${postId}/replies`, { content: 'わかります' })).status).toBe(201);
    expect((await post(replier, `/api/anonymous-posts/${postId}/support`)).status).toBe(201);
    await inApp(author, 'anonymous_reply', 1);
    await settled();
    // The digest too, whenever it runs.
    const digest = app.get(NotificationDigest);
    await digest.send(digest.nextDate(new Date()));
    await settled();

    const rows = await sql<Record<string, unknown>>(`SELECT * FROM mail_outbox`);
    for (const row of rows) {
      expect(String(row.kind)).not.toMatch(/^notification\.anonymous_(reply|supports|post_moderated)$/);
      expect(JSON.stringify(row)).not.toContain(postId);
      expect(JSON.stringify(row)).not.toContain('心の叫び');
    }
    expect(rows.filter((row) => row.recipient_id === author.user.id)).toEqual([]);
    // No batched mail waits for them either (its moment would be a trace).
    expect(await sql(`SELECT j.key FROM due_jobs j JOIN notifications n ON n.id::text = j.payload->>'notificationId' WHERE n.recipient_proof IS NOT NULL`)).toEqual([]);
    for (const mail of smtp.received) {
      expect(`${mail.parsed.subject} ${mail.parsed.text} ${mail.parsed.html || ''}`).not.toContain(postId);
      expect(mail.to).not.toContain(author.user.email);
    }
    for (const line of logLines.filter((l) => l.includes(postId))) expect(line).not.toContain(author.user.id);
  });

  it('never mails a forgotten person: their sent mail is emptied and nothing more is sent to them', async () => {
    const [gone, replier] = [await signIn(app, 'gone@example.com'), await signIn(app, 'gone-replier@example.com')];
    const postId = await forumPost(gone, '消える人の投稿');
    await reply(replier, postId, '最初の返信');
    await until(async () => mailsTo(gone), (m) => m.length === 1);
    await settled();
    expect((await post(admin, '/api/admin/personal-data/forget', { kind: 'user', subjectId: gone.user.id })).status).toBe(200);
    await reply(replier, postId, '忘れられたあとの返信');
    await until(() => sql<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1`, [gone.user.id]), ([{ n }]) => n === 2);
    await settled();
    expect(mailsTo(gone)).toHaveLength(1);
    expect(smtp.received.some((mail) => mail.parsed.text?.includes('忘れられたあとの返信'))).toBe(false);
    const rows = await sql<{ to_address: string | null; subject: string; status: string }>(`SELECT to_address, subject, status FROM mail_outbox WHERE subjects @> ARRAY[$1]::text[]`, [gone.user.id]);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const row of rows) expect(row).toMatchObject({ to_address: null, subject: '' });
  });

  it('a rebuild of the notifications replays every event into fresh tables and tells nobody: no mail, no mail job, no live notice', async () => {
    const [author, replier] = [await signIn(app, 'rebuild-author@example.com'), await signIn(app, 'rebuild-replier@example.com')];
    const postId = await forumPost(author, '再構築の前の投稿');
    await reply(replier, postId, '再構築の前の返信');
    await until(async () => mailsTo(author), (m) => m.length === 1);
    await settled();
    const count = async (table: string) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
    // Every at-once mail job as it stands: a rebuild that scheduled one again would move its time.
    const mailJobs = () => sql(`SELECT key, scheduled_at, due_at, done_at FROM due_jobs WHERE kind = 'notifications.at-once-mail' ORDER BY key`);
    const before = { mailsSent: smtp.received.length, outbox: await count('mail_outbox'), mailJobs: await mailJobs(), notifications: await count('notifications') };
    expect(before.mailJobs.length).toBeGreaterThan(0);
    const listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query('LISTEN pivot_live');
    try {
      expect((await post(admin, '/api/admin/projections/notifications/rebuild', {})).status).toBe(202);
      await until(
        async () => ((await admin.agent.get('/api/admin/projections').expect(200)).body as { name: string; rebuild: { state: string } }[]).find((p) => p.name === 'notifications')?.rebuild.state,
        (state) => state === 'done',
      );
      // The rebuilt tables serve the same notifications (the author's reply among them).
      expect(await count('notifications')).toBe(before.notifications);
      expect(((await author.agent.get('/api/notifications').expect(200)).body as { items: { kind: string }[] }).items.map((i) => i.kind)).toContain('forum_reply');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(heard).toEqual([]);
      expect(await mailJobs()).toEqual(before.mailJobs);
      expect(await count('mail_outbox')).toBe(before.outbox);
      expect(smtp.received).toHaveLength(before.mailsSent);
    } finally {
      await listener.end();
    }
  });
});

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function nextDate(date: string): string {
  return addDays(date, 1);
}
