import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import pg from 'pg';
import type { Response } from 'supertest';
import { createApp } from '../../create-app.js';
import { exportOpenApiDocument } from '../../tools/export-openapi.js';
import { loadConfig } from '../config/app-config.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { signIn, type SignedInUser } from '../../test-support/sign-in.js';
import { UNSTORABLE_TEXT_MESSAGE } from '../domain/storable-text.js';
import { JSON_ONLY, unsupportedTypeMessage } from './body-type.interceptor.js';
import { NULL_MESSAGE } from './edge-input.pipe.js';
import { TOO_DEEP_MESSAGE } from './json-body.js';
import { fuzzCases, writeRoutes, type FuzzCase, type FuzzFixtures, type WriteRoute } from './test-support/write-route-fuzz.js';

// Every write route of the OpenAPI document, so that a new module's routes are fuzzed as soon as
// they exist (decision 0019). Each route gets NUL and lone surrogates in every string field, path
// id and multipart field, null for every field, wrong types, NaN/Infinity, huge strings, invalid
// ids, prototype keys, deep nesting and wrong content types, one change to an otherwise valid
// request at a time. Whatever the case: no 5xx, every error answer in the
// `{ statusCode, message, error }` shape, and no event appended by a refused request (looked up
// by the request's correlation id, so that what a reactor appends for an earlier, accepted
// request does not count). The edge's own rules are asserted exactly: unstorable text, prototype
// keys, undeclared null and deep nesting are a 400, a body of a type the route does not read a 415.

const doc = JSON.parse(await exportOpenApiDocument()) as OpenAPIObject;
// Deletes last, so the fixtures they would remove serve the other routes first.
const routes = writeRoutes(doc).sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

