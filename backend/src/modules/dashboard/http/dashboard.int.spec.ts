import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import request from 'supertest';
import { CommandBus, type Command } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { toSessionUser, type SessionUser } from '../../../platform/auth/session-user.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { requestContext } from '../../../platform/request-context/request-context.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';
import { MoveMatrixMember, PlaceMatrixMember, msLevelsAt } from '../../ms-matrix/index.js';
import { CreateOneOnOneEntry, RecordOneOnOneSession } from '../../one-on-one/index.js';
import type { DashboardFirstScreenResponse, DashboardSummaryResponse, MsMovementResponse } from './dashboard.response.dto.js';

/** Wednesday 25 November 2026, noon in Tokyo: this month is November, this week starts on Monday the 23rd. */
const NOW = new Date('2026-11-25T03:00:00Z');
/** A time of day that is the same calendar date in Tokyo. */
const on = (date: string) => `${date}T03:00:00Z`;

describe('dashboard over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let leader: SignedInUser;
  let teammate: SignedInUser;
  let stranger: SignedInUser;
  let actor: SessionUser;
  let teamId: string;
  let seq = 0;

  const movement = async (who: SignedInUser, team = teamId) =>
    (await who.agent.get(`/api/dashboard/ms-movement/${team}`).expect(200)).body as MsMovementResponse;
  const summary = async (who: SignedInUser) => (await who.agent.get('/api/dashboard/summary').expect(200)).body as DashboardSummaryResponse;

  /** Runs a command as the team's leader, dated `at`, and waits until its projections have applied it. */
  async function dated<T>(at: string, command: Command<T>): Promise<T> {
    return requestContext.run({ userId: actor.id, occurredAt: new Date(at) }, async () => {
      const result = await app.get(CommandBus).execute(command);
      await app.get(ReadYourWrites, { strict: false }).catchUp();
      return result;
    });
  }

  async function aMember(lastName: string, email = `member${++seq}@example.com`): Promise<string> {
    return (await post(leader, '/api/company-members', { firstName: '太郎', lastName, email, teamId }).expect(201)).body.id;
  }

  /** Places `memberId` at `at`, then moves it to each `[date, x, y]`; answers the entry id. */
  async function trail(memberId: string, [at, x, y]: [string, number, number], ...moves: [string, number, number][]): Promise<string> {
    const { id } = await dated(on(at), new PlaceMatrixMember({ teamId, memberId, positionX: x, positionY: y, pointId: randomUUID() }, actor));
    for (const [date, toX, toY] of moves) {
      await dated(on(date), new MoveMatrixMember({ entryId: id, to: { x: toX, y: toY }, pointId: randomUUID() }, actor));
    }
    return id;
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    jest.spyOn(app.get<Clock>(CLOCK), 'now').mockReturnValue(NOW);
    [leader, teammate, stranger] = await signInAll(app, ['dash-leader@example.com', 'dash-mate@example.com', 'dash-stranger@example.com']);
    actor = toSessionUser({ ...leader.user, userType: 'member' }, []);
    teamId = (await post(leader, '/api/teams', { name: '営業チーム' }).expect(201)).body.id;
    await leader.agent.put(`/api/teams/${teamId}/visibility`).set(leader.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
    await post(teammate, '/api/user-teams', { userId: teammate.user.id, teamId }).expect(201);
    await post(stranger, '/api/teams', { name: '開発チーム' }).expect(201);
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe("the team's movement on the MS board this month", () => {
    let yamada: { from: { x: number; y: number }; to: { x: number; y: number } };
    let sato: typeof yamada;

    beforeAll(async () => {
      // 山田: placed in October in 育成・支援, moved twice in November into 活躍・リーダー候補.
      yamada = { from: { x: 0.2, y: 0.8 }, to: { x: 0.7, y: 0.3 } };
      await trail(await aMember('山田'), ['2026-10-10', 0.2, 0.8], ['2026-11-05', 0.4, 0.6], ['2026-11-18', 0.7, 0.3]);
      // 佐藤 (the teammate's own entry, linked by e-mail): a small move within 活躍・リーダー候補.
      sato = { from: { x: 0.6, y: 0.4 }, to: { x: 0.65, y: 0.35 } };
      await trail(await aMember('佐藤', teammate.user.email), ['2026-10-01', 0.6, 0.4], ['2026-11-24', 0.65, 0.35]);
      // 鈴木: placed this month, never moved. 高橋: moved last month only.
      await trail(await aMember('鈴木'), ['2026-11-10', 0.5, 0.5]);
      await trail(await aMember('高橋'), ['2026-09-01', 0.3, 0.7], ['2026-10-20', 0.35, 0.65]);
    });

    it("counts the members who moved, their mean change and who crossed into another quadrant, for the team's leader", async () => {
      const change = (m: typeof yamada) => {
        const [from, to] = [msLevelsAt(m.from), msLevelsAt(m.to)];
        return { skill: to.skillLevel - from.skillLevel, mindset: to.mindsetLevel - from.mindsetLevel };
      };
      const body = await movement(leader);
      expect(body).toMatchObject({
        teamId,
        scope: 'team',
        month: '2026-11',
        membersOnBoard: 4,
        membersMoved: 2,
        moves: 3,
        averageSkillChange: (change(yamada).skill + change(sato).skill) / 2,
        averageMindsetChange: (change(yamada).mindset + change(sato).mindset) / 2,
        crossedQuadrant: 1,
      });
      expect(body.movers.map((m) => [m.memberName, m.moves, m.from.quadrant, m.to.quadrant])).toEqual([
        ['山田 太郎', 2, 'lowLow', 'highHigh'],
        ['佐藤 太郎', 1, 'highHigh', 'highHigh'],
      ]);
      expect(body.movers[0]).toMatchObject({ from: msLevelsAt(yamada.from), to: msLevelsAt(yamada.to), skillChange: change(yamada).skill, mindsetChange: change(yamada).mindset });
    });

    it('counts the moves of each of the last 12 weeks, placements left out', async () => {
      const { weeks } = await movement(leader);
      expect(weeks).toHaveLength(12);
      expect(weeks[0].weekStart).toBe('2026-09-07');
      expect(weeks.filter((week) => week.count > 0)).toEqual([
        { weekStart: '2026-10-19', count: 1 },
        { weekStart: '2026-11-02', count: 1 },
        { weekStart: '2026-11-16', count: 1 },
        { weekStart: '2026-11-23', count: 1 },
      ]);
    });

    it('shows a plain member only their own movement', async () => {
      const body = await movement(teammate);
      expect(body).toMatchObject({ scope: 'own', membersOnBoard: 1, membersMoved: 1, moves: 1, crossedQuadrant: 0 });
      expect(body.movers.map((m) => m.memberName)).toEqual(['佐藤 太郎']);
      expect(body.weeks.filter((week) => week.count > 0)).toEqual([{ weekStart: '2026-11-23', count: 1 }]);
    });

    it('refuses a user outside the team with a clear message, and an unknown team, changing nothing', async () => {
      const log = app.get<EventStore>(EVENT_STORE);
      const before = await log.headPosition();
      const refused = await stranger.agent.get(`/api/dashboard/ms-movement/${teamId}`).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, message: 'このチームに参加していないため、チームの動きを表示できません' });
      const unknown = await stranger.agent.get('/api/dashboard/ms-movement/no-such-team').expect(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, message: 'チームが見つかりません' });
      expect(await log.headPosition()).toBe(before);
      expect((await movement(leader)).membersOnBoard).toBe(4);
    });

    it('answers an empty board with zeros and no averages', async () => {
      const emptyTeamId = (await post(leader, '/api/teams', { name: '新しいチーム' }).expect(201)).body.id;
      const body = await movement(leader, emptyTeamId);
      expect(body).toMatchObject({ membersOnBoard: 0, membersMoved: 0, moves: 0, averageSkillChange: null, averageMindsetChange: null, movers: [] });
      expect(body.weeks.every((week) => week.count === 0)).toBe(true);
    });
  });

  describe('the first screen in one answer', () => {
    const firstScreen = async (who: SignedInUser) => (await who.agent.get('/api/dashboard/first-screen').expect(200)).body as DashboardFirstScreenResponse;

    it("carries the summary, the latest three journal entries with their count and the learning summary, each the owning read's own answer", async () => {
      for (const [weekOf, title] of [
        ['2026-11-02', '第1週'],
        ['2026-11-09', '第2週'],
        ['2026-11-16', '第3週'],
        ['2026-11-23', '第4週'],
      ]) {
        await post(leader, '/api/journal', { weekOf, title, insights: `${title}の気づき` }).expect(201);
      }
      const [body, ownSummary, ownJournal, ownLearning] = await Promise.all([
        firstScreen(leader),
        summary(leader),
        leader.agent.get('/api/journal').expect(200),
        leader.agent.get('/api/learning-content/summary').expect(200),
      ]);
      expect(body.summary).toEqual(ownSummary);
      expect(body.journal.total).toBe(4);
      expect(body.journal.total).toBe(ownJournal.body.length);
      expect(body.journal.latest).toEqual(ownJournal.body.slice(0, 3));
      expect(body.journal.latest.map((entry) => entry.title).sort()).toEqual(['第2週', '第3週', '第4週']);
      expect(body.learning).toEqual(ownLearning.body);
    });

    it("shows another user their own figures, none of the leader's", async () => {
      const [body, ownSummary] = await Promise.all([firstScreen(stranger), summary(stranger)]);
      expect(body.journal).toEqual({ total: 0, latest: [] });
      expect(body.summary).toEqual(ownSummary);
      expect(body.summary).toMatchObject({ managedMembers: 0, upcomingSessions: [] });
    });

    it('answers 401 when signed out', async () => {
      await request(app.getHttpServer()).get('/api/dashboard/first-screen').expect(401);
    });
  });

  describe('1on1 cadence and stale members', () => {
    beforeAll(async () => {
      const session = (entryId: string, sessionDate: string) =>
        dated(on(sessionDate), new RecordOneOnOneSession({ entryId, sessionId: randomUUID(), sessionDate, approach: 'mixed', effectiveness: 3 }, actor));
      const entry = async (lastName: string, createdOn: string) => {
        const employeeId = await aMember(lastName);
        const { id } = await dated(on(createdOn), new CreateOneOnOneEntry({ employeeId, positionX: 0.5, positionY: 0.5, pointId: randomUUID() }, actor));
        return id;
      };
      const regular = await entry('中村', '2026-10-01');
      await session(regular, '2026-11-02');
      await session(regular, '2026-11-04');
      await session(regular, '2026-11-20');
      await session(await entry('小林', '2026-10-01'), '2026-10-05');
      await entry('加藤', '2026-11-20');
      await entry('吉田', '2026-10-15');
    });

    it("counts the leader's 1on1s per week", async () => {
      const { oneOnOneCadence, sessionsThisMonth } = await summary(leader);
      expect(sessionsThisMonth).toBe(3);
      expect(oneOnOneCadence.weeks.filter((week) => week.count > 0)).toEqual([
        { weekStart: '2026-10-05', count: 1 },
        { weekStart: '2026-11-02', count: 2 },
        { weekStart: '2026-11-16', count: 1 },
      ]);
    });

    it('lists the members without a 1on1 for more than 14 days, longest first, those never met counted from when they were added', async () => {
      const { oneOnOneCadence } = await summary(leader);
      expect(oneOnOneCadence.staleMembers.map(({ employeeName, lastSessionDate, daysSince }) => ({ employeeName, lastSessionDate, daysSince }))).toEqual([
        { employeeName: '小林 太郎', lastSessionDate: '2026-10-05', daysSince: 51 },
        { employeeName: '吉田 太郎', lastSessionDate: null, daysSince: 41 },
      ]);
    });

    it("shows another user none of the leader's 1on1s", async () => {
      const { oneOnOneCadence } = await summary(teammate);
      expect(oneOnOneCadence.staleMembers).toEqual([]);
      expect(oneOnOneCadence.weeks.every((week) => week.count === 0)).toBe(true);
    });
  });
});
