import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { toSessionUser } from '../../../platform/auth/session-user.js';
import { requestContext } from '../../../platform/request-context/request-context.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';
import { StartGrowthCycle } from '../domain/growth-cycle.commands.js';

// Fair play seen from outside (docs/modules/growth-cycles.md and points.md "Fair play"): what a
// completion, a praise or a cheer earns, what a repeat is refused, and who may support a cycle.

const DAY = 86_400_000;
const DUPLICATE = '同じ内容のメッセージをすでに送っています。具体的な行動や変化を添えて書き直してください';

/** Ten praises that say different things (a farm script varies a counter; these vary the content). */
const DISTINCT_PRAISES = [
  '会議で発言の少ないメンバーに話を振っていて、議論が広がりました',
  '資料の要点を最初にまとめてくれて、意思決定が早く進みました',
  'お客様からの難しい質問にも落ち着いて答えていて頼もしかったです',
  '新人の質問に丁寧に付き合ってくれて、チームの雰囲気が和らぎました',
  '締め切り前に進捗を共有してくれたので、調整がとても楽になりました',
  '振り返りで自分の失敗を率直に話してくれて、皆が学べました',
  '他部署との調整を引き受けてくれて、プロジェクトが前に進みました',
  'レビューの指摘が具体的で、すぐに直すべき点が分かりました',
  '朝会の進行が簡潔になり、全員の作業時間が増えました',
  '障害対応で状況を逐一報告してくれて、安心して判断できました',
];

interface Award {
  pointsAwarded: number | null;
  fairPlay: { reason: string; message: string } | null;
}