describe('write routes under malformed input', () => {
  let app: NestExpressApplication;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let events: pg.Pool;
  let admin: SignedInUser;
  const fx = { teamId: '', departmentId: '', positionId: '', memberId: '', otherMemberId: '', msEntryId: '', msPointId: '', oneOnOneEntryId: '', oneOnOnePointId: '', inquiryId: '', cycleId: '', ownCycleId: '', feedForwardId: '', forumPostId: '', forumReplyId: '', othersForumPostId: '', anonymousPostId: '', othersAnonymousPostId: '', eventId: '', heldEventId: '', learningContentId: '' };
  let seq = 0;
  const unique = (prefix: string) => `${prefix}${++seq}`;

  /** A valid body per route, so that a case changing one field reaches the handler (each is checked to be accepted). */
  const validBodies: Record<string, () => Record<string, unknown>> = {
    Users_updateProfile: () => ({ firstName: '誠', lastName: '高橋' }),
    Teams_createTeam: () => ({ name: unique('チーム') }),
    AiCoaching_startSession: () => ({ sessionType: 'coaching', topic: '目標' }),
    Journal_write: () => ({ weekOf: '2026-11-23', practiceContent: '聴くことに徹した' }),
    Teams_joinTeam: () => ({ userId: admin.user.id, teamId: fx.teamId }),
    Teams_changeVisibility: () => ({ isOpen: true }),
    Teams_inviteMember: () => ({ email: `fuzz-${randomUUID()}@example.com` }),
    Teams_createInvitationLink: () => ({ expiresInDays: 7 }),
    Departments_createDepartment: () => ({ name: unique('部署'), teamId: fx.teamId }),
    Departments_updateDepartment: () => ({}),
    Departments_linkUserDepartment: () => ({ departmentId: fx.departmentId }),
    Positions_createPosition: () => ({ name: unique('役職'), teamId: fx.teamId }),
    Positions_updatePosition: () => ({}),
    CompanyMembers_createCompanyMember: () => ({ firstName: '太郎', lastName: unique('山田'), teamId: fx.teamId }),
    CompanyMembers_updateCompanyMember: () => ({}),
    OneOnOneMatrix_createEntry: () => ({ employeeId: fx.otherMemberId, positionX: 0.5, positionY: 0.5 }),
    OneOnOneMatrix_moveEntry: () => ({ positionX: 0.4, positionY: 0.6 }),
    OneOnOneMatrix_recordSession: () => ({ sessionDate: '2026-01-05', approach: 'strategy', effectiveness: 3 }),
    MsMatrix_placeMember: () => ({ teamId: fx.teamId, firstName: '花子', lastName: unique('佐藤') }),
    MsMatrix_moveMember: () => ({ positionX: 0.3, positionY: 0.7 }),
    Companion_register: () => ({ name: '山田 太郎', companyName: unique('株式会社'), email: 'reader@example.com', fileType: 'mvv' }),
    Companion_contact: () => ({ companyName: unique('株式会社'), contactPerson: '佐藤 花子', email: 'hanako@example.com', inquiryType: 'other', message: '研修について' }),
    CompanionAdmin_process: () => ({ note: '対応済み' }),
    SampleTeam_createSampleTeam: () => ({}),
    OneOnOneAgendas_addTopicToAgenda: () => ({ title: unique('議題') }),
    OneOnOneAgendas_addActionItem: () => ({ title: unique('アクション'), owner: 'manager' }),
    OneOnOneAgendas_addTopic: () => ({ name: unique('トピック'), category: 'other' }),
    GrowthCycles_start: () => ({ title: unique('サイクル'), targetBehaviors: '毎日ひとつ改善を試してみる' }),
    GrowthCycles_giveFeedback: () => ({ growthCycleId: fx.cycleId, message: '素晴らしい取り組みでした' }),
    GrowthCycles_giveFeedForward: () => ({ growthCycleId: fx.cycleId, originalMessage: '次は質問を増やしてみては', category: 'new_step' }),
    Points_purchase: () => ({ itemId: 'title-first-step' }),
    Forum_create: () => ({ title: unique('タイトル'), content: '本文です', categoryId: 'general-question' }),
    Forum_reply: () => ({ content: '返信です' }),
    Forum_pin: () => ({ isPinned: true }),
    Forum_report: () => ({ reason: '不適切な内容' }),
    Forum_hide: () => ({ reason: '確認のため' }),
    Forum_restore: () => ({ reason: '問題なし' }),
    Forum_edit: () => ({ title: unique('直したタイトル') }),
    Forum_editReply: () => ({ content: unique('直した返信') }),
    AnonymousPosts_create: () => ({ content: unique('心の叫び') }),
    AnonymousPosts_reply: () => ({ content: '匿名の返信' }),
    AnonymousPosts_report: () => ({ reason: '不適切な内容' }),
    AnonymousPosts_hide: () => ({ reason: '確認のため' }),
    AnonymousPosts_restore: () => ({ reason: '問題なし' }),
    CommunityEvents_create: () => ({ title: unique('勉強会'), eventType: 'webinar', startTime: '2026-12-01T10:00:00+09:00', endTime: '2026-12-01T11:00:00+09:00' }),
    CommunityEvents_changeStatus: () => ({ status: 'scheduled' }),
    CommunityEvents_update: () => ({ title: unique('勉強会') }),
    CommunityEvents_publishRecording: () => ({ recordingUrl: 'https://example.com/recording' }),
    CommunityEvents_renewCalendarFeed: () => ({}),
    KnowledgeBase_seed: () => ({}),
    Learning_create: () => ({ title: unique('教材'), description: '説明', contentType: 'reading', body: '本文', durationMinutes: 5, difficulty: 'beginner', category: 'matrix_usage' }),
    Learning_update: () => ({ title: unique('教材'), description: '説明', contentType: 'reading', body: '本文', durationMinutes: 5, difficulty: 'beginner', category: 'matrix_usage' }),
    Learning_recordProgress: () => ({ percent: 50, position: 50, studySeconds: 30 }),
    Privacy_forget: () => ({ kind: 'company_member', subjectId: fx.otherMemberId }),
  };

  const fixtures: FuzzFixtures = {
    pathParam(route: WriteRoute, name: string): string {
      const resource = route.path.split('/')[2];
      if (name === 'teamId') return fx.teamId;
      if (name === 'pointId') return fx.msPointId;
      if (name === 'entryId') return fx.oneOnOneEntryId;
      if (name === 'sessionId') return 'next';
      // A recording goes only to an event that is running or over: malformed uploads must reach the parser.
      if (name === 'eventId') return route.path.endsWith('/recording-video') ? fx.heldEventId : fx.eventId;
      if (name === 'replyId' && resource === 'forum') return fx.forumReplyId;
      if (resource === 'pffr') return name === 'feedForwardId' ? fx.feedForwardId : fx.ownCycleId;
      if (name !== 'id') return randomUUID();
      if (route.path.startsWith('/api/admin/inquiries/')) return fx.inquiryId;
      if (resource === 'forum') return route.path.endsWith('/reports') ? fx.othersForumPostId : fx.forumPostId;
      if (resource === 'anonymous-posts') return route.path.endsWith('/reports') ? fx.othersAnonymousPostId : fx.anonymousPostId;
      if (resource === '1on1-matrix') return route.path.includes('growth-history') ? fx.oneOnOnePointId : fx.oneOnOneEntryId;
      const ids: Record<string, string> = {
        users: admin.user.id,
        teams: fx.teamId,
        departments: fx.departmentId,
        positions: fx.positionId,
        'company-members': fx.memberId,
        'ms-matrix': fx.msEntryId,
        events: fx.eventId,
        'learning-content': fx.learningContentId,
      };
      return ids[resource] ?? randomUUID();
    },
    validBody(route: WriteRoute): Record<string, unknown> {
      // A route not listed gets an empty body: its fields are still fuzzed one at a time.
      return validBodies[route.operationId]?.() ?? {};
    },
    validMultipart() {
      return { fields: { teamId: fx.teamId }, files: { file: Buffer.from(`姓,名\n山田,${unique('太郎')}\n`) } };
    },
  };

  const post = async (path: string, body: object) => {
    const res = await admin.agent.post(path).set(admin.headers).send(body);
    if (res.status !== 201) throw new Error(`fixture ${path} answered ${res.status} ${res.text}`);
    return res.body as { id: string };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // The public writes (download gate, contact form) are rate limited per address: every case must reach the route.
    app = await createApp(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', RATE_LIMIT_PUBLIC_POST: '100000' }), db.url);
    events = new pg.Pool({ connectionString: db.url, max: 2 });
    admin = await signIn(app, 'admin@demo.example');
    fx.teamId = (await post('/api/teams', { name: 'ファズチーム' })).id;
    fx.departmentId = (await post('/api/departments', { name: '営業部', teamId: fx.teamId })).id;
    fx.positionId = (await post('/api/positions', { name: '課長', teamId: fx.teamId })).id;
    const member = { teamId: fx.teamId, departmentId: fx.departmentId, positionId: fx.positionId };
    fx.memberId = (await post('/api/company-members', { ...member, firstName: '一郎', lastName: '鈴木' })).id;
    fx.otherMemberId = (await post('/api/company-members', { ...member, firstName: '二郎', lastName: '鈴木' })).id;
    fx.msEntryId = (await post('/api/ms-matrix', { teamId: fx.teamId, memberId: fx.memberId })).id;
    await admin.agent.put(`/api/ms-matrix/${fx.msEntryId}`).set(admin.headers).send({ positionX: 0.6, positionY: 0.4 }).expect(200);
    const trails = (await admin.agent.get(`/api/ms-matrix/growth-history/${fx.teamId}`).expect(200)).body as { history: { id: string }[] }[];
    fx.msPointId = trails[0].history[0].id;
    fx.oneOnOneEntryId = (await post('/api/1on1-matrix', { employeeId: fx.memberId, positionX: 0.5, positionY: 0.5 })).id;
    await admin.agent.put(`/api/1on1-matrix/${fx.oneOnOneEntryId}`).set(admin.headers).send({ positionX: 0.6, positionY: 0.4 }).expect(200);
    const histories = (await admin.agent.get('/api/1on1-matrix/growth-history').expect(200)).body as { history: { id: string }[] }[];
    fx.oneOnOnePointId = histories[0].history[0].id;
    await admin.agent.post('/api/contact').set(admin.headers).send(validBodies.Companion_contact()).expect(201);
    fx.inquiryId = ((await admin.agent.get('/api/admin/inquiries').expect(200)).body as { id: string }[])[0].id;
    // Growth cycles: praise and cheers go to another user's cycle, thanks to a cheer on the admin's own.
    const cycleOwner = await signIn(app, 'member@demo.example');
    const memberPost = async (path: string, body: object) => ((await cycleOwner.agent.post(path).set(cycleOwner.headers).send(body).expect(201)).body as { id: string }).id;
    fx.cycleId = await memberPost('/api/pffr/growth-cycles', validBodies.GrowthCycles_start());
    fx.ownCycleId = (await post('/api/pffr/growth-cycles', validBodies.GrowthCycles_start())).id;
    fx.feedForwardId = await memberPost('/api/pffr/feed-forward', { ...validBodies.GrowthCycles_giveFeedForward(), growthCycleId: fx.ownCycleId });
    fx.forumPostId = (await post('/api/forum/posts', validBodies.Forum_create())).id;
    fx.forumReplyId = ((await post(`/api/forum/posts/${fx.forumPostId}/replies`, validBodies.Forum_reply())) as unknown as { replies: { id: string }[] }).replies[0].id;
    fx.anonymousPostId = (await post('/api/anonymous-posts', validBodies.AnonymousPosts_create())).id;
    const other = await signIn(app, 'fuzz-other@example.com');
    fx.othersAnonymousPostId = (await other.agent.post('/api/anonymous-posts').set(other.headers).send({ content: '他の人の投稿' }).expect(201)).body.id;
    fx.othersForumPostId = (await other.agent.post('/api/forum/posts').set(other.headers).send(validBodies.Forum_create()).expect(201)).body.id;
    fx.eventId = (await post('/api/events', validBodies.CommunityEvents_create())).id;
    fx.heldEventId = (await post('/api/events', validBodies.CommunityEvents_create())).id;
    await admin.agent.post(`/api/events/${fx.heldEventId}/status`).set(admin.headers).send({ status: 'completed' }).expect(200);
    fx.learningContentId = (await post('/api/learning-content', validBodies.Learning_create())).id;
  });
  afterAll(async () => {
    await events.end();
    await app.close();
    await db.drop();
  });

  async function send(c: FuzzCase, correlationId: string): Promise<Response> {
    let req = admin.agent[c.route.method](c.path).set(admin.headers).set('X-Correlation-Id', correlationId);
    if (c.multipart) {
      for (const [name, value] of Object.entries(c.multipart.fields)) req = req.field(name, value);
      for (const [name, value] of Object.entries(c.multipart.files)) req = req.attach(name, value, { filename: 'members.csv', contentType: 'text/csv' });
      return req;
    }
    if (c.body === undefined) return req;
    return req.set('Content-Type', c.contentType ?? 'application/json').send(c.body);
  }

  /** What is wrong with the answer to one case; nothing when it kept every rule. */
  async function problemsOf(c: FuzzCase): Promise<string[]> {
    const correlationId = `fuzz-${randomUUID()}`;
    const res = await send(c, correlationId);
    const what = `${c.route.method.toUpperCase()} ${c.route.path} [${c.label}] answered ${res.status}`;
    const problems: string[] = [];
    if (res.status >= 500) problems.push(`${what}: ${res.text.slice(0, 300)}`);
    else if (c.expect && res.status !== c.expect) problems.push(`${what}, not ${c.expect}: ${res.text.slice(0, 300)}`);
    if (res.status >= 400) {
      const body = res.body as { statusCode?: unknown; message?: unknown; error?: unknown };
      const message = Array.isArray(body.message) ? body.message : [body.message];
      if (body.statusCode !== res.status || typeof body.error !== 'string' || !message.every((m) => typeof m === 'string' && m.length > 0)) {
        problems.push(`${what} without the error shape: ${res.text.slice(0, 300)}`);
      }
      const { rows } = await events.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE metadata->>'correlationId' = $1`, [correlationId]);
      if (rows[0].n > 0) problems.push(`${what} but appended ${rows[0].n} event(s)`);
    }
    return problems;
  }

  describe("the probe's findings, one by one", () => {
    const department = async () =>
      ((await admin.agent.get(`/api/departments?teamId=${fx.teamId}`).expect(200)).body as { id: string }[]).find((d) => d.id === fx.departmentId);
    const position = async () =>
      ((await admin.agent.get(`/api/positions?teamId=${fx.teamId}`).expect(200)).body as { id: string }[]).find((p) => p.id === fx.positionId);
    const put = (path: string, body: object) => admin.agent.put(path).set(admin.headers).send(body);

    it('refuses a NUL or a lone surrogate in a path id, a field or a query value with a 400 naming it', async () => {
      const before = await department();
      const byId = await put('/api/departments/%00', { name: '総務部' }).expect(400);
      expect(byId.body).toEqual({ statusCode: 400, message: [`id: ${UNSTORABLE_TEXT_MESSAGE}`], error: 'Bad Request' });
      const fields = await put(`/api/departments/${fx.departmentId}`, { name: 'T\u0000', description: '\ud800' }).expect(400);
      expect(fields.body.message).toEqual([`name: ${UNSTORABLE_TEXT_MESSAGE}`, `description: ${UNSTORABLE_TEXT_MESSAGE}`]);
      const query = await admin.agent.get('/api/departments?teamId=%00').expect(400);
      expect(query.body.message).toEqual([`teamId: ${UNSTORABLE_TEXT_MESSAGE}`]);
      expect(await department()).toEqual(before);
    });

    it('refuses null for an optional field that is not nullable, and lets a nullable one be cleared with null', async () => {
      const named = await put(`/api/departments/${fx.departmentId}`, { name: null }).expect(400);
      expect(named.body.message).toEqual([`name: ${NULL_MESSAGE}`]);
      await put(`/api/positions/${fx.positionId}`, { name: null, level: null }).expect(400);
      await put(`/api/company-members/${fx.memberId}`, { firstName: null }).expect(400);
      await put(`/api/departments/${fx.departmentId}`, { description: '説明' }).expect(200);
      await put(`/api/departments/${fx.departmentId}`, { description: null }).expect(200);
      expect(await department()).toMatchObject({ name: '営業部', description: null });
      await put(`/api/positions/${fx.positionId}`, { description: null }).expect(200);
      expect(await position()).toMatchObject({ name: '課長', description: null });
    });

    it('refuses JSON nested 5,000 deep with a 400, before anything walks it', async () => {
      const res = await admin.agent
        .post('/api/departments')
        .set(admin.headers)
        .set('Content-Type', 'application/json')
        .send(`{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`)
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: TOO_DEEP_MESSAGE, error: 'Bad Request' });
    });

    it.each([
      ['text/plain', 'name=総務部'],
      ['application/xml', '<department><name>総務部</name></department>'],
      ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\n総務部'],
    ])('refuses a PUT of %s on departments, positions and company members with a 415, changing nothing', async (type, body) => {
      const before = [await department(), await position()];
      for (const path of [`/api/departments/${fx.departmentId}`, `/api/positions/${fx.positionId}`, `/api/company-members/${fx.memberId}`]) {
        const res = await admin.agent.put(path).set(admin.headers).set('Content-Type', type).send(body).expect(415);
        expect(res.body).toEqual({ statusCode: 415, message: unsupportedTypeMessage(JSON_ONLY), error: 'Unsupported Media Type' });
      }
      expect([await department(), await position()]).toEqual(before);
    });
  });

  it('answers a request it cannot read (the body, the path) in the error shape, in Japanese', async () => {
    expect((await admin.agent.put('/api/departments/%ED%A0%80').set(admin.headers).send({}).expect(400)).body).toEqual({
      statusCode: 400,
      message: 'URLに不正な文字の符号化が含まれています',
      error: 'Bad Request',
    });
    const send = (type: string, body: string) => admin.agent.post('/api/teams').set(admin.headers).set('Content-Type', type).send(body);
    expect((await send('application/json', '{"name":').expect(400)).body).toEqual({
      statusCode: 400,
      message: 'リクエストの形式が正しくありません',
      error: 'Bad Request',
    });
    expect((await send('application/json', JSON.stringify({ name: 'x'.repeat(1024 * 1024) })).expect(413)).body).toEqual({
      statusCode: 413,
      message: 'リクエストが大きすぎます',
      error: 'Payload Too Large',
    });
    expect((await send('application/json; charset=shift_jis', '{"name":"x"}').expect(415)).body).toEqual({
      statusCode: 415,
      message: 'リクエストの文字コードまたは圧縮形式には対応していません',
      error: 'Unsupported Media Type',
    });
  });

  it.each(routes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: no 5xx, errors in the error shape, nothing appended by a refusal',
    async (_name, route) => {
      const valid = validBodies[route.operationId];
      if (valid) {
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => fixtures.pathParam(route, name));
        const res = await admin.agent[route.method](path).set(admin.headers).send(valid());
        expect(res.status < 300 ? 'accepted' : `${res.status} ${res.text}`).toBe('accepted');
      }
      const problems: string[] = [];
      for (const c of fuzzCases(doc, route, fixtures)) problems.push(...(await problemsOf(c)));
      expect(problems).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});
