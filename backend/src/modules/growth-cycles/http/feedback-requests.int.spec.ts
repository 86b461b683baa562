import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { DueJobRunner } from '../../../platform/schedule/due-job-runner.js';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { until } from '../../../test-support/until.js';
import { del, post } from '../../../test-support/writes.js';

interface Request {
  id: string;
  askedUserId: string;
  askedName: string | null;
  kind: 'feedback' | 'feed_forward';
  status: 'open' | 'answered' | 'withdrawn' | 'closed';
  requestedAt: string;
  remindAt: string;
  remindedAt: string | null;
  closedAt: string | null;
}

describe('feedback requests over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let events: pg.Pool;
  let owner: SignedInUser;
  let colleague: SignedInUser;
  let second: SignedInUser;
  let outsider: SignedInUser;

  const aCycle = async (who: SignedInUser, body: object = {}) =>
    (await post(who, '/api/pffr/growth-cycles', { title: '傾聴を習慣にする', targetBehaviors: '1on1で相手の話を最後まで聴く', ...body }).expect(201)).body.id as string;
  const ask = (who: SignedInUser, cycleId: string, userIds: string[], kind = 'feedback') =>
    post(who, `/api/pffr/growth-cycles/${cycleId}/feedback-requests`, { kind, userIds });
  const requestsOn = async (cycleId: string) => (await owner.agent.get(`/api/pffr/growth-cycles/${cycleId}/feedback-requests`).expect(200)).body as Request[];
  const toMe = async (who: SignedInUser) =>
    (await who.agent.get('/api/pffr/feedback-requests/to-me').expect(200)).body as { id: string; cycleId: string; cycleTitle: string; ownerName: string; kind: string; reminded: boolean }[];
  const eventsOf = async (type: string, cycleId?: string) =>
    (await events.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = $1 AND ($2::text IS NULL OR stream_id = $2)`, [type, cycleId ? `growth-cycle-${cycleId}` : null]))
      .rows[0].n;
  const cycleEvents = async () => (await events.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'growth-cycle-%'`)).rows[0].n;
  const praise = (who: SignedInUser, growthCycleId: string, message = '会議での傾聴が素晴らしかったです') => post(who, '/api/pffr/feedback', { growthCycleId, message });

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ app } = testApp);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [owner, colleague, second, outsider] = await signInAll(app, ['owner@example.com', 'colleague@example.com', 'second@example.com', 'outsider@example.com']);
    const teamId = (await post(owner, '/api/teams', { name: '営業チーム' }).expect(201)).body.id as string;
    await owner.agent.put(`/api/teams/${teamId}/visibility`).set(owner.headers).send({ isOpen: true }).expect(204);
    for (const member of [colleague, second]) await post(member, '/api/user-teams', { userId: member.user.id, teamId, isPrimaryTeam: true }).expect(201);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await events.end();
    await testApp.close();
  });

  it('offers the teammates only, and asks them: the owner sees each request open, the asked their open requests', async () => {
    const colleagues = (await owner.agent.get('/api/pffr/feedback-requests/colleagues').expect(200)).body as { userId: string }[];
    expect(colleagues.map((c) => c.userId).sort()).toEqual([colleague.user.id, second.user.id].sort());

    const cycleId = await aCycle(owner);
    const asked = (await ask(owner, cycleId, [colleague.user.id, second.user.id]).expect(201)).body as Request[];
    expect(asked).toHaveLength(2);
    expect(asked).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'open', kind: 'feedback', remindedAt: null, askedUserId: colleague.user.id })]));
    expect(new Date(asked[0].remindAt).getTime()).toBeGreaterThan(new Date(asked[0].requestedAt).getTime() + 2 * 86_400_000);
    expect(await toMe(colleague)).toEqual([expect.objectContaining({ cycleId, cycleTitle: '傾聴を習慣にする', kind: 'feedback', reminded: false })]);
    expect(await toMe(outsider)).toEqual([]);

    // The colleague answers with praise: their request closes with it, the other stays open.
    await praise(colleague, cycleId).expect(201);
    const after = await requestsOn(cycleId);
    expect(after.find((r) => r.askedUserId === colleague.user.id)).toMatchObject({ status: 'answered', closedAt: expect.any(String) });
    expect(after.find((r) => r.askedUserId === second.user.id)).toMatchObject({ status: 'open' });
    expect(await toMe(colleague)).toEqual([]);
    expect(await eventsOf('FeedbackRequestAnswered')).toBe(1);

    // Completing the cycle closes what is still open.
    await post(owner, `/api/pffr/growth-cycles/${cycleId}/complete`).expect(200);
    expect((await requestsOn(cycleId)).find((r) => r.askedUserId === second.user.id)).toMatchObject({ status: 'closed' });
    expect(await toMe(second)).toEqual([]);
  });

  describe('refuses bad input with a Japanese message, changing nothing', () => {
    let cycleId: string;
    beforeAll(async () => {
      cycleId = await aCycle(owner);
      await ask(owner, cycleId, [colleague.user.id]).expect(201);
    });

    it.each([
      ['asking oneself', () => ask(owner, cycleId, [owner.user.id]), 400, '自分自身には依頼できません'],
      ['asking someone outside the teams', () => ask(owner, cycleId, [outsider.user.id]), 400, '依頼できるのは同じチームのメンバーだけです'],
      ['asking a user id that does not exist', () => ask(owner, cycleId, ['no-such-user']), 400, '依頼できるのは同じチームのメンバーだけです'],
      ['asking nobody', () => ask(owner, cycleId, []), 400, '依頼するメンバーを選んでください'],
      ['an unknown kind', () => ask(owner, cycleId, [second.user.id], 'praise'), 400, ['kind: 依頼の種類が正しくありません']],
      ['a second open request to the same colleague', () => ask(owner, cycleId, [second.user.id, colleague.user.id]), 409, 'このメンバーにはすでにフィードバックを依頼しています（未回答）'],
      ["asking on someone else's cycle", () => ask(colleague, cycleId, [second.user.id]), 403, 'フィードバックを依頼できるのは自分の成長サイクルだけです'],
      ['an unknown cycle', () => ask(owner, 'no-such-cycle', [colleague.user.id]), 404, '成長サイクルが見つかりません'],
    ] as const)('%s', async (_label, send, status, message) => {
      const before = await cycleEvents();
      const refused = await send().expect(status);
      expect(refused.body.message).toEqual(message);
      expect(await cycleEvents()).toBe(before);
    });

    it('a private cycle, and a completed one', async () => {
      const privateId = await aCycle(second, { isPublic: false });
      expect((await ask(second, privateId, [colleague.user.id]).expect(409)).body.message).toBe('非公開の成長サイクルにはフィードバックを依頼できません');
      const done = await aCycle(second);
      await post(second, `/api/pffr/growth-cycles/${done}/complete`).expect(200);
      const before = await cycleEvents();
      expect((await ask(second, done, [colleague.user.id]).expect(409)).body.message).toBe('この成長サイクルは既に完了しています');
      expect(await cycleEvents()).toBe(before);
    });

    it("another user's requests on the cycle are not theirs to see or withdraw", async () => {
      await colleague.agent.get(`/api/pffr/growth-cycles/${cycleId}/feedback-requests`).expect(404);
      const [request] = await requestsOn(cycleId);
      expect((await del(colleague, `/api/pffr/growth-cycles/${cycleId}/feedback-requests/${request.id}`).expect(403)).body.message).toBe(
        'フィードバックを依頼できるのは自分の成長サイクルだけです',
      );
    });
  });

  it('many parallel identical requests leave exactly one open request; the others are refused as duplicates', async () => {
    const cycleId = await aCycle(second);
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(second, cycleId, [colleague.user.id], 'feed_forward')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await events.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'FeedbackRequested'`, [`growth-cycle-${cycleId}`]);
    expect(rows.rows[0].n).toBe(1);
    expect((await toMe(colleague)).filter((r) => r.cycleId === cycleId)).toHaveLength(1);
  });

  it('reminds an unanswered request once, three business days later; a withdrawn one never', async () => {
    const cycleId = await aCycle(owner);
    await ask(owner, cycleId, [colleague.user.id, second.user.id], 'feed_forward').expect(201);
    const requests = await requestsOn(cycleId);
    const toSecond = requests.find((r) => r.askedUserId === second.user.id)!;
    const toColleague = requests.find((r) => r.askedUserId === colleague.user.id)!;
    await del(owner, `/api/pffr/growth-cycles/${cycleId}/feedback-requests/${toSecond.id}`).expect(204);
    expect((await del(owner, `/api/pffr/growth-cycles/${cycleId}/feedback-requests/${toSecond.id}`).expect(409)).body.message).toBe(
      'この依頼はすでに回答済みか取り下げ済みです',
    );
    const runner = app.get(DueJobRunner);
    // Not yet due: nothing happens.
    await runner.runDue();
    expect(await eventsOf('FeedbackRequestReminded', cycleId)).toBe(0);

    jest.spyOn(app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date(new Date(toColleague.remindAt).getTime() + 1_000));
    await runner.runDue();
    await runner.runDue();
    expect(await eventsOf('FeedbackRequestReminded', cycleId)).toBe(1);
    // The runner's append is no request's own write: its projection catches up by itself.
    const reminded = await until(() => requestsOn(cycleId), (rows) => rows.some((r) => r.remindedAt !== null));
    expect(reminded.find((r) => r.id === toColleague.id)).toMatchObject({ status: 'open', remindedAt: expect.any(String) });
    expect(reminded.find((r) => r.id === toSecond.id)).toMatchObject({ status: 'withdrawn', remindedAt: null });
    expect((await toMe(colleague)).find((r) => r.cycleId === cycleId)).toMatchObject({ reminded: true });
    jest.restoreAllMocks();
  });
});
