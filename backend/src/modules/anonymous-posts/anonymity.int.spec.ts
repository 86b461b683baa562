import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { DEV_SESSION_SECRET, loadConfig } from '../../platform/config/app-config.js';
import { createApp } from '../../create-app.js';
import { captureLogLines } from '../../test-support/log-capture.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { signIn, signInAll, type SignedInUser } from '../../test-support/sign-in.js';

/**
 * 心の叫び against whoever runs the site (decision 0057): several people post, reply and support
 * anonymously, and then the database (every table), the app's log lines and every admin answer
 * are searched for anything that ties a text to its author. Two app instances share the database,
 * as a scaled-out deployment does: the second has never touched the authors' sessions.
 */
describe('anonymity against the operator', () => {
  const WINDOW_MS = 400;
  const env = { NODE_ENV: 'test', SEED_DEMO: 'false', ADMIN_EMAILS: 'admin@example.com', ANONYMOUS_WRITE_WINDOW_MS: String(WINDOW_MS) };
  let app: NestExpressApplication;
  let other: NestExpressApplication;
  let otherServer: Server;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let sql: pg.Pool;
  let admin: SignedInUser;
  let authors: SignedInUser[];
  const adminAnswers: string[] = [];
  const logLines: string[] = [];
  const traces = new Map<string, string[]>();

  let restoreLog: () => void;

  /** A call through the second instance, with the user's cookies. */
  const viaOther = (who: SignedInUser, method: 'get' | 'post' | 'delete' | 'put', path: string) =>
    request(otherServer)[method](path).set('Cookie', who.cookie).set(who.headers);
  const adminGet = async (path: string) => {
    const res = await admin.agent.get(path);
    expect(res.status).toBe(200);
    adminAnswers.push(res.text);
    return res.body as Record<string, unknown> & { events: { eventId: string; streamId: string; metadata: { correlationId: string } }[] };
  };
  const expireOf = async (who: SignedInUser) => {
    const sid = decodeURIComponent(/sid=([^;]+)/.exec(who.cookie)![1]).slice(2).split('.')[0];
    return (await sql.query(`SELECT expire FROM sessions WHERE sid = $1`, [sid])).rows[0].expire.toISOString() as string;
  };
  const anonymousEvents = async () =>
    (
      await sql.query(
        `SELECT position::text, type, data, metadata FROM events WHERE stream_id LIKE 'anonymous-post-%' ORDER BY position`,
      )
    ).rows as { position: string; type: string; data: Record<string, string>; metadata: Record<string, string | null> }[];
  const proofs = async () =>
    (await anonymousEvents()).map((e) => e.data.ownerProof ?? e.data.supporterProof).filter((p): p is string => typeof p === 'string');

  beforeAll(async () => {
    restoreLog = captureLogLines(logLines);
    db = await createTestDatabase();
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    app = await createApp(loadConfig(env), db.url);
    other = await createApp(loadConfig(env), db.url);
    await other.listen(0, '127.0.0.1');
    otherServer = other.getHttpServer() as Server;
    admin = await signIn(app, 'admin@example.com');
    authors = await signInAll(app, ['a1@example.com', 'a2@example.com', 'a3@example.com']);
    for (const [i, author] of authors.entries()) {
      const [firstName, lastName] = [`秘名${i}`, `隠姓${i}`];
      await author.agent.put(`/api/users/${author.user.id}`).set(author.headers).send({ firstName, lastName }).expect(200);
      traces.set(author.user.id, [author.user.id, author.user.email, firstName, lastName]);
    }
  });
  afterAll(async () => {
    restoreLog();
    await sql.end();
    await other.close();
    await app.close();
    await db.drop();
  });

  let postIds: string[] = [];

  it('reads the session of an anonymous write and never writes it (no touch, no rolling cookie)', async () => {
    // The second instance has never seen these sessions: a signed-in call through it moves the stored expiry.
    const [control] = authors;
    const before = await expireOf(control);
    // The stored expiry has whole seconds.
    await new Promise((r) => setTimeout(r, 1100));
    const touched = await viaOther(control, 'get', '/api/auth/user');
    expect(touched.status).toBe(200);
    expect(await expireOf(control)).not.toBe(before);

    const [, a2, a3] = authors;
    const expires = [await expireOf(a2), await expireOf(a3)];
    const created = await viaOther(a2, 'post', '/api/anonymous-posts').send({ content: '誰にも言えない悩みです' });
    expect(created.status).toBe(201);
    expect(created.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/^sid=/));
    const replied = await viaOther(a3, 'post', `/api/anonymous-posts/${created.body.id}/replies`).send({ content: 'わかります' });
    const supported = await viaOther(a3, 'post', `/api/anonymous-posts/${created.body.id}/support`);
    const mistyped = await viaOther(a3, 'post', `/api/anonymous-posts/${created.body.id}/unknown`);
    expect([replied.status, supported.status, mistyped.status]).toEqual([201, 201, 404]);
    for (const res of [replied, supported, mistyped]) expect(res.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/^sid=/));
    expect([await expireOf(a2), await expireOf(a3)]).toEqual(expires);
    postIds.push(created.body.id as string);
  });

  it('appends writes of one window together: one occurred-at for the window, adjacent positions', async () => {
    const started = Date.now();
    const results = await Promise.all(authors.map((a, i) => a.agent.post('/api/anonymous-posts').set(a.headers).send({ content: `同じ窓の投稿${i}` })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    // The answer waited for the window, and the author reads their own post at once.
    expect(Date.now() - started).toBeGreaterThanOrEqual(WINDOW_MS - 50);
    for (const [i, res] of results.entries()) expect(res.body).toMatchObject({ content: `同じ窓の投稿${i}`, mine: true });
    const ids = results.map((r) => r.body.id as string);
    const created = (await anonymousEvents()).filter((e) => ids.includes(e.data.postId) && e.type === 'AnonymousPostCreated');
    expect(new Set(created.map((e) => e.metadata.occurredAt)).size).toBe(1);
    expect(Number(new Date(created[0].metadata.occurredAt!)) % 1000).toBe(0);
    const positions = created.map((e) => Number(e.position)).sort((x, y) => x - y);
    expect(positions[2] - positions[0]).toBe(2);
    // Their correlation ids are the write's own, not the request's (which the request's log line carries).
    for (const [i, res] of results.entries()) {
      const { metadata } = created.find((e) => e.data.postId === ids[i])!;
      expect([metadata.correlationId, metadata.causationId]).not.toContain(res.headers['x-correlation-id']);
    }
    postIds = [...postIds, ...ids];
    for (const [i, id] of ids.entries()) {
      const replier = authors[(i + 1) % authors.length];
      expect((await replier.agent.post(`/api/anonymous-posts/${id}/replies`).set(replier.headers).send({ content: `返信${i}` })).status).toBe(201);
      expect((await replier.agent.post(`/api/anonymous-posts/${id}/support`).set(replier.headers)).status).toBe(201);
    }
  });

  it('takes many parallel anonymous posts: each answered after its own append, read by its author, stamped by whole seconds, appended back to back', async () => {
    const writes = Array.from({ length: 15 }, (_, i) => ({ who: authors[i % authors.length], content: `並行の投稿${i}` }));
    const results = await Promise.all(writes.map(({ who, content }) => who.agent.post('/api/anonymous-posts').set(who.headers).send({ content })));
    expect(results.map((r) => r.status)).toEqual(Array(15).fill(201));
    for (const [i, res] of results.entries()) expect(res.body).toMatchObject({ content: writes[i].content, mine: true });
    const ids = results.map((r) => r.body.id as string);
    const created = (await anonymousEvents()).filter((e) => ids.includes(e.data.postId));
    expect(created).toHaveLength(15);
    for (const e of created) expect(Number(new Date(e.metadata.occurredAt!)) % 1000).toBe(0);
    const positions = created.map((e) => Number(e.position)).sort((x, y) => x - y);
    expect(positions[14] - positions[0]).toBe(14);
    for (const [i, id] of ids.entries()) {
      const other = authors[(i + 1) % authors.length];
      const seen = (await other.agent.get(`/api/anonymous-posts/${id}`)).body as { mine: boolean };
      expect(seen.mine).toBe(false);
    }
  });

  it('makes the ownership proofs with a key of their own, not one derived from SESSION_SECRET', async () => {
    const legacyKey = createHmac('sha256', DEV_SESSION_SECRET).update('anonymous-posts/ownership-key/v1').digest();
    const stored = new Set(await proofs());
    expect(stored.size).toBeGreaterThan(8);
    const [, a2] = authors;
    const legacy = createHmac('sha256', legacyKey).update(`owner\u0000${postIds[0]}\u0000${a2.user.id}`).digest('hex');
    expect(stored.has(legacy)).toBe(false);
    for (const id of postIds) {
      for (const author of authors) {
        for (const purpose of ['owner', 'supporter']) {
          expect(stored.has(createHmac('sha256', legacyKey).update(`${purpose}\u0000${id}\u0000${author.user.id}`).digest('hex'))).toBe(false);
        }
      }
    }
  });

  it('shows in every event log answer that a proof exists, never its value', async () => {
    const page = await adminGet('/api/admin/event-log/events?category=anonymous-post&limit=200');
    expect(page.events.length).toBeGreaterThan(10);
    expect(JSON.stringify(page)).toContain('"ownerProof":"（非公開）"');
    expect(JSON.stringify(page)).toContain('"supporterProof":"（非公開）"');
    await adminGet('/api/admin/event-log/events?after=0&limit=200');
    await adminGet('/api/admin/event-log/events?limit=200');
    for (const event of page.events) {
      await adminGet(`/api/admin/event-log/events/${event.eventId}`);
      await adminGet(`/api/admin/event-log/correlations/${event.metadata.correlationId}`);
    }
    for (const streamId of new Set(page.events.map((e) => e.streamId))) {
      const state = await adminGet(`/api/admin/event-log/streams/${streamId}`);
      for (let version = 0; version <= Number(state.lastVersion); version++) await adminGet(`/api/admin/event-log/streams/${streamId}?version=${version}`);
    }
    const stored = await proofs();
    for (const text of adminAnswers) for (const proof of stored) expect(text).not.toContain(proof);
  });

  it('keeps the client address and port out of every log line, and the user out of every anonymous one, mistyped URLs included', async () => {
    const [a1] = authors;
    // A real path asked with a method it does not take is a 405 (with Allow); the others are unknown.
    const mistyped = [
      ['post', '/api/anonymous-postz', 404],
      ['get', '/api/anonymous-posts/00000000-0000-4000-8000-000000000000/unknown', 404],
      ['put', `/api/anonymous-posts/${postIds[0]}`, 405],
      ['post', '/api/ANONYMOUS-POSTS/x/y', 404],
    ] as const;
    for (const [method, path, status] of mistyped) expect((await a1.agent[method](path).set(a1.headers).send({ content: 'x' })).status).toBe(status);
    const lines = logLines.map((line) => JSON.parse(line) as { userId?: string; req?: Record<string, unknown> });
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(line.req?.remoteAddress).toBeUndefined();
      expect(line.req?.remotePort).toBeUndefined();
    }
    const anonymousLines = logLines.filter((line) => /\/api\/anonymous-post/i.test(line));
    expect(anonymousLines.length).toBeGreaterThan(15);
    for (const path of mistyped.map(([, p]) => p)) expect(anonymousLines.some((line) => line.includes(path))).toBe(true);
    for (const line of anonymousLines) {
      expect(JSON.parse(line).userId).toBeUndefined();
      for (const trace of [...traces.values()].flat()) expect(line).not.toContain(trace);
    }
  });

  it('leaves nothing in the database, the log or an admin answer that ties a text to its author', async () => {
    // Everything an anonymous write stored: post and reply ids, proofs, texts, correlation ids.
    const events = await anonymousEvents();
    const marks = new Set<string>();
    for (const e of events) {
      for (const key of ['postId', 'replyId', 'ownerProof', 'supporterProof', 'content']) if (e.data[key]) marks.add(e.data[key]);
      marks.add(e.metadata.correlationId!);
      expect(e.metadata.userId).toBeNull();
    }
    const allTraces = [...traces.values()].flat();
    const tables = (await sql.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).rows.map((r) => r.tablename as string);
    expect(tables).toEqual(expect.arrayContaining(['events', 'sessions', 'anonymous_posts']));
    let linked = 0;
    for (const table of tables) {
      const rows = (await sql.query(`SELECT t::text AS row FROM "${table}" t`)).rows as { row: string }[];
      for (const { row } of rows) {
        if (![...marks].some((mark) => row.includes(mark))) continue;
        linked += 1;
        for (const trace of allTraces) expect(`${table}: ${row}`).not.toContain(trace);
      }
    }
    expect(linked).toBeGreaterThan(events.length);

    // Admin answers: the event log filtered by each author, the moderation screens, the console.
    for (const author of authors) {
      const mine = await adminGet(`/api/admin/event-log/events?userId=${author.user.id}&limit=200`);
      expect(mine.events.filter((e) => e.streamId.startsWith('anonymous-post-'))).toEqual([]);
    }
    for (const path of ['/api/moderation/queue', '/api/moderation/log', '/api/admin/actions', '/api/admin/statistics', '/api/admin/projections']) {
      const res = await admin.agent.get(path);
      expect(res.status).toBe(200);
      for (const trace of allTraces) expect(res.text).not.toContain(trace);
    }
    for (const line of logLines.filter((l) => [...marks].some((mark) => l.includes(mark)))) {
      for (const trace of allTraces) expect(line).not.toContain(trace);
    }
  });
});
