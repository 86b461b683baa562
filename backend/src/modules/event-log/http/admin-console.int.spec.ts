import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import type { LoggedEvent } from '../queries/event-log.reader.js';

/** An event as the log answers it, with the metadata every write records. */
type Logged = LoggedEvent & { metadata: { correlationId: string; causationId: string | null; userId: string | null } };

describe('admin console over HTTP: projections, parked events and the event log', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let sql: pg.Pool;
  let admin: SignedInUser;
  let member: SignedInUser;

  const eventCount = async () => Number((await sql.query(`SELECT count(*) FROM events`)).rows[0].count);
  const adminEvents = async () =>
    (await sql.query(`SELECT type, data, metadata FROM events WHERE stream_id LIKE 'projection-admin-%' ORDER BY position`)).rows as {
      type: string;
      data: Record<string, unknown>;
      metadata: { userId: string };
    }[];
  const idle = async () => {
    for (let i = 0; i < 400; i++) {
      const list = (await admin.agent.get('/api/admin/projections').expect(200)).body as { rebuild: { state: string } }[];
      if (list.every((p) => p.rebuild.state !== 'queued' && p.rebuild.state !== 'rebuilding')) return list;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('rebuilds did not end');
  };

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'boss@example.com' });
    ({ app } = testApp);
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [admin, member] = await signInAll(app, ['boss@example.com', 'member@example.com']);
  });
  afterAll(async () => {
    await sql.end();
    await testApp.close();
  });

  it('answers a member 403 on every admin call, and a refused call changes nothing', async () => {
    const before = await eventCount();
    for (const path of ['/api/admin/projections', '/api/admin/projections/users/parked', '/api/admin/event-log/events', '/api/admin/event-log/categories']) {
      await member.agent.get(path).expect(403);
    }
    for (const path of ['/api/admin/projections/users/rebuild', '/api/admin/projections/rebuild', '/api/admin/projections/users/parked/1/skip']) {
      const res = await member.agent.post(path).set(member.headers).send({ reason: 'x' }).expect(403);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await eventCount()).toBe(before);
    expect(await adminEvents()).toEqual([]);
  });

  it('answers 404 for an unknown projection and 400 for a bad position or a blank reason, recording nothing', async () => {
    const before = await eventCount();
    const unknown = await admin.agent.post('/api/admin/projections/no-such/rebuild').set(admin.headers).expect(404);
    expect(unknown.body).toMatchObject({ code: 'PROJECTIONS.NOT_FOUND', message: 'プロジェクション「no-such」は存在しません' });
    await admin.agent.get('/api/admin/projections/no-such/parked').expect(404);
    const badPosition = await admin.agent.post('/api/admin/projections/users/parked/abc/retry').set(admin.headers).expect(400);
    expect(badPosition.body.message).toBe('イベントの位置は正の整数で指定してください');
    const blank = await admin.agent.post('/api/admin/projections/users/parked/1/skip').set(admin.headers).send({ reason: '   ' }).expect(400);
    expect(blank.body.message).toBe('スキップする理由を入力してください');
    const notParked = await admin.agent.post('/api/admin/projections/users/parked/1/skip').set(admin.headers).send({ reason: '理由' }).expect(404);
    expect(notParked.body.code).toBe('PROJECTIONS.PARKED_NOT_FOUND');
    expect(await eventCount()).toBe(before);
  });

  it('starts one rebuild of many parallel requests (the others 409), records who started it as an event, and reports it', async () => {
    await idle();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin.agent.post(i % 4 === 0 ? '/api/admin/projections/rebuild' : '/api/admin/projections/users/rebuild').set(admin.headers),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(responses.find((r) => r.status === 409)!.body.message).toBe('別の再構築が実行中です。終わってからもう一度実行してください');
    const recorded = await adminEvents();
    expect(recorded.length).toBeGreaterThan(0);
    // The acting admin's e-mail is sealed under their key in the table (decision 0044) and read in clear through the store.
    expect(recorded.every((e) => e.type === 'ProjectionRebuildRequested' && (e.data.requestedBy as { $pii?: string }).$pii === admin.user.id && e.metadata.userId === admin.user.id)).toBe(true);
    const logged = (await admin.agent.get('/api/admin/event-log/events').query({ type: 'ProjectionRebuildRequested', limit: 5 }).expect(200)).body as { events: { data: { requestedBy: string } }[] };
    expect(logged.events[0].data.requestedBy).toBe('boss@example.com');
    const list = await idle();
    const users = (list as { name: string; rebuild: { state: string; startedBy: string | null }; lagSeconds: number; eventsPerSecond: number; parkedCount: number }[]).find(
      (p) => p.name === 'users',
    )!;
    expect(users.rebuild).toMatchObject({ state: 'done', startedBy: 'boss@example.com' });
    expect(users).toMatchObject({ parkedCount: 0 });
    expect(typeof users.lagSeconds).toBe('number');
    expect(typeof users.eventsPerSecond).toBe('number');
  });

  it('pages the event log newest first by position, without gaps or repeats, and filters by type, user and category', async () => {
    const all: Logged[] = [];
    let before: string | null = null;
    for (;;) {
      const page = (await admin.agent.get(`/api/admin/event-log/events?limit=3${before ? `&before=${before}` : ''}`).expect(200)).body as {
        events: Logged[];
        nextBefore: string | null;
      };
      all.push(...page.events);
      if (!page.nextBefore) break;
      before = page.nextBefore;
    }
    const positions = all.map((e) => Number(e.position));
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(new Set(positions).size).toBe(positions.length);
    expect(positions.length).toBe(await eventCount());

    const byType = (await admin.agent.get('/api/admin/event-log/events?type=ProjectionRebuildRequested').expect(200)).body.events as Logged[];
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((e) => e.type === 'ProjectionRebuildRequested' && e.category === 'projection-admin')).toBe(true);
    const byUser = (await admin.agent.get(`/api/admin/event-log/events?userId=${admin.user.id}`).expect(200)).body.events as Logged[];
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((e) => e.metadata.userId === admin.user.id)).toBe(true);
    const categories = (await admin.agent.get('/api/admin/event-log/categories').expect(200)).body as { category: string; events: number }[];
    expect(categories.map((c) => c.category)).toEqual(expect.arrayContaining(['user', 'projection-admin']));
    const userStreams = (await admin.agent.get('/api/admin/event-log/events?category=user').expect(200)).body.events as Logged[];
    expect(userStreams.every((e) => e.category === 'user' && e.streamId.startsWith('user-'))).toBe(true);
    const future = (await admin.agent.get(`/api/admin/event-log/events?from=${new Date(Date.now() + 3600_000).toISOString()}`).expect(200)).body.events;
    expect(future).toEqual([]);

    // The live tail: what is appended after the head shows, oldest first.
    const head = (await admin.agent.get('/api/admin/event-log/events?limit=1').expect(200)).body.headPosition as string;
    await admin.agent.post('/api/admin/projections/users/rebuild').set(admin.headers).expect(202);
    const tail = (await admin.agent.get(`/api/admin/event-log/events?after=${head}`).expect(200)).body.events as Logged[];
    expect(tail.map((e) => e.type)).toEqual(['ProjectionRebuildRequested']);
    await idle();
  });

  it('shows personal fields in clear (the table holds them sealed), in the list, one event and a stream', async () => {
    const raw = (await sql.query(`SELECT event_id, stream_id, data FROM events WHERE type = 'UserRegistered' AND data::text LIKE '%$pii%' LIMIT 1`)).rows[0] as
      | { event_id: string; stream_id: string; data: Record<string, unknown> }
      | undefined;
    expect(raw).toBeDefined();
    const page = (await admin.agent.get('/api/admin/event-log/events').query({ type: 'UserRegistered', limit: 50 }).expect(200)).body as {
      events: { eventId: string; data: Record<string, unknown> }[];
    };
    const listed = page.events.find((event) => event.eventId === raw!.event_id)!;
    expect(JSON.stringify(listed.data)).not.toContain('$pii');
    expect(listed.data.email).toMatch(/@example\.com$/);
    const one = (await admin.agent.get(`/api/admin/event-log/events/${raw!.event_id}`).expect(200)).body as { data: Record<string, unknown> };
    expect(one.data.email).toBe(listed.data.email);
    const stream = (await admin.agent.get(`/api/admin/event-log/streams/${encodeURIComponent(raw!.stream_id)}`).expect(200)).body as { events: { data: Record<string, unknown> }[] };
    expect(JSON.stringify(stream.events)).not.toContain('$pii');
  });

  it('names a stream’s category by its leading words, before the first id-looking part', async () => {
    const cases: [string, string][] = [
      ['ms-matrix-entry-3f2a1b4c-1111-4222-8333-944455566677', 'ms-matrix-entry'],
      ['user-abcdefab-1111-4222-8333-944455566677', 'user'],
      ['user-departments-0a2a1b4c-1111-4222-8333-944455566677', 'user-departments'],
      ['user-email-ab12cd34ef', 'user-email'],
      ['learning-progress-3f2a1b4c-1111-4222-8333-944455566677-cafebabe-1111-4222-8333-944455566677', 'learning-progress'],
      ['mvp-period-week-2026-05-04', 'mvp-period-week'],
      ['projection-admin-ms-matrix-board', 'projection-admin'],
      ['demo-seed', 'demo-seed'],
    ];
    const { rows } = await sql.query(`SELECT id, event_stream_category(id) AS category FROM unnest($1::text[]) AS id`, [cases.map(([id]) => id)]);
    expect(rows.map((r: { id: string; category: string }) => [r.id, r.category])).toEqual(cases);
  });

  it('reads the first page of a filter by index', async () => {
    for (const condition of [`event_stream_category(stream_id) = 'user'`, `type = 'UserRegistered'`, `metadata->>'userId' = 'x'`]) {
      await sql.query('SET enable_seqscan = off'); // a tiny table would rather be scanned; the plan must exist
      const plan = (await sql.query(`EXPLAIN SELECT * FROM events WHERE ${condition} ORDER BY position DESC LIMIT 51`)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/events_by_(category|type|user)/);
    }
    await sql.query('RESET enable_seqscan');
  });

  it('shows a command’s whole effect by correlation, one event, and a stream’s state as of any version', async () => {
    const [first] = (await admin.agent.get(`/api/admin/event-log/events?category=user&limit=1`).expect(200)).body.events as Logged[];
    const tree = (await admin.agent.get(`/api/admin/event-log/correlations/${first.metadata.correlationId}`).expect(200)).body as {
      count: number;
      roots: { event: Logged; children: unknown[] }[];
    };
    expect(tree.count).toBeGreaterThan(0);
    expect(tree.roots.map((n) => n.event.eventId)).toContain(first.eventId);
    const one = (await admin.agent.get(`/api/admin/event-log/events/${first.eventId}`).expect(200)).body as Logged & { data: object };
    expect(one).toMatchObject({ eventId: first.eventId, type: first.type, metadata: { correlationId: first.metadata.correlationId } });

    const stream = (await admin.agent.get(`/api/admin/event-log/streams/${first.streamId}?version=0`).expect(200)).body as {
      version: number;
      lastVersion: number;
      foldable: boolean;
      state: Record<string, unknown>;
      events: Logged[];
    };
    expect(stream).toMatchObject({ version: 0, foldable: true });
    expect(stream.state).not.toBeNull();
    expect(stream.events[0].revision).toBe(0);
    const latest = (await admin.agent.get(`/api/admin/event-log/streams/${first.streamId}`).expect(200)).body;
    expect(latest.version).toBe(latest.lastVersion);
    await admin.agent.get(`/api/admin/event-log/streams/${first.streamId}?version=${latest.lastVersion + 1}`).expect(404);
    await admin.agent.get(`/api/admin/event-log/streams/no-such-stream`).expect(404);
    await admin.agent.get(`/api/admin/event-log/correlations/no-such-correlation`).expect(404);
  });

  it('answers a clear 400 for bad filters, and nothing is appended', async () => {
    const before = await eventCount();
    const cases: [string, string][] = [
      ['limit=0', '件数は1〜200の整数で指定してください'],
      ['limit=abc', '件数は1〜200の整数で指定してください'],
      ['limit=500', '件数は1〜200の整数で指定してください'],
      ['from=yesterday', '期間の開始は日時（ISO 8601）で指定してください'],
      ['to=2026-13-45', '期間の終了は日時（ISO 8601）で指定してください'],
      ['from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z', '期間の開始は終了より前にしてください'],
      ['before=-1', 'before は0以上の整数で指定してください'],
      ['after=1.5', 'after は0以上の整数で指定してください'],
      ['before=5&after=1', 'before と after は同時に指定できません'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.agent.get(`/api/admin/event-log/events?${query}`).expect(400);
      expect([res.body.message].flat().join(' ')).toContain(message);
    }
    expect((await admin.agent.get('/api/admin/event-log/events/not-a-uuid').expect(400)).body.message).toBe('イベントIDの形式が正しくありません');
    expect([(await admin.agent.get('/api/admin/event-log/streams/user-x?version=-1').expect(400)).body.message].flat().join(' ')).toContain(
      'バージョンは0以上の整数で指定してください',
    );
    expect(await eventCount()).toBe(before);
  });
});
