import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import { CLOCK, type Clock } from '../../../platform/time/clock.js';
import { WorkerPool } from '../../../platform/workers/worker-pool.js';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

interface Band {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
}

const scenario = (overrides: object = {}) => ({
  parameters: {
    cadence: { highHigh: 1, highMindset: 2, highSkill: 2, lowLow: 2 },
    approach: { highHigh: 'strategy', highMindset: 'strategy', highSkill: 'mindset_improvement', lowLow: 'trust_building' },
    growthCycleParticipation: 0.5,
    learningPerMonth: 0.5,
  },
  horizonMonths: 12,
  runs: 200,
  seed: 7,
  ...overrides,
});

describe('culture simulation over HTTP on the demo team', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let events: pg.Pool;
  let manager: SignedInUser;
  let hr: SignedInUser;
  let member: SignedInUser;
  let outsider: SignedInUser;
  let teamId: string;
  let outsiderTeamId: string;

  const base = '/api/culture-simulation';
  const eventCount = async () => Number((await events.query(`SELECT count(*) FROM events`)).rows[0].count);
  const scenarioEvents = async () => Number((await events.query(`SELECT count(*) FROM events WHERE stream_id LIKE 'culture-scenario-%'`)).rows[0].count);
  const simulate = (who: SignedInUser, team: string, body: object) => who.agent.post(`${base}/teams/${team}/simulations`).set(who.headers).send(body);
  const save = (who: SignedInUser, team: string, body: object) => who.agent.post(`${base}/teams/${team}/scenarios`).set(who.headers).send(body);

  beforeAll(async () => {
    testApp = await startTestApp({ SEED_DEMO: 'true' });
    ({ app } = testApp);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
    [manager, hr, member, outsider] = await signInAll(app, ['manager@demo.example', 'hr@demo.example', 'member@demo.example', 'culture-outsider@example.com']);
    teamId = ((await manager.agent.get('/api/teams').expect(200)).body as { id: string; name: string }[]).find((t) => t.name === 'デモチーム')!.id;
    outsiderTeamId = (await outsider.agent.post('/api/teams').set(outsider.headers).send({ name: '別チーム' }).expect(201)).body.id;
  }, 90_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await events?.end();
    await testApp?.close();
  });

  it("measures the demo team's history: every member's velocity with its interval, the model's effects with sample sizes", async () => {
    const body = (await manager.agent.get(`${base}/teams/${teamId}/measurements`).expect(200)).body;
    expect(body.counts.members).toBe(20);
    expect(body.counts.sessions).toBeGreaterThanOrEqual(20);
    expect(body.counts.gifts).toBeGreaterThan(0);
    expect(body.modelInsufficient).toBeNull();
    expect(body.segments).toBeGreaterThanOrEqual(40);
    const intercept = body.terms.find((t: { term: string }) => t.term === 'intercept');
    expect(intercept.measured).toBe(true);
    expect(intercept.skill.low).toBeLessThan(intercept.skill.high);
    const withTrend = body.members.filter((m: { skill: unknown }) => m.skill !== null);
    expect(withTrend.length).toBeGreaterThan(10);
    for (const m of withTrend) expect(m.skill.low <= m.skill.estimate && m.skill.estimate <= m.skill.high).toBe(true);
    // Every member has the model's pace today, pooled towards the team's where their trail is thin.
    for (const m of body.members) expect(m.skillPace.low < m.skillPace.estimate && m.skillPace.estimate < m.skillPace.high && m.mindsetPace.low < m.mindsetPace.high).toBe(true);
    expect(body.members.map((m: { memberName: string }) => m.memberName)).toContain('田中 結衣');
    expect(Object.values(body.currentDistribution).reduce((a: number, b) => a + (b as number), 0)).toBe(20);
    expect(body.baseline.cadence.lowLow === null || body.baseline.cadence.lowLow >= 0).toBe(true);
  });

  it('projects a scenario 12 months ahead with a band, the same for the same seed and different for another seed', async () => {
    const a = (await simulate(manager, teamId, scenario()).expect(200)).body;
    expect(a.ownerShare).toHaveLength(13);
    expect(a.distributions.map((d: { month: number }) => d.month)).toEqual([3, 6, 12]);
    for (const point of a.ownerShare as Band[]) expect(point.p10 <= point.p50 && point.p50 <= point.p90).toBe(true);
    expect(a).toMatchObject({ members: 20, runs: 200, seed: 7, horizonMonths: 12 });
    expect((await simulate(manager, teamId, scenario()).expect(200)).body).toEqual(a);
    // Another seed draws other runs (scenarios that differ in their levers: the next test).
    const reseeded = (await simulate(hr, teamId, scenario({ seed: 8 })).expect(200)).body;
    expect(reseeded).toMatchObject({ seed: 8, members: 20, runs: 200 });
    expect(reseeded.ownerShare).not.toEqual(a.ownerShare);
  });

  it('keeps answering other requests while a 5,000-run simulation computes: it runs off the request thread, with the same result', async () => {
    const order: string[] = [];
    let healthDuring: Promise<unknown> | undefined;
    const run = WorkerPool.prototype.run;
    const spy = jest.spyOn(WorkerPool.prototype, 'run').mockImplementation(function (this: WorkerPool<unknown, unknown>, input: unknown) {
      const computing = run.call(this, input).then((result) => {
        order.push('simulation computed');
        return result;
      });
      // Sent once the computation has started: answered only if the request thread is free meanwhile.
      healthDuring = member.agent.get('/api/health').then(() => order.push('health answered'));
      return computing;
    });
    try {
      const body = (await simulate(manager, teamId, scenario({ runs: 5000 })).expect(200)).body;
      await healthDuring;
      expect(order).toEqual(['health answered', 'simulation computed']);
      expect(body).toMatchObject({ runs: 5000, seed: 7, members: 20 });
    } finally {
      spy.mockRestore();
    }
  });

  it("gives two scenarios that differ in their levers different owner shares a year ahead, neither pinned at 100 %: the demo team's growth settles", async () => {
    const measured = (await manager.agent.get(`${base}/teams/${teamId}/measurements`).expect(200)).body;
    // The demo trails slow down as members advance (most of their growth came early): the model measures it.
    const progress = measured.terms.find((t: { term: string }) => t.term === 'progress');
    expect(progress.measured).toBe(true);
    expect(progress.skill.high).toBeLessThan(0);
    const { cadence, approach, growthCycleParticipation, learningPerMonth } = measured.baseline;
    const asIs = {
      cadence: { highHigh: cadence.highHigh ?? 0, highMindset: cadence.highMindset ?? 0, highSkill: cadence.highSkill ?? 0, lowLow: cadence.lowLow ?? 0 },
      approach: { highHigh: approach.highHigh ?? 'mixed', highMindset: approach.highMindset ?? 'mixed', highSkill: approach.highSkill ?? 'mixed', lowLow: approach.lowLow ?? 'mixed' },
      growthCycleParticipation,
      learningPerMonth,
    };
    const more = { ...asIs, cadence: { highHigh: 4, highMindset: 4, highSkill: 4, lowLow: 4 }, growthCycleParticipation: 1, learningPerMonth: 2 };
    const [a, b] = await Promise.all(
      [asIs, more].map(async (parameters) => (await simulate(manager, teamId, scenario({ parameters, runs: 500 })).expect(200)).body.ownerShare[12] as Band),
    );
    for (const share of [a, b]) {
      expect(share.mean).toBeLessThan(0.95);
      expect(share.p50).toBeLessThan(1);
      expect(share.p90).toBeGreaterThan(share.p10);
    }
    expect(Math.abs(a.mean - b.mean)).toBeGreaterThan(0.05);
  });

  it.each([
    ['a cadence out of range', scenario({ parameters: { ...scenario().parameters, cadence: { highHigh: 9, highMindset: 0, highSkill: 0, lowLow: 0 } } }), '1on1の頻度は月0〜8回'],
    ['a negative cadence', scenario({ parameters: { ...scenario().parameters, cadence: { highHigh: -1, highMindset: 0, highSkill: 0, lowLow: 0 } } }), '1on1の頻度は月0〜8回'],
    ['an unknown approach', scenario({ parameters: { ...scenario().parameters, approach: { highHigh: 'shout', highMindset: 'strategy', highSkill: 'strategy', lowLow: 'strategy' } } }), 'アプローチは'],
    ['a horizon of 0 months', scenario({ horizonMonths: 0 }), '予測期間は1〜24か月'],
    ['a horizon of 25 months', scenario({ horizonMonths: 25 }), '予測期間は1〜24か月'],
    ['too few runs', scenario({ runs: 10 }), '試行回数は100〜5000回'],
    ['a participation above 100 %', scenario({ parameters: { ...scenario().parameters, growthCycleParticipation: 1.5 } }), '参加率は0〜100%'],
    ['no parameters', { horizonMonths: 12 }, 'シナリオの条件'],
  ])('refuses %s with a 400 naming it, saving nothing', async (_case, body, message) => {
    const before = await eventCount();
    const res = await simulate(manager, teamId, body).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    const saved = await save(manager, teamId, { ...body, name: '範囲外' }).expect(400);
    expect(JSON.stringify(saved.body.message)).toContain(message);
    expect(await eventCount()).toBe(before);
  });

  it("refuses an unknown team (404), another team's data (403) and a plain member (403), changing nothing", async () => {
    const before = await eventCount();
    const unknown = await manager.agent.get(`${base}/teams/no-such-team/measurements`).expect(404);
    expect(unknown.body.message).toBe('チームが見つかりません');
    await simulate(manager, 'no-such-team', scenario()).expect(404);
    await save(manager, 'no-such-team', { ...scenario(), name: 'x' }).expect(404);
    const other = await manager.agent.get(`${base}/teams/${outsiderTeamId}/measurements`).expect(403);
    expect(other.body.message).toBe('カルチャー変革シミュレーションは、チームのリーダーと管理者だけが利用できます');
    await outsider.agent.get(`${base}/teams/${teamId}/measurements`).expect(403);
    await simulate(outsider, teamId, scenario()).expect(403);
    await outsider.agent.get(`${base}/teams/${teamId}/scenarios`).expect(403);
    await member.agent.get(`${base}/teams/${teamId}/measurements`).expect(403);
    await save(member, teamId, { ...scenario(), name: 'メンバーの案' }).expect(403);
    expect(await eventCount()).toBe(before);
  });

  it('says the history is too thin for a projection (409) on a team without moves, instead of inventing a trend', async () => {
    const measured = (await outsider.agent.get(`${base}/teams/${outsiderTeamId}/measurements`).expect(200)).body;
    expect(measured.modelInsufficient).toMatchObject({ reason: 'too_few_segments', segments: 0, neededSegments: 12 });
    expect(measured.terms.every((t: { measured: boolean }) => !t.measured)).toBe(true);
    const before = await eventCount();
    const res = await simulate(outsider, outsiderTeamId, scenario()).expect(409);
    expect(res.body.message).toContain('履歴が不足しているため予測できません');
    await save(outsider, outsiderTeamId, { ...scenario(), name: '薄い履歴' }).expect(409);
    expect(await eventCount()).toBe(before);
  });

  it("saves a scenario, shares it with the team's leaders, and later compares the projection with what happened", async () => {
    const created = (await save(manager, teamId, { ...scenario(), name: '  週1回の1on1 ' }).expect(201)).body;
    expect(created).toMatchObject({ name: '週1回の1on1', mine: true, shared: false, authorName: '高橋 誠', comparison: [] });
    const projected = (await simulate(manager, teamId, scenario()).expect(200)).body;
    expect(created.result.ownerShare).toEqual(projected.ownerShare);

    expect((await hr.agent.get(`${base}/teams/${teamId}/scenarios`).expect(200)).body).toEqual([]);
    await hr.agent.get(`${base}/teams/${teamId}/scenarios/${created.id}`).expect(404);
    const before = await scenarioEvents();
    await hr.agent.post(`${base}/scenarios/${created.id}/share`).set(hr.headers).send({}).expect(403);
    await outsider.agent.post(`${base}/scenarios/${created.id}/share`).set(outsider.headers).send({}).expect(403);
    await manager.agent.post(`${base}/scenarios/no-such-scenario/share`).set(manager.headers).send({}).expect(404);
    expect(await scenarioEvents()).toBe(before);

    await manager.agent.post(`${base}/scenarios/${created.id}/share`).set(manager.headers).send({}).expect(204);
    await manager.agent.post(`${base}/scenarios/${created.id}/share`).set(manager.headers).send({}).expect(204);
    expect(await scenarioEvents()).toBe(before + 1);
    const seen = (await hr.agent.get(`${base}/teams/${teamId}/scenarios`).expect(200)).body;
    expect(seen).toEqual([expect.objectContaining({ id: created.id, shared: true, mine: false })]);
    await outsider.agent.get(`${base}/teams/${outsiderTeamId}/scenarios/${created.id}`).expect(404);

    // Four months later: the first four projected months have passed; the board has not moved since.
    const clock = app.get<Clock>(CLOCK);
    const later = new Date(Date.parse(`${created.result.ownerShare[4].date}T23:59:59.999Z`) + 1);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    const compared = (await manager.agent.get(`${base}/teams/${teamId}/scenarios/${created.id}`).expect(200)).body;
    jest.restoreAllMocks();
    const measured = (await manager.agent.get(`${base}/teams/${teamId}/measurements`).expect(200)).body;
    const share = measured.currentDistribution.highHigh / 20;
    expect(compared.comparison.map((c: { month: number }) => c.month)).toEqual([1, 2, 3, 4]);
    for (const c of compared.comparison) {
      expect(c.actualMembers).toBe(20);
      expect(c.actualShare).toBeCloseTo(share, 3);
      expect(c.withinBand).toBe(c.projected.p10 <= c.actualShare && c.actualShare <= c.projected.p90);
    }
  });
});
