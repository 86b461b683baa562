import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { captureLogLines } from '../../../test-support/log-capture.js';
import { MODERATOR_EMAIL, signInModerationCast } from '../../../test-support/moderation-cast.js';
import type { SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

/**
 * The promise of 心の叫び: the author's identity appears in no answer (for anyone, the author
 * included), no log line, no event (data or metadata) and no read-model row. Every answer and
 * every log line of this file is collected and searched for the author's id, e-mail and name.
 */
describe('anonymous posts over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let sql: pg.Pool;
  let author: SignedInUser;
  let reader: SignedInUser;
  let reporters: SignedInUser[];
  let moderator: SignedInUser;
  const answers: string[] = [];
  const logLines: string[] = [];
  let authorTraces: string[];
  let restoreLog: () => void;

  const keep = <T extends { text: string }>(res: T): T => {
    answers.push(res.text);
    return res;
  };
  const post = async (who: SignedInUser, path: string, body: object = {}) => keep(await who.agent.post(path).set(who.headers).send(body));
  const get = async (who: SignedInUser, path: string) => keep(await who.agent.get(path));
  const del = async (who: SignedInUser, path: string) => keep(await who.agent.delete(path).set(who.headers));
  const listOf = async (who: SignedInUser) => (await get(who, '/api/anonymous-posts')).body as { id: string; content: string; mine: boolean; reactions: { support: number }; supportedByMe: boolean }[];
  const eventCount = async () => Number((await sql.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'anonymous-post-%'`)).rows[0].count);

  beforeAll(async () => {
    // Request logging is on, as in production, and every line is kept.
    restoreLog = captureLogLines(logLines);
    testApp = await startTestApp({ ADMIN_EMAILS: MODERATOR_EMAIL });
    ({ app } = testApp);
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    ({ author, reader, moderator, reporters } = await signInModerationCast(app));
    await author.agent.put(`/api/users/${author.user.id}`).set(author.headers).send({ firstName: '秘匿', lastName: '作者山' }).expect(200);
    authorTraces = [author.user.id, author.user.email, '秘匿', '作者山'];
    logLines.length = 0;
  });
  afterAll(async () => {
    restoreLog();
    await sql.end();
    await testApp.close();
  });

  it('posts, lists and shows the post to everyone without its author; only the author sees it as theirs', async () => {
    const created = await post(author, '/api/anonymous-posts', { content: '  部下との1on1がうまくいかず、毎日つらいです  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      content: '部下との1on1がうまくいかず、毎日つらいです',
      createdAt: expect.any(String),
      reactions: { support: 0 },
      replyCount: 0,
      supportedByMe: false,
      mine: true,
      replies: [],
    });
    expect((await listOf(reader)).find((p) => p.id === created.body.id)).toMatchObject({ mine: false });
    expect((await listOf(moderator)).find((p) => p.id === created.body.id)).toMatchObject({ mine: false });
    expect((await listOf(author)).find((p) => p.id === created.body.id)).toMatchObject({ mine: true });
  });

  it.each([
    [{ content: '' }, '投稿内容を入力してください'],
    [{ content: ' \n\u3000\t' }, '投稿内容を入力してください'],
    [{ content: '\u200B\u200C\u2060\uFEFF' }, '投稿内容を入力してください'],
    [{ content: '\u3000\u200D\u00AD\u3164\u2800 ' }, '投稿内容を入力してください'],
    [{ content: 'あ'.repeat(501) }, '投稿内容は500文字以内で入力してください'],
    [{}, '投稿内容を入力してください'],
    [{ content: 5 }, '投稿内容を入力してください'],
  ])('refuses %j with its message and changes nothing', async (body, message) => {
    const before = await eventCount();
    const res = await post(author, '/api/anonymous-posts', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await eventCount()).toBe(before);
  });

  it('accepts exactly 500 characters', async () => {
    expect((await post(reader, '/api/anonymous-posts', { content: 'い'.repeat(500) })).status).toBe(201);
  });

  it('counts support once per person, also when one person supports many times at once', async () => {
    const { body } = await post(author, '/api/anonymous-posts', { content: '応援してほしい' });
    const results = await Promise.all(Array.from({ length: 8 }, () => post(reader, `/api/anonymous-posts/${body.id}/support`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('この投稿は既に応援しています');
    await post(moderator, `/api/anonymous-posts/${body.id}/support`);
    const shown = (await listOf(reader)).find((p) => p.id === body.id);
    expect(shown).toMatchObject({ reactions: { support: 2 }, supportedByMe: true });
  });

  it('takes anonymous replies and refuses blank ones', async () => {
    const { body } = await post(author, '/api/anonymous-posts', { content: '聞いてください' });
    const replied = await post(reader, `/api/anonymous-posts/${body.id}/replies`, { content: 'わかります。無理しないで' });
    expect(replied.status).toBe(201);
    expect(replied.body.replies).toEqual([{ id: expect.any(String), content: 'わかります。無理しないで', createdAt: expect.any(String) }]);
    const before = await eventCount();
    for (const content of ['   ', '\u200B\u200C\u2060\uFEFF', '\u3000\u200D\u3000']) {
      const blank = await post(reader, `/api/anonymous-posts/${body.id}/replies`, { content });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('返信内容を入力してください');
    }
    expect(await eventCount()).toBe(before);
  });

  it('lets only the author delete, answering anyone else like an unknown post', async () => {
    const { body } = await post(author, '/api/anonymous-posts', { content: '消すかもしれない' });
    const byOther = await del(reader, `/api/anonymous-posts/${body.id}`);
    const unknown = await del(reader, '/api/anonymous-posts/00000000-0000-4000-8000-000000000000');
    expect([byOther.status, byOther.body.message]).toEqual([404, '投稿が見つかりません']);
    expect([unknown.status, unknown.body.message]).toEqual([404, '投稿が見つかりません']);
    expect((await listOf(reader)).some((p) => p.id === body.id)).toBe(true);
    expect((await del(author, `/api/anonymous-posts/${body.id}`)).status).toBe(204);
    expect((await listOf(reader)).some((p) => p.id === body.id)).toBe(false);
  });

  it('moderates without learning the author: reports, the automatic hiding, review, and both sides told the outcome', async () => {
    const { body } = await post(author, '/api/anonymous-posts', { content: '誰かを傷つけるかもしれない投稿' });
    const own = await post(author, `/api/anonymous-posts/${body.id}/reports`, { reason: '自分で' });
    expect([own.status, own.body.message]).toEqual([400, '自分の投稿は通報できません']);
    expect((await post(reporters[0], `/api/anonymous-posts/${body.id}/reports`, { reason: '攻撃的です' })).status).toBe(204);
    const twice = await post(reporters[0], `/api/anonymous-posts/${body.id}/reports`, { reason: 'もう一度' });
    expect([twice.status, twice.body.message]).toEqual([409, 'この投稿は既に通報済みです']);
    expect((await post(reporters[1], `/api/anonymous-posts/${body.id}/reports`, { reason: '不快' })).status).toBe(204);
    expect((await listOf(reader)).some((p) => p.id === body.id)).toBe(true);
    expect((await post(reporters[2], `/api/anonymous-posts/${body.id}/reports`, { reason: '不適切' })).status).toBe(204);
    // Three reports hide the post until a moderator reviews it.
    expect((await listOf(reader)).some((p) => p.id === body.id)).toBe(false);

    expect((await get(reader, '/api/moderation/queue')).status).toBe(403);
    const queue = (await get(moderator, '/api/moderation/queue')).body as { source: string; authorName: string | null; postId: string; visibility: string; openReportCount: number; reasons: string[] }[];
    expect(queue.find((item) => item.postId === body.id)).toMatchObject({ source: 'anonymous_post', authorName: null, visibility: 'pending_review', openReportCount: 3, reasons: ['攻撃的です', '不快', '不適切'] });

    const blank = await post(moderator, `/api/anonymous-posts/${body.id}/hide`, { reason: ' ' });
    expect([blank.status, blank.body.message]).toEqual([400, '理由を入力してください']);
    expect((await post(moderator, `/api/anonymous-posts/${body.id}/hide`, { reason: 'ガイドライン違反のため' })).status).toBe(204);
    const log = (await get(moderator, '/api/moderation/log')).body as { postId: string; action: string; moderatorName: string | null }[];
    expect(log.filter((entry) => entry.postId === body.id).map((entry) => entry.action)).toEqual(['hidden', 'auto_hidden']);
    expect(log.find((entry) => entry.action === 'auto_hidden')?.moderatorName).toBeNull();

    const reports = (await get(reporters[0], '/api/anonymous-posts/my-reports')).body as { postId: string; outcome: string; outcomeReason: string }[];
    expect(reports).toEqual([expect.objectContaining({ postId: body.id, outcome: 'hidden', outcomeReason: 'ガイドライン違反のため' })]);
    const notices = (await get(author, '/api/anonymous-posts/my-notices')).body as { postId: string; action: string; reason: string }[];
    expect(notices).toEqual([expect.objectContaining({ postId: body.id, action: 'hidden', reason: 'ガイドライン違反のため' })]);
    expect((await get(reader, '/api/anonymous-posts/my-notices')).body).toEqual([]);

    expect((await post(moderator, `/api/anonymous-posts/${body.id}/restore`, { reason: '再確認して問題なし' })).status).toBe(204);
    expect((await listOf(reader)).some((p) => p.id === body.id)).toBe(true);
    const again = await post(moderator, `/api/anonymous-posts/${body.id}/restore`, { reason: '再確認' });
    expect([again.status, again.body.message]).toEqual([409, 'この投稿は非表示になっていません']);
  });

  it('keeps the author out of every answer, log line, event and read-model row', async () => {
    const traces = authorTraces.filter((trace) => trace.length > 0);
    expect(answers.length).toBeGreaterThan(30);
    for (const text of answers) for (const trace of traces) expect(text).not.toContain(trace);

    // The anonymous routes' log lines: present (so the check is real), and without the author.
    const anonymousLines = logLines.filter((line) => line.includes('/api/anonymous-posts'));
    expect(anonymousLines.length).toBeGreaterThan(10);
    for (const line of anonymousLines) {
      for (const trace of traces) expect(line).not.toContain(trace);
      expect(JSON.parse(line).userId).toBeUndefined();
    }

    const events = await sql.query(`SELECT data::text AS data, metadata FROM events WHERE stream_id LIKE 'anonymous-post-%'`);
    expect(events.rows.length).toBeGreaterThan(10);
    for (const row of events.rows) {
      expect(row.metadata.userId).toBeNull();
      for (const trace of traces) expect(row.data).not.toContain(trace);
    }

    for (const table of ['anonymous_posts', 'anonymous_post_supports', 'anonymous_replies', 'anonymous_post_reports', 'anonymous_moderation_log']) {
      const rows = await sql.query(`SELECT t::text AS row FROM ${table} t`);
      for (const { row } of rows.rows) for (const trace of traces) expect(row).not.toContain(trace);
    }
  });
});
