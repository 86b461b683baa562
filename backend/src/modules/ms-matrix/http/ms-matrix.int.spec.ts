import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { toSessionUser } from '../../../platform/auth/session-user.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { PlaceMatrixMember } from '../domain/ms-matrix-entry.commands.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post, put, del } from '../../../test-support/writes.js';
import { QueryBus } from '@nestjs/cqrs';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { GetMatrixEntryQuery } from '../queries/get-matrix-entry/get-matrix-entry.query.js';

interface Entry {
  id: string;
  memberId: string;
  memberName: string;
  departmentId: string | null;
  departmentName: string | null;
  positionX: number;
  positionY: number;
  skillLevel: number;
  mindsetLevel: number;
  revision: number;
}
interface History {
  entryId: string;
  memberName: string;
  history: { id: string; x: number; y: number; skillLevel: number; mindsetLevel: number; timestamp: string }[];
  currentPosition: { x: number; y: number; skillLevel: number; mindsetLevel: number };
  growthPath: { x: number; y: number }[];
}

describe('MS matrix over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let teammate: SignedInUser;
  let stranger: SignedInUser;
  let teamId: string;
  let departmentId: string;
  let seq = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'ms-admin@example.com' });
    ({ app } = testApp);
    [leader, teammate, stranger] = await signInAll(app, ['ms-leader@example.com', 'ms-mate@example.com', 'ms-stranger@example.com']);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const board = async (who: SignedInUser = leader) => (await who.agent.get(`/api/ms-matrix/team/${teamId}`).expect(200)).body as Entry[];
  const trails = async (who: SignedInUser = leader) =>
    (await who.agent.get(`/api/ms-matrix/growth-history/${teamId}`).expect(200)).body as History[];
  const companyMembers = async () => (await leader.agent.get(`/api/company-members/team/${teamId}`).expect(200)).body as unknown[];

  /** A company member of the current team (a builder: override what the test is about). */
  async function aMember(fields: Record<string, unknown> = {}): Promise<string> {
    seq += 1;
    const res = await post(leader, '/api/company-members', {
      firstName: '太郎',
      lastName: `山田${seq}`,
      email: `taro${seq}@example.com`,
      teamId,
      departmentId,
      ...fields,
    }).expect(201);
    return res.body.id;
  }

  async function placed(memberId: string, position: { positionX?: number; positionY?: number } = {}): Promise<Entry> {
    const res = await post(leader, '/api/ms-matrix', { teamId, memberId, notes: null, ...position });
    if (res.status !== 201) throw new Error(`placing answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  beforeEach(async () => {
    teamId = (await post(leader, '/api/teams', { name: `開発チーム${++seq}` }).expect(201)).body.id;
    await leader.agent.put(`/api/teams/${teamId}/visibility`).set(leader.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await post(teammate, '/api/user-teams', { userId: teammate.user.id, teamId }).expect(201);
    departmentId = (await post(leader, '/api/departments', { name: '営業部', teamId, color: '#EF4444' }).expect(201)).body.id;
  });

  describe('placing', () => {
    it('places an existing member at the default position with levels derived on the server', async () => {
      const memberId = await aMember({ firstName: '花子', lastName: '佐藤' });
      const res = await post(leader, '/api/ms-matrix', {
        teamId,
        memberId,
        memberName: 'ignored',
        mindsetLevel: 0.5,
        skillLevel: 0.5,
        notes: 'メモ',
      }).expect(201);
      expect(res.body).toMatchObject({
        memberId,
        memberName: '佐藤 花子',
        departmentId,
        departmentName: '営業部',
        departmentColor: '#EF4444',
        teamId,
        positionX: 0.5,
        positionY: 0.5,
        skillLevel: 61,
        mindsetLevel: 63,
        notes: 'メモ',
        revision: 0,
      });
      expect(await board()).toEqual([res.body]);
    });

    it('refuses a member already on the board with 409, changing nothing', async () => {
      const memberId = await aMember();
      const entry = await placed(memberId, { positionX: 0.2, positionY: 0.3 });
      const res = await post(leader, '/api/ms-matrix', { teamId, memberId, positionX: 0.9, positionY: 0.9 }).expect(409);
      expect(res.body.message).toBe('このメンバーは既にマトリックスに配置されています');
      expect(await board()).toEqual([entry]);
    });

    it('registers a new member from the dialog data and places them', async () => {
      const res = await post(leader, '/api/ms-matrix', {
        teamId,
        firstName: '一郎',
        lastName: '鈴木',
        email: 'ichiro@example.com',
        departmentId,
        position: '課長',
        department: '営業部',
        positionX: 1,
        positionY: 0,
      }).expect(201);
      expect(res.body).toMatchObject({ memberName: '鈴木 一郎', departmentId, skillLevel: 120, mindsetLevel: 100 });
      expect(await companyMembers()).toHaveLength(1);
    });

    it.each([
      ['an empty given name', { firstName: '', lastName: '鈴木' }, 'firstName'],
      ['a blank family name', { firstName: '一郎', lastName: '   ' }, 'lastName'],
      ['no name at all', {}, 'firstName'],
      ['positionX above 1', { firstName: '一郎', lastName: '鈴木', positionX: 1.5 }, 'positionX'],
      ['positionY below 0', { firstName: '一郎', lastName: '鈴木', positionY: -0.1 }, 'positionY'],
      ['a position that is not a number', { firstName: '一郎', lastName: '鈴木', positionX: '0.5' }, 'positionX'],
      ['a bad e-mail', { firstName: '一郎', lastName: '鈴木', email: 'nope' }, 'email'],
      ['an e-mail that is not a string', { firstName: '一郎', lastName: '鈴木', email: 12345 }, 'email'],
      ['a NUL in the notes', { firstName: '一郎', lastName: '鈴木', notes: 'メモ\u0000' }, 'notes'],
      ['notes over 2000 characters', { firstName: '一郎', lastName: '鈴木', notes: 'あ'.repeat(2001) }, 'notes'],
    ])('answers 400 naming the field for %s, and registers and places no one', async (_case, body, field) => {
      const res = await post(leader, '/api/ms-matrix', { teamId, ...body }).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect(await companyMembers()).toHaveLength(0);
      expect(await board()).toEqual([]);
    });

    it('refuses both a memberId and new-member names at once', async () => {
      const memberId = await aMember();
      await post(leader, '/api/ms-matrix', { teamId, memberId, firstName: '一郎', lastName: '鈴木' }).expect(400);
      expect(await companyMembers()).toHaveLength(1);
      expect(await board()).toEqual([]);
    });

    it('decides the placement before registering the new member: a placement the decider refuses leaves the log as it was', async () => {
      // Over HTTP the body's rules refuse such notes first; a command sent from elsewhere meets only the decider.
      const log = app.get<EventStore>(EVENT_STORE);
      const before = await log.headPosition();
      const place = new PlaceMatrixMember(
        { teamId, newMember: { memberId: randomUUID(), firstName: '一郎', lastName: '鈴木' }, notes: 'あ'.repeat(2001), pointId: randomUUID() },
        toSessionUser({ ...leader.user, userType: 'member' }, []),
      );
      await expect(app.get(CommandBus).execute(place)).rejects.toMatchObject({ code: 'MS_MATRIX.NOTES_TOO_LONG' });
      expect(await log.headPosition()).toBe(before);
      expect(await companyMembers()).toHaveLength(0);
    });

    it('answers 404 for an unknown member or team, and 400 for a member of another team', async () => {
      await post(leader, '/api/ms-matrix', { teamId, memberId: 'no-such-member' }).expect(404);
      await post(leader, '/api/ms-matrix', { teamId: 'no-such-team', firstName: '一郎', lastName: '鈴木' }).expect(404);
      const otherTeam = (await post(leader, '/api/teams', { name: `別チーム${++seq}` }).expect(201)).body.id;
      const outsider = (await post(leader, '/api/company-members', { firstName: '次郎', lastName: '田中', teamId: otherTeam }).expect(201)).body.id;
      await post(leader, '/api/ms-matrix', { teamId, memberId: outsider }).expect(400);
      expect(await board()).toEqual([]);
    });
  });

  describe('moving and the growth trail', () => {
    it('moves with If-Match, records each move as a growth point, and refuses a stale revision', async () => {
      const entry = await placed(await aMember(), { positionX: 0.5, positionY: 0.5 });
      const moved = await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.8, positionY: 0.3 }, entry.revision).expect(200);
      expect(moved.body).toMatchObject({ positionX: 0.8, positionY: 0.3, skillLevel: 100, mindsetLevel: 93, revision: 1 });
      // The answer (the row written with the move) is the entry as the board shows it.
      expect(await board()).toEqual([moved.body]);

      const stale = await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.1, positionY: 0.1 }, entry.revision).expect(409);
      expect(stale.body.message).toContain('他のユーザーが先に更新しました');
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.9, positionY: 0.1 }, '"1"').expect(200);

      const [trail] = await trails();
      expect(trail.growthPath).toEqual([
        { x: 0.5, y: 0.5 },
        { x: 0.8, y: 0.3 },
        { x: 0.9, y: 0.1 },
      ]);
      expect(trail.history.map((h) => [h.skillLevel, h.mindsetLevel])).toEqual([
        [61, 63],
        [100, 93],
        [114, 100],
      ]);
      expect(trail.currentPosition).toMatchObject({ x: 0.9, y: 0.1, skillLevel: 114, mindsetLevel: 100 });
      expect(trail.memberName).toBe(entry.memberName);
    });

    it('lets exactly one of concurrent moves with one If-Match win, and applies every concurrent move without one', async () => {
      const entry = await placed(await aMember(), { positionX: 0.5, positionY: 0.5 });
      const racing = await Promise.all(
        [0.1, 0.2, 0.3, 0.4, 0.6, 0.7].map((x) => put(leader, `/api/ms-matrix/${entry.id}`, { positionX: x, positionY: 0.5 }, entry.revision)),
      );
      expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = racing.find((r) => r.status === 200)!.body as Entry;
      expect(winner.revision).toBe(1);
      expect(await board()).toEqual([winner]);

      const all = await Promise.all([0.11, 0.22, 0.33, 0.44].map((x) => put(leader, `/api/ms-matrix/${entry.id}`, { positionX: x, positionY: 0.5 })));
      expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      // Each answer is the entry as its own move left it (the row the board's statement wrote).
      expect(all.map((r) => (r.body as Entry).revision).sort()).toEqual([2, 3, 4, 5]);
      const last = all.find((r) => (r.body as Entry).revision === 5)!.body as Entry;
      expect(await board()).toEqual([last]);
      const [trail] = await trails();
      expect(trail.history).toHaveLength(6);
      expect(trail.currentPosition).toMatchObject({ x: last.positionX, y: 0.5 });
    });

    it.each([
      [{ positionX: 1.01, positionY: 0.5 }, 'positionX'],
      [{ positionX: 0.5, positionY: -1 }, 'positionY'],
      [{ positionX: 0.5 }, 'positionY'],
    ])('answers 400 for %p and changes nothing', async (body, field) => {
      const entry = await placed(await aMember());
      const res = await put(leader, `/api/ms-matrix/${entry.id}`, body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
      expect(await board()).toEqual([entry]);
      expect((await trails())[0].history).toHaveLength(1);
    });

    it('answers 404 for an unknown entry (even with If-Match) and 400 for an unreadable If-Match', async () => {
      await put(leader, '/api/ms-matrix/no-such-entry', { positionX: 0.5, positionY: 0.5 }, 0).expect(404);
      const entry = await placed(await aMember());
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.1, positionY: 0.1 }, 'abc').expect(400);
      expect(await board()).toEqual([entry]);
    });
  });

  describe('deleting growth points and clearing history', () => {
    it('deletes a past point, refuses the latest one (409), and 404s an unknown one', async () => {
      const entry = await placed(await aMember());
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.6, positionY: 0.4 }).expect(200);
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.7, positionY: 0.3 }).expect(200);
      const [first, second, latest] = (await trails())[0].history;

      const refused = await del(leader, `/api/ms-matrix/growth-history/point/${latest.id}`).expect(409);
      expect(refused.body.message).toBe('現在の位置を示す最新の成長履歴ポイントは削除できません');
      await del(leader, `/api/ms-matrix/growth-history/point/${second.id}`, 0).expect(409);
      await del(leader, `/api/ms-matrix/growth-history/point/${second.id}`, 2).expect(204);
      await del(leader, `/api/ms-matrix/growth-history/point/${second.id}`).expect(404);
      await del(leader, '/api/ms-matrix/growth-history/point/no-such-point').expect(404);

      expect((await trails())[0].history.map((h) => h.id)).toEqual([first.id, latest.id]);
      expect((await board())[0]).toMatchObject({ positionX: 0.7, positionY: 0.3, revision: 3 });
    });

    it('clears the team history, keeping each member at the current position', async () => {
      const a = await placed(await aMember());
      const b = await placed(await aMember());
      const c = await placed(await aMember());
      await put(leader, `/api/ms-matrix/${a.id}`, { positionX: 0.6, positionY: 0.4 }).expect(200);
      await put(leader, `/api/ms-matrix/${a.id}`, { positionX: 0.7, positionY: 0.3 }).expect(200);
      await put(leader, `/api/ms-matrix/${b.id}`, { positionX: 0.2, positionY: 0.8 }).expect(200);

      const res = await del(leader, `/api/ms-matrix/growth-history/${teamId}`).expect(200);
      expect(res.body).toEqual({ deletedPoints: 3 });
      const byEntry = new Map((await trails()).map((t) => [t.entryId, t]));
      expect(byEntry.get(a.id)!.growthPath).toEqual([{ x: 0.7, y: 0.3 }]);
      expect(byEntry.get(b.id)!.growthPath).toEqual([{ x: 0.2, y: 0.8 }]);
      expect(byEntry.get(c.id)!.growthPath).toEqual([{ x: 0.5, y: 0.5 }]);
      expect((await del(leader, `/api/ms-matrix/growth-history/${teamId}`).expect(200)).body).toEqual({ deletedPoints: 0 });
    });
  });

  describe('removing, and what organisation changes do to the board', () => {
    it('removes a member from the board (If-Match checked), and the member can be placed again', async () => {
      const memberId = await aMember();
      const entry = await placed(memberId);
      await del(leader, `/api/ms-matrix/${entry.id}`, 5).expect(409);
      await del(leader, `/api/ms-matrix/${entry.id}`, 0).expect(204);
      expect(await board()).toEqual([]);
      await del(leader, `/api/ms-matrix/${entry.id}`).expect(404);
      const again = await placed(memberId, { positionX: 0.1, positionY: 0.9 });
      expect(again.id).toBe(entry.id);
      expect((await trails())[0].history).toHaveLength(1);
    });

    it('takes a deleted member off the board, and further changes are 404', async () => {
      const memberId = await aMember();
      const entry = await placed(memberId);
      // Moved once before, so the server already knows the entry's team and member.
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.2, positionY: 0.2 }).expect(200);
      await del(leader, `/api/company-members/${memberId}`).expect(204);
      expect(await board()).toEqual([]);
      expect(await trails()).toEqual([]);
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.1, positionY: 0.1 }).expect(404);
    });

    it('keeps members of a deleted department on the board with no department', async () => {
      await placed(await aMember());
      await del(leader, `/api/departments/${departmentId}`).expect(204);
      expect((await board())[0]).toMatchObject({ departmentId: null, departmentName: null, departmentColor: null });
    });

    it('follows a renamed member and a renamed department', async () => {
      const memberId = await aMember();
      await placed(memberId);
      await put(leader, `/api/company-members/${memberId}`, { firstName: '三郎', lastName: '高橋' }).expect(200);
      await put(leader, `/api/departments/${departmentId}`, { name: '開発部' }).expect(200);
      expect((await board())[0]).toMatchObject({ memberName: '高橋 三郎', departmentName: '開発部' });
    });

    it('drops the board of a deleted team (404 from then on)', async () => {
      const entry = await placed(await aMember());
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.2, positionY: 0.2 }).expect(200);
      await del(leader, `/api/teams/${teamId}`).expect(204);
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.3, positionY: 0.3 }).expect(404);
      await leader.agent.get(`/api/ms-matrix/team/${teamId}`).expect(404);
      await leader.agent.get(`/api/ms-matrix/growth-history/${teamId}`).expect(404);
    });
  });

  describe('access', () => {
    it('lets plain team members change nothing; outsiders get 403 and change nothing', async () => {
      const entry = await placed(await aMember());
      const points = (await trails())[0].history;

      await stranger.agent.get(`/api/ms-matrix/team/${teamId}`).expect(403);
      await stranger.agent.get(`/api/ms-matrix/growth-history/${teamId}`).expect(403);
      await stranger.agent.get(`/api/ms-matrix/team/${teamId}/export.csv`).expect(403);
      await stranger.agent.get(`/api/ms-matrix/entries/${entry.id}/audit`).expect(403);
      for (const who of [stranger, teammate]) {
        await post(who, '/api/ms-matrix', { teamId, firstName: '一郎', lastName: '鈴木' }).expect(403);
        await put(who, `/api/ms-matrix/${entry.id}`, { positionX: 0.1, positionY: 0.1 }).expect(403);
        await del(who, `/api/ms-matrix/${entry.id}`).expect(403);
        await del(who, `/api/ms-matrix/growth-history/point/${points[0].id}`).expect(403);
        await del(who, `/api/ms-matrix/growth-history/${teamId}`).expect(403);
      }
      expect(await board()).toEqual([entry]);
      expect(await companyMembers()).toHaveLength(1);
    });

    it('answers 404 for an unknown team and 401 when signed out', async () => {
      await leader.agent.get('/api/ms-matrix/team/no-such-team').expect(404);
      await leader.agent.get('/api/ms-matrix/entries/no-such-entry/audit').expect(404);
      const server = app.getHttpServer();
      const { default: request } = await import('supertest');
      await request(server).get(`/api/ms-matrix/team/${teamId}`).expect(401);
    });
  });

  describe('audit and export', () => {
    it('tells who moved a member, when, from where to where, and which points were deleted', async () => {
      const entry = await placed(await aMember(), { positionX: 0.5, positionY: 0.5 });
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.6, positionY: 0.4 }).expect(200);
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 0.7, positionY: 0.3 }).expect(200);
      const [first] = (await trails())[0].history;
      await del(leader, `/api/ms-matrix/growth-history/point/${first.id}`).expect(204);

      const audit = (await leader.agent.get(`/api/ms-matrix/entries/${entry.id}/audit`).expect(200)).body;
      expect(audit.map((r: { action: string }) => r.action)).toEqual(['placed', 'moved', 'moved', 'point_deleted']);
      expect(audit[1]).toMatchObject({
        actorId: leader.user.id,
        actorName: `${leader.user.lastName} ${leader.user.firstName}`.trim(),
        from: { x: 0.5, y: 0.5, skillLevel: 61, mindsetLevel: 63 },
        to: { x: 0.6, y: 0.4 },
      });
      expect(audit[3]).toMatchObject({ pointId: first.id, from: null, to: null });
      expect(Date.parse(audit[0].at)).not.toBeNaN();
    });

    it('exports the board and its trails as CSV with a BOM', async () => {
      const entry = await placed(await aMember({ firstName: '花子', lastName: '佐藤' }));
      await put(leader, `/api/ms-matrix/${entry.id}`, { positionX: 1, positionY: 0 }).expect(200);
      const res = await leader.agent
        .get(`/api/ms-matrix/team/${teamId}/export.csv`)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const text = (res.body as Buffer).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).trim().split('\r\n');
      expect(lines[0]).toBe('メンバー,部署,記録日時,X,Y,スキル,マインド,現在位置');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(/^佐藤 花子,営業部,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},0\.5,0\.5,61,63,$/);
      expect(lines[2]).toMatch(/^佐藤 花子,営業部,.*,1,0,120,100,現在$/);
    });
  });

  describe('who sees the board', () => {
    let teamAdmin: SignedInUser;
    let admin: SignedInUser;
    const exportPath = () => `/api/ms-matrix/team/${teamId}/export.csv`;
    const BOARD_READ_FORBIDDEN = {
      statusCode: 403,
      code: 'MS_MATRIX.BOARD_READ_FORBIDDEN',
      message: 'チーム全体のMSマトリックスとそのエクスポートは、チームのリーダーと管理者だけが利用できます',
      error: 'Forbidden',
    };

    beforeAll(async () => {
      [teamAdmin, admin] = await signInAll(app, ['hr@demo.example', 'ms-admin@example.com']);
    });

    /**
     * A user who joined the team (a plain member), and the company member linked to them by e-mail
     * (typed in upper case by the leader), placed and moved once: a trail of two points.
     */
    async function aPlainMemberOnTheBoard(): Promise<{ plain: SignedInUser; memberId: string; entry: Entry }> {
      seq += 1;
      const plain = await signIn(app, `ms-plain-${seq}@example.com`);
      await post(plain, '/api/user-teams', { userId: plain.user.id, teamId }).expect(201);
      const memberId = await aMember({ firstName: '一郎', lastName: '鈴木', email: plain.user.email.toUpperCase() });
      const first = await placed(memberId, { positionX: 0.3, positionY: 0.6 });
      const entry = (await put(leader, `/api/ms-matrix/${first.id}`, { positionX: 0.4, positionY: 0.5 }).expect(200)).body as Entry;
      return { plain, memberId, entry };
    }

    it('shows a plain member only their own entry and trail; leaders, team_admin and admin the whole board', async () => {
      const { plain, entry } = await aPlainMemberOnTheBoard();
      const colleague = await placed(await aMember({ firstName: '花子', lastName: '佐藤' }));
      const whole = await board();
      expect(whole.map((e) => e.id).sort()).toEqual([entry.id, colleague.id].sort());
      const wholeTrails = await trails();

      expect(await board(plain)).toEqual([entry]);
      const ownTrail = await trails(plain);
      expect(ownTrail).toEqual(wholeTrails.filter((h) => h.entryId === entry.id));
      expect(ownTrail[0].history.map(({ x, y }) => ({ x, y }))).toEqual([
        { x: 0.3, y: 0.6 },
        { x: 0.4, y: 0.5 },
      ]);

      for (const who of [teamAdmin, admin]) {
        expect(await board(who)).toEqual(whole);
        expect(await trails(who)).toEqual(wholeTrails);
        await who.agent.get(exportPath()).expect(200);
        await who.agent.get(`/api/ms-matrix/entries/${colleague.id}/audit`).expect(200);
      }
    });

    it('refuses a plain member the export with the reason, and the audit even of their own entry', async () => {
      const { plain, entry } = await aPlainMemberOnTheBoard();
      const colleague = await placed(await aMember());
      for (const who of [plain, teammate, stranger]) {
        expect((await who.agent.get(exportPath()).expect(403)).body).toEqual(BOARD_READ_FORBIDDEN);
      }
      await plain.agent.get(`/api/ms-matrix/entries/${entry.id}/audit`).expect(403);
      await plain.agent.get(`/api/ms-matrix/entries/${colleague.id}/audit`).expect(403);
    });

    it('shows a plain member nothing while no member is linked to them, and nothing once the link goes', async () => {
      const { plain, memberId, entry } = await aPlainMemberOnTheBoard();
      await placed(await aMember());
      expect(await board(teammate)).toEqual([]);
      expect(await trails(teammate)).toEqual([]);

      await put(leader, `/api/company-members/${memberId}`, { email: `moved-${seq}@example.com` }).expect(200);
      expect(await board(plain)).toEqual([]);
      expect(await trails(plain)).toEqual([]);
      expect((await board()).map((e) => e.id)).toContain(entry.id);
    });

    it('gives an outsider nothing even when a member of the team carries their address', async () => {
      const outsider = await signIn(app, `ms-outsider-${(seq += 1)}@example.com`);
      await placed(await aMember({ email: outsider.user.email }));
      await outsider.agent.get(`/api/ms-matrix/team/${teamId}`).expect(403);
      await outsider.agent.get(`/api/ms-matrix/growth-history/${teamId}`).expect(403);
    });

    it('answers a plain member their own single entry and refuses a colleague\'s', async () => {
      const { plain, entry } = await aPlainMemberOnTheBoard();
      const colleague = await placed(await aMember());
      const queries = app.get(QueryBus);
      const asPlain: SessionUser = { ...plain.user, userType: 'member', isAdmin: false, isTeamAdmin: false };
      expect(await queries.execute(new GetMatrixEntryQuery(entry.id, asPlain))).toEqual(entry);
      await expect(queries.execute(new GetMatrixEntryQuery(colleague.id, asPlain))).rejects.toMatchObject({
        code: 'MS_MATRIX.BOARD_READ_FORBIDDEN',
      });
    });
  });
});
