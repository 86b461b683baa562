import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { calendarDate } from '../../../platform/time/calendar.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post, put, del } from '../../../test-support/writes.js';

const DAY = 86_400_000;

describe('1on1 matrix over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let manager: SignedInUser;
  let otherManager: SignedInUser;
  let outsider: SignedInUser;
  let admin: SignedInUser;
  let teamId: string;
  let departmentId: string;
  let foreignTeamMemberId: string;
  let clock: Clock;
  let memberSeq = 0;

  const entriesOf = async (who: SignedInUser, query = '') =>
    (await who.agent.get(`/api/1on1-matrix/manager${query}`).expect(200)).body as Record<string, unknown>[];
  const historyOf = async (who: SignedInUser) =>
    (await who.agent.get('/api/1on1-matrix/growth-history').expect(200)).body as {
      entryId: string;
      memberName: string;
      history: { id: string; changeValue: number | null; performanceLabel: string; isLatest: boolean }[];
    }[];

  /** A company member of `team` (registered by a leader of it), answering its id. */
  async function aMember(who: SignedInUser, team: string, overrides: object = {}): Promise<string> {
    memberSeq += 1;
    const res = await post(who, '/api/company-members', {
      firstName: `太郎${memberSeq}`,
      lastName: '山田',
      email: `member${memberSeq}@example.com`,
      teamId: team,
      ...overrides,
    }).expect(201);
    return res.body.id;
  }

  /** Today in Tokyo as the fixed clock says. */
  const today = () => calendarDate(clock.now(), 'Asia/Tokyo');
  const daysBeforeToday = (days: number) => calendarDate(new Date(clock.now().getTime() - days * DAY), 'Asia/Tokyo');
  const daysAfterToday = (days: number) => calendarDate(new Date(clock.now().getTime() + days * DAY), 'Asia/Tokyo');

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    ({ app } = testApp);
    clock = app.get<Clock>(CLOCK);
    [manager, otherManager, outsider, admin] = await signInAll(app, ['manager@example.com', 'other-manager@example.com', 'outsider@example.com', 'admin@example.com']);
    teamId = (await post(manager, '/api/teams', { name: '営業チーム' }).expect(201)).body.id;
    await manager.agent.put(`/api/teams/${teamId}/visibility`).set(manager.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await post(otherManager, '/api/user-teams', { userId: otherManager.user.id, teamId, isPrimaryTeam: true }).expect(201);
    departmentId = (await post(manager, '/api/departments', { name: '営業一課', teamId, color: '#EF4444' }).expect(201)).body.id;
    const foreignTeamId = (await post(outsider, '/api/teams', { name: '開発チーム' }).expect(201)).body.id;
    foreignTeamMemberId = await aMember(outsider, foreignTeamId);
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => jest.restoreAllMocks());

  describe('creating an entry', () => {
    it('places a member and answers the entry with derived levels, names and the approach', async () => {
      const employeeId = await aMember(manager, teamId, { firstName: '花子', lastName: '佐藤', departmentId });
      const res = await post(manager, '/api/1on1-matrix', {
        employeeId,
        positionX: 0.8,
        positionY: 0.25,
        trustLevel: 0.1,
        mindsetLevel: 0.1,
        teamId,
      }).expect(201);
      expect(res.body).toMatchObject({
        employeeId,
        employeeName: '佐藤 花子',
        managerId: manager.user.id,
        teamId,
        departmentId,
        departmentName: '営業一課',
        departmentColor: '#EF4444',
        positionX: 0.8,
        positionY: 0.25,
        trustLevel: 0.8,
        mindsetLevel: 0.75,
        quadrant: 'strategy',
        approachLabel: '戦略・ビジネス',
        lastSessionDate: null,
        nextSessionDate: null,
        isStale: false,
        revision: 0,
      });
      expect(res.body.recommendedApproach).toEqual(expect.any(String));
      expect(await entriesOf(manager)).toEqual([expect.objectContaining({ id: res.body.id })]);
      expect(await entriesOf(otherManager)).toEqual([]);
    });

    it('allows one entry per manager and member (409), but another manager may add the same member', async () => {
      const employeeId = await aMember(manager, teamId);
      await post(manager, '/api/1on1-matrix', { employeeId, positionX: 0.5, positionY: 0.5 }).expect(201);
      const again = await post(manager, '/api/1on1-matrix', { employeeId, positionX: 0.1, positionY: 0.1 }).expect(409);
      expect(again.body).toMatchObject({ statusCode: 409, message: 'この社員の1on1エントリーは既に登録されています' });
      await post(otherManager, '/api/1on1-matrix', { employeeId, positionX: 0.2, positionY: 0.2 }).expect(201);
      expect((await entriesOf(manager)).find((e) => e.employeeId === employeeId)).toMatchObject({ positionX: 0.5 });
    });

    it.each([
      [{ positionX: 1.2, positionY: 0.5 }, 'positionX'],
      [{ positionX: 0.5, positionY: -0.1 }, 'positionY'],
      [{ positionX: '0.5', positionY: 0.5 }, 'positionX'],
      [{ positionY: 0.5 }, 'positionX'],
      [{ positionX: 0.5, positionY: 0.5, employeeId: '' }, 'employeeId'],
      [{ positionX: 0.5, positionY: 0.5, extra: true }, 'extra'],
    ])('refuses %j with a 400 naming %s and creates nothing', async (body, field) => {
      const employeeId = await aMember(manager, teamId);
      const before = (await entriesOf(manager)).length;
      const res = await post(manager, '/api/1on1-matrix', { employeeId, ...body }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect(await entriesOf(manager)).toHaveLength(before);
    });

    it('answers 404 for an unknown member, 403 for a member of a team the caller cannot read, 400 for a wrong team', async () => {
      const before = (await entriesOf(manager)).length;
      await post(manager, '/api/1on1-matrix', { employeeId: 'no-such-member', positionX: 0.5, positionY: 0.5 }).expect(404);
      const forbidden = await post(manager, '/api/1on1-matrix', { employeeId: foreignTeamMemberId, positionX: 0.5, positionY: 0.5 }).expect(403);
      expect(forbidden.body.error).toBe('Forbidden');
      const employeeId = await aMember(manager, teamId);
      await post(manager, '/api/1on1-matrix', { employeeId, positionX: 0.5, positionY: 0.5, teamId: 'another-team' }).expect(400);
      expect(await entriesOf(manager)).toHaveLength(before);
    });
  });

  describe('moving and the growth history', () => {
    let entryId: string;
    beforeEach(async () => {
      const employeeId = await aMember(manager, teamId);
      entryId = (await post(manager, '/api/1on1-matrix', { employeeId, positionX: 0.5, positionY: 0.5 }).expect(201)).body.id;
    });
    const entry = async () => (await entriesOf(manager)).find((e) => e.id === entryId)!;

    it('moves the entry, records a growth point and answers the new levels', async () => {
      const res = await put(manager, `/api/1on1-matrix/${entryId}`, { positionX: 0.9, positionY: 0.6, trustLevel: 0 }, 0).expect(200);
      expect(res.body).toMatchObject({ id: entryId, trustLevel: 0.9, mindsetLevel: 0.4, quadrant: 'trust_building', revision: 1 });
      // The answer (the row written with the move) is the entry as the board shows it.
      expect(await entry()).toEqual(res.body);
      const history = (await historyOf(manager)).find((h) => h.entryId === entryId)!;
      expect(history.history).toEqual([
        expect.objectContaining({ trustLevel: 0.5, mindsetLevel: 0.5, changeValue: null, performanceLabel: '良好', isLatest: false }),
        expect.objectContaining({ trustLevel: 0.9, mindsetLevel: 0.4, changeValue: 30, performanceLabel: '良好', isLatest: true }),
      ]);
      expect(history.memberName).toMatch(/^山田 太郎\d+$/);
    });

    it('refuses a stale If-Match with 409 and changes nothing', async () => {
      await put(manager, `/api/1on1-matrix/${entryId}`, { positionX: 0.6, positionY: 0.6 }).expect(200);
      const res = await put(manager, `/api/1on1-matrix/${entryId}`, { positionX: 0.1, positionY: 0.1 }, 0).expect(409);
      expect(res.body.statusCode).toBe(409);
      expect(await entry()).toMatchObject({ positionX: 0.6, revision: 1 });
      await put(manager, `/api/1on1-matrix/${entryId}`, { positionX: 0.1, positionY: 0.1 }, 'abc').expect(400);
    });

    it.each([
      [{ positionX: 1.01, positionY: 0.5 }],
      [{ positionX: 0.5, positionY: 2 }],
      [{ positionX: -1, positionY: 0.5 }],
      [{ positionX: 0.5 }],
    ])('refuses %j with 400 and changes nothing', async (body) => {
      await put(manager, `/api/1on1-matrix/${entryId}`, body).expect(400);
      expect(await entry()).toMatchObject({ positionX: 0.5, positionY: 0.5, revision: 0 });
    });

    it("answers 404 for an unknown entry and for another manager's entry, which stays as it was", async () => {
      await put(manager, '/api/1on1-matrix/no-such-entry', { positionX: 0.1, positionY: 0.1 }).expect(404);
      await put(manager, '/api/1on1-matrix/no-such-entry', { positionX: 0.1, positionY: 0.1 }, 0).expect(404);
      const res = await put(otherManager, `/api/1on1-matrix/${entryId}`, { positionX: 0.1, positionY: 0.1 }).expect(404);
      expect(res.body.message).toBe('1on1エントリーが見つかりません');
      await del(otherManager, `/api/1on1-matrix/${entryId}`).expect(404);
      await otherManager.agent.get(`/api/1on1-matrix/${entryId}/sessions`).expect(404);
      await post(otherManager, `/api/1on1-matrix/${entryId}/sessions`, { sessionDate: today(), approach: 'mixed', effectiveness: 3 }).expect(404);
      expect(await entry()).toMatchObject({ positionX: 0.5, revision: 0 });
    });

    it('tells the manager and admins who moved the entry, from where to where, and who deleted which point; nobody else', async () => {
      await put(manager, `/api/1on1-matrix/${entryId}`, { positionX: 0.8, positionY: 0.2 }).expect(200);
      const [first] = (await historyOf(manager)).find((h) => h.entryId === entryId)!.history;
      await del(manager, `/api/1on1-matrix/growth-history/${first.id}`).expect(204);
      const trail = (await admin.agent.get(`/api/1on1-matrix/${entryId}/audit`).expect(200)).body;
      const managerName = `${manager.user.lastName} ${manager.user.firstName}`.trim() || null;
      expect(trail).toEqual([
        expect.objectContaining({ action: 'placed', actorId: manager.user.id, actorName: managerName, from: null, to: { x: 0.5, y: 0.5, trustLevel: 0.5, mindsetLevel: 0.5 } }),
        expect.objectContaining({ action: 'moved', actorId: manager.user.id, from: expect.objectContaining({ x: 0.5 }), to: { x: 0.8, y: 0.2, trustLevel: 0.8, mindsetLevel: 0.8 } }),
        expect.objectContaining({ action: 'point_deleted', actorId: manager.user.id, pointId: first.id }),
      ]);
      expect((await manager.agent.get(`/api/1on1-matrix/${entryId}/audit`).expect(200)).body).toEqual(trail);
      expect((await otherManager.agent.get(`/api/1on1-matrix/${entryId}/audit`).expect(404)).body.message).toBe('1on1エントリーが見つかりません');
      await outsider.agent.get('/api/1on1-matrix/no-such-entry/audit').expect(404);
    });

    it('deletes a past point, never the latest one, and only for its manager', async () => {
      await put(manager, `/api/1on1-matrix/${entryId}`, { positionX: 0.7, positionY: 0.3 }).expect(200);
      const [first, latest] = (await historyOf(manager)).find((h) => h.entryId === entryId)!.history;
      await del(otherManager, `/api/1on1-matrix/growth-history/${first.id}`).expect(404);
      await del(manager, '/api/1on1-matrix/growth-history/no-such-point').expect(404);
      const conflict = await del(manager, `/api/1on1-matrix/growth-history/${latest.id}`).expect(409);
      expect(conflict.body.message).toContain('最新');
      await del(manager, `/api/1on1-matrix/growth-history/${first.id}`, 0).expect(409);
      await del(manager, `/api/1on1-matrix/growth-history/${first.id}`).expect(204);
      expect((await historyOf(manager)).find((h) => h.entryId === entryId)!.history).toEqual([
        expect.objectContaining({ id: latest.id, changeValue: null, isLatest: true }),
      ]);
      await del(manager, `/api/1on1-matrix/growth-history/${first.id}`).expect(404);
    });

    it('deletes the entry for its manager only, with a stale If-Match refused', async () => {
      await del(manager, `/api/1on1-matrix/${entryId}`, 5).expect(409);
      await del(manager, `/api/1on1-matrix/${entryId}`, 0).expect(204);
      expect((await entriesOf(manager)).find((e) => e.id === entryId)).toBeUndefined();
      expect((await historyOf(manager)).find((h) => h.entryId === entryId)).toBeUndefined();
      await del(manager, `/api/1on1-matrix/${entryId}`).expect(404);
    });
  });

  describe('sessions and staleness', () => {
    let entryId: string;
    beforeEach(async () => {
      const employeeId = await aMember(manager, teamId);
      entryId = (await post(manager, '/api/1on1-matrix', { employeeId, positionX: 0.2, positionY: 0.2 }).expect(201)).body.id;
    });
    const entry = async () => (await entriesOf(manager)).find((e) => e.id === entryId)!;
    const fixClock = (instant: Date) => jest.spyOn(clock, 'now').mockReturnValue(instant);

    it.each([
      [{ effectiveness: 0 }, 'effectiveness'],
      [{ effectiveness: 6 }, 'effectiveness'],
      [{ effectiveness: 2.5 }, 'effectiveness'],
      [{ approach: 'shouting' }, 'approach'],
      [{ sessionDate: '2026/05/01' }, 'sessionDate'],
      [{ nextSessionDate: 'tomorrow' }, 'nextSessionDate'],
    ])('refuses %j with a 400 naming %s and records nothing', async (override, field) => {
      const res = await post(manager, `/api/1on1-matrix/${entryId}/sessions`, {
        sessionDate: today(),
        approach: 'mixed',
        effectiveness: 3,
        ...override,
      }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect((await manager.agent.get(`/api/1on1-matrix/${entryId}/sessions`).expect(200)).body).toEqual([]);
    });

    it('refuses a session in the future and a next date before the session', async () => {
      await post(manager, `/api/1on1-matrix/${entryId}/sessions`, { sessionDate: daysAfterToday(1), approach: 'mixed', effectiveness: 3 }).expect(400);
      await post(manager, `/api/1on1-matrix/${entryId}/sessions`, {
        sessionDate: today(),
        approach: 'mixed',
        effectiveness: 3,
        nextSessionDate: daysBeforeToday(1),
      }).expect(400);
      expect(await entry()).toMatchObject({ lastSessionDate: null, revision: 0 });
    });

    it('records sessions, sets the last and next dates, and lists them newest first', async () => {
      const older = await post(manager, `/api/1on1-matrix/${entryId}/sessions`, {
        sessionDate: daysBeforeToday(10),
        approach: 'trust_building',
        outcomes: '  目標を確認した  ',
        effectiveness: 4,
        nextSessionDate: daysBeforeToday(3),
      }).expect(201);
      expect(older.body).toMatchObject({ approach: 'trust_building', approachLabel: '信頼構築（母性的な優しさ）', outcomes: '目標を確認した', feedback: null });
      await post(manager, `/api/1on1-matrix/${entryId}/sessions`, {
        sessionDate: daysBeforeToday(2),
        approach: 'mixed',
        effectiveness: 5,
        nextSessionDate: daysAfterToday(12),
      }, 1).expect(201);
      await post(manager, `/api/1on1-matrix/${entryId}/sessions`, { sessionDate: today(), approach: 'mixed', effectiveness: 5 }, 1).expect(409);
      expect(await entry()).toMatchObject({ lastSessionDate: daysBeforeToday(2), nextSessionDate: daysAfterToday(12), revision: 2 });
      const sessions = (await manager.agent.get(`/api/1on1-matrix/${entryId}/sessions`).expect(200)).body;
      expect(sessions.map((s: { sessionDate: string }) => s.sessionDate)).toEqual([daysBeforeToday(2), daysBeforeToday(10)]);
    });

    it('flags an entry whose last session is more than 14 days old (fixed clock, Asia/Tokyo)', async () => {
      const sessionDate = today();
      await post(manager, `/api/1on1-matrix/${entryId}/sessions`, { sessionDate, approach: 'mixed', effectiveness: 3 }).expect(201);
      const base = Date.parse(`${sessionDate}T00:00:00+09:00`);
      fixClock(new Date(base + 14 * DAY + 23 * 3_600_000));
      expect(await entry()).toMatchObject({ isStale: false });
      fixClock(new Date(base + 15 * DAY));
      expect(await entry()).toMatchObject({ isStale: true });
    });

    it('flags an entry without sessions once it is more than 14 days old', async () => {
      fixClock(new Date(Date.now() + 16 * DAY));
      expect(await entry()).toMatchObject({ isStale: true, lastSessionDate: null });
    });
  });

  describe('who reads whose entries', () => {
    it('lets admins read another manager\'s entries and refuses everyone else with 403', async () => {
      const mine = await entriesOf(manager);
      expect(mine.length).toBeGreaterThan(0);
      await otherManager.agent.get(`/api/1on1-matrix/manager?managerId=${manager.user.id}`).expect(403);
      expect(await entriesOf(admin, `?managerId=${manager.user.id}`)).toEqual(mine);
      expect(await entriesOf(manager, `?managerId=${manager.user.id}`)).toEqual(mine);
    });

    it('filters by team', async () => {
      expect(await entriesOf(manager, '?teamId=another-team')).toEqual([]);
      expect((await entriesOf(manager, `?teamId=${teamId}`)).length).toBe((await entriesOf(manager)).length);
    });

    it('refuses signed-out callers with 401', async () => {
      await request(app.getHttpServer()).get('/api/1on1-matrix/manager').expect(401);
      await request(app.getHttpServer()).get('/api/dashboard/summary').expect(401);
    });
  });

  describe('reacting to the organisation', () => {
    it('renames the entry when the member is renamed and drops it when the member is deleted', async () => {
      const employeeId = await aMember(manager, teamId, { firstName: '一郎', lastName: '鈴木' });
      const entryId = (await post(manager, '/api/1on1-matrix', { employeeId, positionX: 0.5, positionY: 0.5 }).expect(201)).body.id;
      await put(manager, `/api/company-members/${employeeId}`, { firstName: '次郎', departmentId }).expect(200);
      expect((await entriesOf(manager)).find((e) => e.id === entryId)).toMatchObject({
        employeeName: '鈴木 次郎',
        departmentId,
        departmentName: '営業一課',
      });
      await del(manager, `/api/company-members/${employeeId}`).expect((res) => expect([200, 204]).toContain(res.status));
      expect((await entriesOf(manager)).find((e) => e.id === entryId)).toBeUndefined();
      await put(manager, `/api/1on1-matrix/${entryId}`, { positionX: 0.1, positionY: 0.1 }).expect(404);
    });
  });

  describe('dashboard summary', () => {
    it('counts joined teams, managed members and this month\'s sessions, and lists upcoming sessions by name', async () => {
      const employeeId = await aMember(manager, teamId, { firstName: '三郎', lastName: '高橋' });
      const entryId = (await post(manager, '/api/1on1-matrix', { employeeId, positionX: 0.1, positionY: 0.9 }).expect(201)).body.id;
      await post(manager, `/api/1on1-matrix/${entryId}/sessions`, {
        sessionDate: today(),
        approach: 'mixed',
        effectiveness: 3,
        nextSessionDate: daysAfterToday(1),
      }).expect(201);
      const summary = (await manager.agent.get('/api/dashboard/summary').expect(200)).body;
      expect(summary.joinedTeams).toBe(1);
      expect(summary.managedMembers).toBe((await entriesOf(manager)).length);
      expect(summary.sessionsThisMonth).toBeGreaterThanOrEqual(1);
      expect(summary.upcomingSessions.length).toBeLessThanOrEqual(3);
      expect(summary.upcomingSessions[0]).toEqual({
        entryId,
        employeeName: '高橋 三郎',
        date: daysAfterToday(1),
        approachLabel: '複合アプローチ',
        agendaItems: 0,
      });
      const empty = (await outsider.agent.get('/api/dashboard/summary').expect(200)).body;
      expect(empty).toMatchObject({ joinedTeams: 1, managedMembers: 0, sessionsThisMonth: 0, upcomingSessions: [] });
      expect(empty.oneOnOneCadence.staleMembers).toEqual([]);
      expect(empty.oneOnOneCadence.weeks.every((week: { count: number }) => week.count === 0)).toBe(true);
    });
  });
});