describe('fair play over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let events: pg.Pool;

  const aCycle = async (who: SignedInUser, body: object = {}) =>
    (await post(who, '/api/pffr/growth-cycles', { title: '傾聴を習慣にする', targetBehaviors: '1on1で相手の話を最後まで聴く', ...body }).expect(201)).body as { id: string };
  const praise = (who: SignedInUser, growthCycleId: string, message: string, body: object = {}) =>
    post(who, '/api/pffr/feedback', { growthCycleId, message, experiencePoints: 10, ...body });
  const complete = (who: SignedInUser, cycleId: string) => post(who, `/api/pffr/growth-cycles/${cycleId}/complete`);
  const pointsOf = async (who: SignedInUser) => (await who.agent.get('/api/pffr/points').expect(200)).body.totalPoints as number;
  const eventCount = async () => (await events.query<{ n: number }>(`SELECT count(*)::int AS n FROM events`)).rows[0].n;
  const cycleOf = async (who: SignedInUser, id: string) =>
    (await who.agent.get(`/api/pffr/growth-cycles/${id}`).expect(200)).body as { feedbackCount: number; feedForwardCount: number; buddyExperience: number };
  const board = async (who: SignedInUser, metric: 'points' | 'contribution') =>
    ((await who.agent.get(`/api/pffr/leaderboard?period=week&metric=${metric}`).expect(200)).body as { entries: { userId: string; score: number; rank: number }[] }).entries;
  const user = (() => {
    let n = 0;
    return (prefix = 'user') => signIn(app, `${prefix}-${++n}@example.com`);
  })();

  /** A cycle of `who` started `daysAgo` days ago, as if they had created it then. */
  async function aCycleStartedDaysAgo(who: SignedInUser, daysAgo: number): Promise<string> {
    const cycleId = crypto.randomUUID();
    const actor = toSessionUser({ ...who.user, userType: who.user.userType as 'member' }, []);
    await requestContext.run({ userId: actor.id, occurredAt: new Date(Date.now() - daysAgo * DAY) }, () =>
      app.get(CommandBus).execute(new StartGrowthCycle({ cycleId, title: '傾聴を習慣にする', targetBehaviors: '1on1で相手の話を最後まで聴く' }, actor)),
    );
    return cycleId;
  }

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'boss@example.com', TRUST_PROXY: 'loopback' });
    ({ app } = testApp);
    events = new pg.Pool({ connectionString: testApp.db.url, max: 2 });
  });
  afterAll(async () => {
    await events.end();
    await testApp.close();
  });

  describe('completing a cycle', () => {
    it('pays nothing for ten create-and-complete rounds, says why each time, and does not buy first place on the leaderboard', async () => {
      const [farmer, colleague, owner] = await Promise.all([user('farmer'), user(), user()]);
      // An honest week: one praise pays its giver 10.
      const honest = await aCycle(owner);
      expect((await praise(colleague, honest.id, DISTINCT_PRAISES[0]).expect(201)).body).toMatchObject({ pointsAwarded: 10, fairPlay: null });

      for (let round = 0; round < 10; round++) {
        const cycle = await aCycle(farmer);
        const done = (await complete(farmer, cycle.id).expect(200)).body as Award & { status: string };
        expect(done).toMatchObject({
          status: 'completed',
          pointsAwarded: 0,
          fairPlay: { reason: 'cycle_too_short', message: 'このサイクルは開始から7日未満のため、ポイントは付与されません' },
        });
      }
      expect(await pointsOf(farmer)).toBe(0);
      const entries = await board(farmer, 'points');
      expect(entries[0].userId).not.toBe(farmer.user.id);
      expect(entries.find((e) => e.userId === farmer.user.id)).toBeUndefined();
      expect(entries.find((e) => e.userId === colleague.user.id)).toMatchObject({ score: 10 });
      const ledger = await events.query(`SELECT withheld_reason, count(*)::int AS n FROM point_transactions WHERE user_id = $1 GROUP BY 1`, [farmer.user.id]);
      expect(ledger.rows).toEqual([{ withheld_reason: 'cycle_too_short', n: 10 }]);
    });

    it('pays 50 for a cycle that ran 7 days and received praise, once a day; a cycle nobody praised pays nothing', async () => {
      const [owner, colleague] = await Promise.all([user(), user()]);
      const ran = await aCycleStartedDaysAgo(owner, 8);
      const ranToo = await aCycleStartedDaysAgo(owner, 9);
      const lonely = await aCycleStartedDaysAgo(owner, 10);
      await praise(colleague, ran, DISTINCT_PRAISES[1]).expect(201);
      await praise(colleague, ranToo, DISTINCT_PRAISES[2]).expect(201);

      expect((await complete(owner, ran).expect(200)).body).toMatchObject({ pointsAwarded: 50, fairPlay: null });
      expect((await complete(owner, ranToo).expect(200)).body).toMatchObject({
        pointsAwarded: 0,
        fairPlay: { reason: 'completion_daily_cap', message: expect.stringContaining('1日1回まで') },
      });
      expect((await complete(owner, lonely).expect(200)).body).toMatchObject({
        pointsAwarded: 0,
        fairPlay: { reason: 'no_gifts_received', message: expect.stringContaining('受け取っていないため') },
      });
      expect(await pointsOf(owner)).toBe(50);
    });
  });

  describe('repeated messages', () => {
    it('accepts identical praise once: the 19 repeats are a 409 that changes no event, counter, experience, points or rank', async () => {
      const [owner, giver] = await Promise.all([user(), user()]);
      const cycle = await aCycle(owner);
      const message = '会議での傾聴が素晴らしかったです';
      await praise(giver, cycle.id, message).expect(201);
      const before = {
        events: await eventCount(),
        cycle: await cycleOf(owner, cycle.id),
        points: await pointsOf(giver),
        byPoints: await board(giver, 'points'),
        byContribution: await board(giver, 'contribution'),
      };
      expect(before.cycle).toMatchObject({ feedbackCount: 1, buddyExperience: 10 });

      const repeats = [message, ` ${message}！ `, message.normalize('NFKD'), `${message}（2回目）`, 'かいぎでの傾聴が素晴らしかったです'];
      const answers = await Promise.all(Array.from({ length: 19 }, (_, i) => praise(giver, cycle.id, repeats[i % repeats.length])));
      for (const res of answers) expect([res.status, res.body.message]).toEqual([409, DUPLICATE]);
      const asCheer = await post(giver, '/api/pffr/feed-forward', { growthCycleId: cycle.id, originalMessage: message, category: 'new_step' });
      expect([asCheer.status, asCheer.body.message]).toEqual([409, DUPLICATE]);

      expect(await eventCount()).toBe(before.events);
      expect(await cycleOf(owner, cycle.id)).toEqual(before.cycle);
      expect(await pointsOf(giver)).toBe(before.points);
      expect(await board(giver, 'points')).toEqual(before.byPoints);
      expect(await board(giver, 'contribution')).toEqual(before.byContribution);
    });

    it('refuses a repeated cheer the same way, and takes a different message from the same giver', async () => {
      const [owner, giver] = await Promise.all([user(), user()]);
      const cycle = await aCycle(owner);
      const cheer = (originalMessage: string) => post(giver, '/api/pffr/feed-forward', { growthCycleId: cycle.id, originalMessage, category: 'new_step' });
      await cheer('次は質問を一つ増やしてみてはどうでしょう').expect(201);
      expect((await cheer('次は、質問を一つ増やしてみてはどうでしょう？').expect(409)).body.message).toBe(DUPLICATE);
      await cheer('週に一度、学んだことをチームに共有してみませんか').expect(201);
      expect(await cycleOf(owner, cycle.id)).toMatchObject({ feedForwardCount: 2 });
    });
  });

  describe('the points a praise earns', () => {
    it('answers 10 while within the caps, then 0 with the cap that bit and its reason', async () => {
      const giver = await user();
      const owners = await Promise.all(Array.from({ length: 6 }, () => user()));
      const cycles = await Promise.all(owners.map((o) => aCycle(o)));
      const answers: Award[] = [];
      for (let i = 0; i < 6; i++) answers.push((await praise(giver, cycles[i].id, DISTINCT_PRAISES[i]).expect(201)).body as Award);
      expect(answers.slice(0, 5)).toEqual(Array(5).fill(expect.objectContaining({ pointsAwarded: 10, fairPlay: null })));
      expect(answers[5]).toMatchObject({ pointsAwarded: 0, fairPlay: { reason: 'giver_daily_cap', message: expect.stringContaining('1日5件まで') } });

      const stock = await praise(giver, (await aCycle(await user())).id, 'ありがとうございます！！！！！！').expect(201);
      expect(stock.body.fairPlay).toMatchObject({ reason: 'stock_phrase' });
    });
  });

  describe('supporters', () => {
    it('may be anyone in the organisation, found by name in the directory (e-mails only for admins)', async () => {
      const [owner, mentor, boss] = await Promise.all([user(), signIn(app, 'mentor-sato@example.com'), signIn(app, 'boss@example.com')]);
      // The owner leads a team the mentor is not in.
      await post(owner, '/api/teams', { name: `開発チーム${Date.now()}` }).expect(201);

      const search = async (who: SignedInUser, term: string) => (await who.agent.get(`/api/users/directory?search=${encodeURIComponent(term)}`).expect(200)).body as {
        userId: string;
        displayName: string;
        email?: string;
      }[];
      const byName = await search(owner, mentor.user.lastName || mentor.user.firstName);
      expect(byName.map((u) => u.userId)).toContain(mentor.user.id);
      expect(byName.every((u) => u.email === undefined)).toBe(true);
      // A plain member cannot find people by e-mail; an admin can, and sees it.
      expect((await search(owner, 'mentor-sato')).map((u) => u.userId)).not.toContain(mentor.user.id);
      expect(await search(boss, 'mentor-sato')).toEqual([{ userId: mentor.user.id, displayName: expect.any(String), email: 'mentor-sato@example.com' }]);
      await owner.agent.get(`/api/users/directory?limit=500`).expect(400);

      const cycle = await aCycle(owner, { supporterMembers: [mentor.user.id] });
      expect((await cycleOf(owner, cycle.id)) as unknown).toMatchObject({ supporterMembers: [mentor.user.id] });
    });

    it.each([
      ['an id that is no user', () => ['no-such-user'], '応援メンバーに存在しないユーザーが含まれています'],
      ['the owner themself', (me: string) => [me], '自分自身を応援メンバーに選ぶことはできません'],
      ['51 supporters', () => Array.from({ length: 51 }, (_, i) => `u-${i}`), '応援メンバーは50人以内で選択してください'],
    ])('refuses %s with a clear 400 that changes nothing', async (_label, supporters, message) => {
      const owner = await user();
      const before = await eventCount();
      const res = await post(owner, '/api/pffr/growth-cycles', {
        title: '傾聴を習慣にする',
        targetBehaviors: '1on1で相手の話を最後まで聴く',
        supporterMembers: supporters(owner.user.id),
      }).expect(400);
      expect(res.body.message).toBe(message);
      expect(await eventCount()).toBe(before);
      expect((await owner.agent.get('/api/pffr/growth-cycles').expect(200)).body).toEqual([]);
    });
  });
});
