import type { NestExpressApplication } from '@nestjs/platform-express';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post, put, del } from '../../../test-support/writes.js';

describe('teams, user links, departments and positions over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let member: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let teamId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'admin@example.com' });
    ({ app } = testApp);
    [leader, member, stranger, admin] = await signInAll(app, ['leader@example.com', 'member@example.com', 'stranger@example.com', 'admin@example.com']);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const teamsOf = async (who: SignedInUser) => (await who.agent.get('/api/teams').expect(200)).body as Record<string, unknown>[];

  beforeEach(async () => {
    const res = await post(leader, '/api/teams', { name: '営業チーム', description: '東日本' }).expect(201);
    teamId = res.body.id;
    await leader.agent.put(`/api/teams/${teamId}/visibility`).set(leader.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await post(member, '/api/user-teams', { userId: member.user.id, teamId, isPrimaryTeam: true }).expect(201);
  });

  describe('teams', () => {
    it('lists every team with the caller\'s relation to it', async () => {
      expect((await teamsOf(leader)).find((t) => t.id === teamId)).toMatchObject({
        name: '営業チーム',
        description: '東日本',
        organizationType: 'company',
        leaderId: leader.user.id,
        isActive: true,
        memberCount: 2,
        isMember: true,
        canReadBoard: true,
        canManage: true,
        isOpen: true,
        joinRequested: false,
        revision: 3, // created, opened (decision 0058), joined
      });
      expect((await teamsOf(member)).find((t) => t.id === teamId)).toMatchObject({ isMember: true, canReadBoard: false, canManage: false });
      expect((await teamsOf(stranger)).find((t) => t.id === teamId)).toMatchObject({ isMember: false, canReadBoard: false, canManage: false });
      expect((await teamsOf(admin)).find((t) => t.id === teamId)).toMatchObject({ isMember: false, canReadBoard: true, canManage: true });
    });

    it.each([
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{}, 'name'],
      [{ name: 'ok', organizationType: 'school' }, 'organizationType'],
      [{ name: 'ok', extra: 1 }, 'extra'],
    ])('refuses %j with a 400 naming %s and creates nothing', async (body, field) => {
      const before = (await teamsOf(leader)).length;
      const res = await post(leader, '/api/teams', body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect(await teamsOf(leader)).toHaveLength(before);
    });

    it('lists the team\'s users with names to its members only, and their e-mails to its leaders and admins', async () => {
      await put(leader, `/api/users/${leader.user.id}`, { firstName: '一郎', lastName: '田中', hireDate: null, notes: null }).expect(200);
      const res = await member.agent.get(`/api/teams/${teamId}/members`).expect(200);
      // A plain member sees the leader's name, not their address; their own row keeps it.
      expect(res.body).toEqual([
        expect.objectContaining({ userId: leader.user.id, isLeader: true, isPrimaryTeam: false, email: null }),
        expect.objectContaining({ userId: member.user.id, isLeader: false, isPrimaryTeam: true, email: 'member@example.com', joinedAt: expect.any(String) }),
      ]);
      expect(res.body[0]).toMatchObject({ firstName: '一郎', lastName: '田中', displayName: '田中 一郎' });
      const unnamed = member.user.firstName ? `${member.user.lastName} ${member.user.firstName}` : null;
      // Without a name yet, the e-mail stands in for those who may see it.
      expect(res.body[1].displayName).toBe(unnamed ?? 'member@example.com');
      for (const who of [leader, admin]) {
        const rows = (await who.agent.get(`/api/teams/${teamId}/members`).expect(200)).body;
        expect(rows[1]).toMatchObject({ email: 'member@example.com', displayName: unnamed ?? 'member@example.com' });
      }
      await stranger.agent.get(`/api/teams/${teamId}/members`).expect(403);
      await member.agent.get('/api/teams/no-such-team/members').expect(404);
    });

    it('names a user without a name, to a plain member, without their address', async () => {
      const nameless = await signIn(app, `nameless-${Date.now()}@example.com`);
      await post(nameless, '/api/user-teams', { userId: nameless.user.id, teamId }).expect(201);
      const rows = (await member.agent.get(`/api/teams/${teamId}/members`).expect(200)).body as { userId: string }[];
      expect(rows.find((row) => row.userId === nameless.user.id)).toMatchObject({ email: null, displayName: '名前未登録のユーザー' });
    });

    it('links only oneself unless admin, and refuses unknown teams', async () => {
      await post(member, '/api/user-teams', { userId: stranger.user.id, teamId, isPrimaryTeam: false }).expect(403);
      await post(stranger, '/api/user-teams', { userId: stranger.user.id, teamId: 'no-such-team' }).expect(404);
      await post(stranger, '/api/user-teams', { userId: stranger.user.id, teamId, isPrimaryTeam: 'yes' }).expect(400);
      await post(admin, '/api/user-teams', { userId: 'no-such-user', teamId, isPrimaryTeam: false }).expect(404);
      await post(admin, '/api/user-teams', { userId: stranger.user.id, teamId, isPrimaryTeam: false }).expect(201);
      expect((await teamsOf(stranger)).find((t) => t.id === teamId)).toMatchObject({ isMember: true, memberCount: 3 });
    });

    it('lets members leave, but not the last leader', async () => {
      const res = await del(leader, `/api/user-teams/${teamId}`).expect(409);
      expect(res.body.message).toContain('最後のリーダー');
      expect((await teamsOf(leader)).find((t) => t.id === teamId)).toMatchObject({ isMember: true });
      await del(member, `/api/user-teams/${teamId}`).expect(204);
      expect((await teamsOf(member)).find((t) => t.id === teamId)).toMatchObject({ isMember: false, memberCount: 1 });
      await del(member, `/api/user-teams/${teamId}`).expect(404);
    });

    it('deletes a team with everything in it, for leaders and admins only', async () => {
      const { body: dept } = await post(leader, '/api/departments', { name: '開発部', teamId }).expect(201);
      const { body: pos } = await post(leader, '/api/positions', { name: '課長', teamId }).expect(201);
      await post(leader, '/api/company-members', { teamId, firstName: '花子', lastName: '佐藤', departmentId: dept.id, positionId: pos.id }).expect(201);

      await del(member, `/api/teams/${teamId}`).expect(403);
      await del(leader, `/api/teams/${teamId}`, 0).expect(409);
      await del(leader, '/api/teams/no-such-team').expect(404);
      expect((await teamsOf(leader)).some((t) => t.id === teamId)).toBe(true);

      await del(leader, `/api/teams/${teamId}`).expect(204);
      expect((await teamsOf(leader)).some((t) => t.id === teamId)).toBe(false);
      expect((await admin.agent.get('/api/departments').expect(200)).body.some((d: { teamId: string }) => d.teamId === teamId)).toBe(false);
      expect((await admin.agent.get('/api/positions').expect(200)).body.some((p: { teamId: string }) => p.teamId === teamId)).toBe(false);
      expect((await admin.agent.get('/api/company-members').expect(200)).body.some((m: { teamId: string }) => m.teamId === teamId)).toBe(false);
      await admin.agent.get(`/api/company-members/team/${teamId}`).expect(404);
      await put(leader, `/api/departments/${dept.id}`, { name: 'x' }).expect(404);
    });
  });

  describe('departments', () => {
    const departmentsOf = async (who: SignedInUser) => (await who.agent.get(`/api/departments?teamId=${teamId}`).expect(200)).body;

    it('lets a member create one with the default colour, and counts its members', async () => {
      const { body } = await post(member, '/api/departments', { name: '開発部', teamId }).expect(201);
      await post(leader, '/api/company-members', { teamId, firstName: '花子', lastName: '佐藤', departmentId: body.id }).expect(201);
      expect(await departmentsOf(stranger)).toEqual([
        expect.objectContaining({ id: body.id, name: '開発部', teamId, color: '#3B82F6', description: null, memberCount: 1, revision: 0 }),
      ]);
      await stranger.agent.get('/api/departments?teamId=no-such-team').expect(404);
      await post(stranger, '/api/departments', { name: '営業部', teamId }).expect(403);
      await post(member, '/api/departments', { name: '営業部', teamId: 'no-such-team' }).expect(404);
    });

    it.each([
      [{ name: '', teamId: 'T' }, 'name'],
      [{ name: '営業', teamId: 'T', color: 'red' }, 'color'],
      [{ name: '営業', teamId: 'T', color: '#GGGGGG' }, 'color'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const res = await post(leader, '/api/departments', { ...body, ...('teamId' in body ? { teamId } : {}) }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect(await departmentsOf(leader)).toEqual([]);
    });

    it('refuses a name already used in the team, width- and case-insensitively', async () => {
      await post(leader, '/api/departments', { name: 'dev', teamId }).expect(201);
      const res = await post(leader, '/api/departments', { name: 'ＤＥＶ', teamId }).expect(409);
      expect(res.body.message).toContain('重複');
      expect(await departmentsOf(leader)).toHaveLength(1);
    });

    it('renames for managers with If-Match; stale or foreign changes nothing', async () => {
      const { body } = await post(leader, '/api/departments', { name: '開発部', teamId }).expect(201);
      await put(member, `/api/departments/${body.id}`, { name: '技術部' }).expect(403);
      await put(leader, `/api/departments/${body.id}`, { color: '#12' }).expect(400);
      await put(leader, '/api/departments/no-such-department', { name: '技術部' }).expect(404);
      const ok = await put(leader, `/api/departments/${body.id}`, { name: '技術部', color: '#ef4444' }, 0).expect(200);
      expect(ok.body).toEqual({ id: body.id, revision: 1 });
      const stale = await put(leader, `/api/departments/${body.id}`, { name: '研究部' }, 0).expect(409);
      expect(stale.body.message).toContain('他のユーザー');
      expect(await departmentsOf(leader)).toEqual([expect.objectContaining({ name: '技術部', color: '#EF4444', revision: 1 })]);
    });

    it('deletes for managers; members keep existing without the department', async () => {
      const { body } = await post(leader, '/api/departments', { name: '開発部', teamId }).expect(201);
      const { body: created } = await post(leader, '/api/company-members', { teamId, firstName: '花子', lastName: '佐藤', departmentId: body.id });
      await del(member, `/api/departments/${body.id}`).expect(403);
      await del(leader, `/api/departments/${body.id}`).expect(204);
      await del(leader, `/api/departments/${body.id}`).expect(404);
      expect(await departmentsOf(leader)).toEqual([]);
      const members = (await leader.agent.get(`/api/company-members/team/${teamId}`).expect(200)).body;
      expect(members).toEqual([expect.objectContaining({ id: created.id, departmentId: null })]);
      // The name is free again.
      await post(leader, '/api/departments', { name: '開発部', teamId }).expect(201);
    });

    it('links a user to departments of their team; one main department', async () => {
      const { body: a } = await post(leader, '/api/departments', { name: '開発部', teamId }).expect(201);
      const { body: b } = await post(leader, '/api/departments', { name: '営業部', teamId }).expect(201);
      const path = `/api/users/${member.user.id}/departments`;
      await post(member, path, { departmentId: a.id, isMain: true }).expect(201);
      await post(member, path, { departmentId: b.id, isMain: true }).expect(201);
      expect((await member.agent.get(path).expect(200)).body).toEqual([
        expect.objectContaining({ departmentId: b.id, name: '営業部', isMain: true, teamId }),
        expect.objectContaining({ departmentId: a.id, name: '開発部', isMain: false }),
      ]);
      await stranger.agent.get(path).expect(403);
      await post(stranger, path, { departmentId: a.id, isMain: true }).expect(403);
      await post(stranger, `/api/users/${stranger.user.id}/departments`, { departmentId: a.id, isMain: true }).expect(403);
      await post(member, path, { departmentId: 'no-such-department', isMain: true }).expect(404);
      await post(member, path, { isMain: true }).expect(400);
      expect((await stranger.agent.get(`/api/users/${stranger.user.id}/departments`).expect(200)).body).toEqual([]);
    });
  });

  describe('positions', () => {
    const positionsOf = async (who: SignedInUser) => (await who.agent.get(`/api/positions?teamId=${teamId}`).expect(200)).body;

    it('creates with level 1 by default, for managers, readable by members only', async () => {
      const { body } = await post(leader, '/api/positions', { name: '課長', teamId }).expect(201);
      expect(await positionsOf(member)).toEqual([expect.objectContaining({ id: body.id, name: '課長', level: 1, memberCount: 0, revision: 0 })]);
      await stranger.agent.get(`/api/positions?teamId=${teamId}`).expect(403);
      expect((await stranger.agent.get('/api/positions').expect(200)).body).toEqual([]);
      await post(member, '/api/positions', { name: '部長', teamId }).expect(403);
    });

    it.each([0, 11, 1.5, '3'])('refuses level %p with a 400 naming level and changes nothing', async (level) => {
      const res = await post(leader, '/api/positions', { name: '課長', teamId, level }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain('level');
      expect(await positionsOf(leader)).toEqual([]);
    });

    it.each([
      [{ teamId: 'T' }, 'name: 役職名を入力してください'],
      [{ name: '', teamId: 'T' }, 'name: 役職名を入力してください'],
      [{ name: 7, teamId: 'T' }, 'name: 役職名は文字列で指定してください'],
      [{ name: '課長', teamId: 'T', level: 'high' }, 'level: レベルは1から10の整数で指定してください'],
      [{ name: '課長', teamId: '' }, 'teamId: チームIDを指定してください'],
    ])('answers %j with one message per bad field: %s', async (body, message) => {
      const res = await post(leader, '/api/positions', { ...body, ...(body.teamId === 'T' ? { teamId } : {}) }).expect(400);
      expect(res.body.message).toEqual([message]);
    });

    it('keeps names unique in the team, updates with If-Match, deletes leaving members without it', async () => {
      const { body } = await post(leader, '/api/positions', { name: 'Manager', teamId, level: 5 }).expect(201);
      await post(leader, '/api/positions', { name: 'ＭＡＮＡＧＥＲ', teamId }).expect(409);
      await put(leader, `/api/positions/${body.id}`, { level: 11 }).expect(400);
      await put(leader, `/api/positions/${body.id}`, { level: 7 }, 3).expect(409);
      await put(leader, `/api/positions/${body.id}`, { level: 7, description: '管理職' }, 0).expect(200);
      expect(await positionsOf(leader)).toEqual([expect.objectContaining({ level: 7, description: '管理職', revision: 1 })]);
      const { body: m } = await post(leader, '/api/company-members', { teamId, firstName: '花子', lastName: '佐藤', positionId: body.id }).expect(201);
      await del(member, `/api/positions/${body.id}`).expect(403);
      await del(leader, `/api/positions/${body.id}`).expect(204);
      await put(leader, `/api/positions/${body.id}`, { level: 2 }).expect(404);
      const members = (await leader.agent.get(`/api/company-members/team/${teamId}`).expect(200)).body;
      expect(members).toEqual([expect.objectContaining({ id: m.id, positionId: null, positionName: null })]);
    });
  });

  // Part 2 §7's bodies carry no team: the caller's primary team is meant.
  describe('positions and departments without teamId', () => {
    const NO_TEAM = 'teamId: チームに所属していないため、対象のチームを決められません。チームに参加するか、teamIdを指定してください';
    const SEVERAL_TEAMS =
      'teamId: 複数のチームに所属していて、メインのチームが決まっていません。teamIdを指定するか、メインのチームを設定してください';
    let sequence = 0;
    const newUser = () => signIn(app, `nobody-${(sequence += 1)}@example.com`);
    const newTeam = async (who: SignedInUser, name: string) => (await post(who, '/api/teams', { name }).expect(201)).body.id as string;
    const positionsIn = async (who: SignedInUser, team: string) => (await who.agent.get(`/api/positions?teamId=${team}`).expect(200)).body;
    const departmentsIn = async (who: SignedInUser, team: string) => (await who.agent.get(`/api/departments?teamId=${team}`).expect(200)).body;
    const head = () => app.get<EventStore>(EVENT_STORE).headPosition();

    it('creates a position with the spec\'s body in the team the caller marked primary', async () => {
      await post(leader, '/api/user-teams', { userId: leader.user.id, teamId, isPrimaryTeam: true }).expect(201);
      const { body } = await post(leader, '/api/positions', { name: '課長', level: 5, description: '管理職' }).expect(201);
      expect(await positionsIn(leader, teamId)).toEqual([
        expect.objectContaining({ id: body.id, name: '課長', level: 5, description: '管理職', teamId }),
      ]);
    });

    it('creates a department with the spec\'s body in the caller\'s primary team', async () => {
      const { body } = await post(member, '/api/departments', { name: '開発部', color: '#10B981', description: '製品開発' }).expect(201);
      expect(await departmentsIn(member, teamId)).toEqual([
        expect.objectContaining({ id: body.id, name: '開発部', color: '#10B981', description: '製品開発', teamId }),
      ]);
    });

    it('takes the only team of a caller who marked none', async () => {
      const solo = await newUser();
      const own = await newTeam(solo, 'ひとりのチーム');
      await post(solo, '/api/positions', { name: '主任' }).expect(201);
      await post(solo, '/api/departments', { name: '総務部' }).expect(201);
      expect(await positionsIn(solo, own)).toEqual([expect.objectContaining({ name: '主任', teamId: own })]);
      expect(await departmentsIn(solo, own)).toEqual([expect.objectContaining({ name: '総務部', teamId: own })]);
    });

    it('takes the team of the main department when no team is marked primary', async () => {
      const user = await newUser();
      const first = await newTeam(user, 'Aチーム');
      const second = await newTeam(user, 'Bチーム');
      const { body: dept } = await post(user, '/api/departments', { name: '企画部', teamId: second }).expect(201);
      await post(user, `/api/users/${user.user.id}/departments`, { departmentId: dept.id, isMain: true }).expect(201);
      await post(user, '/api/positions', { name: '係長' }).expect(201);
      expect(await positionsIn(user, second)).toEqual([expect.objectContaining({ name: '係長' })]);
      expect(await positionsIn(user, first)).toEqual([]);
    });

    it('refuses a caller in no team with a 400 that says so, and appends nothing', async () => {
      const loner = await newUser();
      const before = await head();
      for (const path of ['/api/positions', '/api/departments']) {
        const res = await post(loner, path, { name: '部長' }).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, message: NO_TEAM, code: 'ORGANIZATION.NO_TEAM' });
      }
      expect(await head()).toBe(before);
    });

    it('refuses a caller in several teams with neither mark, and appends nothing', async () => {
      const user = await newUser();
      const [first, second] = [await newTeam(user, 'Cチーム'), await newTeam(user, 'Dチーム')];
      const before = await head();
      for (const path of ['/api/positions', '/api/departments']) {
        const res = await post(user, path, { name: '部長' }).expect(400);
        expect(res.body).toMatchObject({ message: SEVERAL_TEAMS, code: 'ORGANIZATION.PRIMARY_TEAM_UNKNOWN' });
      }
      expect(await head()).toBe(before);
      expect([...(await positionsIn(user, first)), ...(await positionsIn(user, second))]).toEqual([]);
      expect([...(await departmentsIn(user, first)), ...(await departmentsIn(user, second))]).toEqual([]);
    });

    it('still checks the caller may change the team it resolved to', async () => {
      // member's primary team is the one of beforeEach, where they are not a leader.
      const before = await head();
      await post(member, '/api/positions', { name: '部長' }).expect(403);
      expect(await head()).toBe(before);
      expect(await positionsIn(leader, teamId)).toEqual([]);
    });
  });
});
