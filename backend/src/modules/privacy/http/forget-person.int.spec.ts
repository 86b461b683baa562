import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { FORGOTTEN_NAME } from '../../../platform/event-store/personal-data.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';
import { giveTestPoints } from '../../points/test-support/growth-cycle-events.js';

/**
 * Forgetting a person (issue 17, decision 0044): after forget and a rebuild of every projection,
 * no text anywhere in the database (read models, sessions, the events table's raw JSON) holds
 * their name or e-mail, while positions, points and row counts are as they were.
 */
describe('forgetting a person', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let sql: pg.Client;
  let admin: SignedInUser;
  let manager: SignedInUser;
  let person: SignedInUser;
  let teamId: string;
  let memberId: string;

  /** What identifies the two people; none may survive the forget anywhere. */
  const USER_EMAIL = 'wasureru.hanako@example.com';
  const USER_LAST_NAME = '忘却山';
  const MEMBER_EMAIL = 'shokyo.jiro@example.com';
  const MEMBER_LAST_NAME = '消去川';
  const MEMBER_PHONE = '090-4321-8765';
  const NEEDLES = [USER_EMAIL, USER_LAST_NAME, MEMBER_EMAIL, MEMBER_LAST_NAME, MEMBER_PHONE];

  const forget = (who: SignedInUser, body: object) => post(who, '/api/admin/personal-data/forget', body);

  /** Every table of every schema the app made, each row as text, searched for `needle`: table → matching rows. */
  async function whereFound(needle: string): Promise<Record<string, number>> {
    const tables = (
      await sql.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      )
    ).rows;
    const found: Record<string, number> = {};
    for (const { schema, name } of tables) {
      const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"."${name}" t WHERE t::text ILIKE $1`, [`%${needle}%`]);
      if (rows[0].n > 0) found[`${schema}.${name}`] = rows[0].n;
    }
    return found;
  }

  /** Row counts of every table but the ones forgetting itself changes (events, sessions, keys, checkpoints, and the member search's terms: the placeholder name has other words than the name). */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = (
      await sql.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_type = 'BASE TABLE' AND table_schema = 'public'
           AND table_name NOT IN ('events', 'sessions', 'personal_data_keys', 'projection_checkpoints', 'projection_leases', 'rate_limit_counters', 'migrations', 'member_search_terms')`,
      )
    ).rows;
    const counts: Record<string, number> = {};
    for (const { name } of tables) counts[name] = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0].n;
    return counts;
  }

  /** What a forget must leave as it was: the boards' positions, the points, the counts. */
  async function history() {
    const ms = (await manager.agent.get(`/api/ms-matrix/team/${teamId}`).expect(200)).body as { memberId: string; positionX: number; positionY: number }[];
    const oneOnOne = (await sql.query(`SELECT employee_id, position_x, position_y FROM one_on_one_matrix_entries ORDER BY employee_id`)).rows;
    const points = (await sql.query(`SELECT user_id, total_points, available_points FROM user_points ORDER BY user_id`)).rows;
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    return { ms: ms.map(({ memberId: id, positionX, positionY }) => ({ id, positionX, positionY })).sort(byId), oneOnOne, points, counts: await rowCounts() };
  }

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'privacy-admin@example.com' });
    ({ app } = testApp);
    sql = new pg.Client({ connectionString: testApp.db.url });
    await sql.connect();
    [admin, manager, person] = await signInAll(app, ['privacy-admin@example.com', 'privacy-manager@example.com', USER_EMAIL]);

    // The person as a user: profile, a journal entry and a coaching chat of their own, points.
    await person.agent.put(`/api/users/${person.user.id}`).set(person.headers).send({ firstName: '花子', lastName: USER_LAST_NAME, notes: `${USER_LAST_NAME}のメモ` }).expect(200);
    await post(person, '/api/journal', { weekOf: '2026-11-23', practiceContent: `${USER_LAST_NAME}として聴くことに徹した`, insights: USER_EMAIL }).expect(201);
    const session = (await post(person, '/api/ai-coaching/sessions', { sessionType: 'coaching', topic: `${USER_LAST_NAME}の悩み` }).expect(201)).body as { id: string };
    await post(person, '/api/ai-coaching/chat', { sessionId: session.id, message: `私は${USER_LAST_NAME}です。チームの対立に悩んでいます` }).expect(200);
    await giveTestPoints(app, person.user.id, 20);

    // The person as a company member: on the manager's team, on both boards.
    teamId = (await post(manager, '/api/teams', { name: '忘却テストチーム' }).expect(201)).body.id;
    memberId = (
      await post(manager, '/api/company-members', { firstName: '次郎', lastName: MEMBER_LAST_NAME, email: MEMBER_EMAIL, phoneNumber: MEMBER_PHONE, teamId, notes: `${MEMBER_LAST_NAME}さん担当` }).expect(201)
    ).body.id;
    const colleague = (await post(manager, '/api/company-members', { firstName: '三郎', lastName: '残留', teamId }).expect(201)).body.id;
    await post(manager, '/api/ms-matrix', { teamId, memberId, positionX: 0.7, positionY: 0.2, notes: `${MEMBER_LAST_NAME}は伸びている` }).expect(201);
    await post(manager, '/api/ms-matrix', { teamId, memberId: colleague, positionX: 0.3, positionY: 0.6 }).expect(201);
    await post(manager, '/api/1on1-matrix', { employeeId: memberId, teamId, positionX: 0.8, positionY: 0.25, trustLevel: 0.1, mindsetLevel: 0.1 }).expect(201);
  });
  afterAll(async () => {
    await sql.end();
    await testApp.close();
  });

  it('before: the person is everywhere (read models, sessions) and the events table holds them only sealed', async () => {
    expect(Object.keys(await whereFound(USER_LAST_NAME))).toEqual(
      expect.arrayContaining(['public.users', 'public.organization_user_names', 'public.journal_entries', 'public.ai_coaching_sessions', 'public.ai_coaching_messages']),
    );
    expect(Object.keys(await whereFound(USER_EMAIL))).toEqual(expect.arrayContaining(['public.users', 'public.sessions']));
    expect(Object.keys(await whereFound(MEMBER_EMAIL))).toContain('public.company_members');
    for (const needle of NEEDLES) expect((await whereFound(needle))['public.events']).toBeUndefined();
    const sealed = (await sql.query(`SELECT data FROM events WHERE type = 'CompanyMemberRegistered' AND data->>'memberId' = $1`, [memberId])).rows[0].data;
    expect(sealed.lastName).toEqual({ $pii: memberId, c: expect.any(String) });
  });

  it('refuses a non-admin (403), an unknown person (404), a malformed body (400) and the admin themself (409), changing nothing', async () => {
    const before = await history();
    const keys = (await sql.query(`SELECT count(*)::int AS n FROM personal_data_keys WHERE destroyed_at IS NOT NULL`)).rows[0].n;
    const refused = await forget(manager, { kind: 'user', subjectId: person.user.id }).expect(403);
    expect(refused.body.message).toEqual(expect.any(String));
    const unknown = await forget(admin, { kind: 'user', subjectId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(unknown.body.message).toBe('指定された人物が見つかりません');
    await forget(admin, { kind: 'company_member', subjectId: person.user.id }).expect(404); // a user's id is no member
    await forget(admin, { kind: 'user', subjectId: 'not-an-id' }).expect(404);
    const bad = await forget(admin, { kind: 'customer', subjectId: memberId }).expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('削除する人物の種類を指定してください');
    const self = await forget(admin, { kind: 'user', subjectId: admin.user.id }).expect(409);
    expect(self.body.message).toContain('別の管理者');
    expect(await history()).toEqual(before);
    expect((await sql.query(`SELECT count(*)::int AS n FROM personal_data_keys WHERE destroyed_at IS NOT NULL`)).rows[0].n).toBe(keys);
    expect((await sql.query(`SELECT count(*)::int AS n FROM events WHERE type = 'PersonForgotten'`)).rows[0].n).toBe(0);
    await person.agent.get('/api/auth/user').expect(200);
  });

  it('after forgetting the user and the member and rebuilding every projection, neither name nor e-mail is anywhere; positions, points and counts are unchanged', async () => {
    const before = await history();

    const user = await forget(admin, { kind: 'user', subjectId: person.user.id }).expect(200);
    expect(user.body).toMatchObject({ subjectId: person.user.id, kind: 'user', sessionsEnded: 1 });
    expect(user.body.rebuilt).toEqual(expect.arrayContaining(['users', 'organization-company-members', 'ms-matrix-board', 'one-on-one-board']));
    const member = await forget(admin, { kind: 'company_member', subjectId: memberId }).expect(200);
    expect(member.body).toMatchObject({ subjectId: memberId, kind: 'company_member', sessionsEnded: 0 });

    // The forgotten user's session is over (signing in again makes a new person: the last test).
    await person.agent.get('/api/auth/user').expect(401);

    // And once more every projection from the log, as an admin's replay would.
    await admin.agent.post('/api/admin/projections/rebuild').set(admin.headers).expect(202);
    await eventuallyRebuilt();

    for (const needle of NEEDLES) expect({ needle, found: await whereFound(needle) }).toEqual({ needle, found: {} });
    expect(await history()).toEqual(before);

    // The boards still show the member, under the placeholder.
    const board = (await manager.agent.get(`/api/ms-matrix/team/${teamId}`).expect(200)).body as { memberId: string; memberName: string }[];
    expect(board.find((e) => e.memberId === memberId)?.memberName).toContain(FORGOTTEN_NAME);
    const csv = await manager.agent.get(`/api/company-members/export?teamId=${teamId}`).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(FORGOTTEN_NAME);
    expect(csv.body).toContain('残留');
    for (const needle of NEEDLES) expect(csv.body).not.toContain(needle);
  });

  it('forgetting a person twice is a 409 that changes nothing', async () => {
    const events = (await sql.query(`SELECT count(*)::int AS n FROM events`)).rows[0].n;
    const again = await forget(admin, { kind: 'company_member', subjectId: memberId }).expect(409);
    expect(again.body.message).toBe('この人物の個人データはすでに削除されています');
    expect((await sql.query(`SELECT count(*)::int AS n FROM events`)).rows[0].n).toBe(events);
  });

  it('of ten forgets of one person sent at once, one is done and the others are 409: one PersonForgotten', async () => {
    const someone = (await post(manager, '/api/company-members', { firstName: '四郎', lastName: '並行', email: 'heikou.shiro@example.com', teamId }).expect(201)).body.id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => forget(admin, { kind: 'company_member', subjectId: someone })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const recorded = await sql.query(`SELECT count(*)::int AS n FROM events WHERE type = 'PersonForgotten' AND data->>'subjectId' = $1`, [someone]);
    expect(recorded.rows[0].n).toBe(1);
    expect(await whereFound('heikou.shiro@example.com')).toEqual({});
  });

  it('forgets the companion site’s people too: an inquiry’s sender and a download registrant', async () => {
    await post(person2(), '/api/contact', { companyName: '忘却商事', contactPerson: '問合 三郎', email: 'toiawase.saburo@example.com', inquiryType: 'other', message: '問合三郎より研修の相談' }).expect(201);
    const inquiries = (await admin.agent.get('/api/admin/inquiries').expect(200)).body as { id: string; email: string }[];
    const inquiry = inquiries.find((i) => i.email === 'toiawase.saburo@example.com')!;
    await forget(admin, { kind: 'inquiry', subjectId: inquiry.id }).expect(200);
    await forget(admin, { kind: 'download_registrant', subjectId: inquiry.id }).expect(404); // an inquiry's id is no registrant

    await post(person2(), '/api/download-registrant', { name: '資料 四朗', companyName: '忘却工業', email: 'shiryou.shirou@example.com', fileType: 'mvv' }).expect(201);
    const registrants = (await admin.agent.get('/api/admin/download-registrants').expect(200)).body as { id: string; email: string }[];
    const registrant = registrants.find((r) => r.email === 'shiryou.shirou@example.com')!;
    await forget(admin, { kind: 'download_registrant', subjectId: registrant.id }).expect(200);
    for (const needle of ['toiawase.saburo@example.com', '問合 三郎', '問合三郎', '忘却商事', 'shiryou.shirou@example.com', '資料 四朗', '忘却工業']) expect({ needle, found: await whereFound(needle) }).toEqual({ needle, found: {} });
  });

  it('a forgotten person who signs in again is a new person: a new id, the welcome dialog, none of the old data, answered as any first sign-in', async () => {
    const stranger = await signIn(app, 'hajimete.no.hito@example.com');
    const back = await signIn(app, USER_EMAIL);
    // Nothing in the answers tells that this address belonged to someone forgotten.
    expect(back.user.id).not.toBe(person.user.id);
    const ownFields = ['id', 'email', 'createdAt', 'updatedAt', 'lastLoginAt'] as const;
    const own = Object.fromEntries(ownFields.map((field) => [field, (back.user as Record<string, unknown>)[field]]));
    expect(back.user.email).toBe(USER_EMAIL);
    expect(back.user).toEqual({ ...stranger.user, ...own });
    // The welcome dialog opens for a user with no department; the old journal, coaching and points are not theirs.
    expect((await back.agent.get(`/api/users/${back.user.id}/departments`).expect(200)).body).toEqual([]);
    expect((await back.agent.get('/api/journal').expect(200)).body).toEqual([]);
    expect((await back.agent.get('/api/ai-coaching/sessions').expect(200)).body).toEqual([]);
    expect((await back.agent.get('/api/pffr/points').expect(200)).body).toMatchObject({ totalPoints: 0 });
    // The old user stays forgotten, under the placeholder; the address is the new user's only.
    const rows = (await sql.query(`SELECT id, email, last_name FROM users WHERE id = ANY($1) ORDER BY email`, [[person.user.id, back.user.id]])).rows;
    expect(rows).toEqual([
      { id: person.user.id, email: `forgotten-${person.user.id}@forgotten.invalid`, last_name: FORGOTTEN_NAME },
      { id: back.user.id, email: USER_EMAIL, last_name: '' },
    ]);
    await person.agent.get('/api/auth/user').expect(401);
    // The next sign-in finds the new person again.
    expect((await signIn(app, USER_EMAIL)).user.id).toBe(back.user.id);

    // Forgotten once more, then four first sign-ins at once: one new person, whom all four are.
    await forget(admin, { kind: 'user', subjectId: back.user.id }).expect(200);
    const racing = await Promise.all(Array.from({ length: 4 }, () => signIn(app, USER_EMAIL)));
    const ids = new Set(racing.map((r) => r.user.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).not.toBe(back.user.id);
    expect((await sql.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [USER_EMAIL])).rows[0].n).toBe(1);
  });

  /** A signed-in caller for the companion site's public forms. */
  const person2 = () => manager;

  async function eventuallyRebuilt(): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const status = (await admin.agent.get('/api/admin/projections').expect(200)).body as { name: string; rebuild?: { state: string } | null }[];
      if (status.every((p) => !p.rebuild || !['queued', 'rebuilding'].includes(p.rebuild.state))) return;
      if (Date.now() > deadline) throw new Error(`rebuild not done: ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
