import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { toSessionUser } from '../../../platform/auth/session-user.js';
import { requestContext } from '../../../platform/request-context/request-context.js';
import { StartGrowthCycle } from '../../growth-cycles/index.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { PurchaseShopItem } from '../domain/points-account.commands.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { signIn, type SignedInUser } from '../../../test-support/sign-in.js';
import { post } from '../../../test-support/writes.js';
import { SHOP_CATALOGUE } from '../domain/shop-catalogue.js';
import { mvpPeriodStream } from '../domain/points-account.js';
import { previousPeriod } from '../domain/periods.js';
import { calendarDate } from '../../../platform/time/calendar.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import {
  aFeedForwardGiven,
  aFeedForwardThanked,
  aFeedbackGiven,
  aGrowthCycleCompleted,
  appendGrowthEvent,
  eventually,
} from '../test-support/growth-cycle-events.js';

interface Points {
  totalPoints: number;
  availablePoints: number;
  pointsEarnedFeedback: number;
  pointsEarnedFeedForward: number;
  pointsEarnedGoalCompletion: number;
  pointsSpent: number;
}
interface Transaction {
  eventId: string;
  userId: string;
  transactionType: string;
  points: number;
  balanceAfter: number;
  description: string;
  correlationId: string;
  actedBy: string | null;
  relatedEntityId: string | null;
}
interface Ledger {
  transactions: Transaction[];
  totals: { count: number; earned: number; spent: number; withheld: number; net: number };
}

const DAY = 86_400_000;

describe('points over HTTP', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let hr: SignedInUser;
  let seq = 0;

  /** A fresh signed-in user per test, so accounts never mix. */
  const aUser = () => signIn(app, `points-user-${++seq}@example.com`);
  const pointsOf = async (who: SignedInUser) => (await who.agent.get('/api/pffr/points').expect(200)).body as Points;
  const ledger = async (query = '') => (await hr.agent.get(`/api/pffr/points/ledger${query}`).expect(200)).body as Ledger;
  const transactionsOf = async (userId: string) => (await ledger(`?userId=${userId}&limit=500`)).transactions;
  /** Waits until the user's ledger holds `count` transactions (the reactors and the projection have caught up). */
  const settled = (userId: string, count: number) => eventually(() => transactionsOf(userId), (rows) => rows.length >= count);
  const purchase = (who: SignedInUser, itemId: string) => who.agent.post('/api/pffr/shop/purchases').set(who.headers).send({ itemId });

  /** Earns `amount` (a multiple of 10) for `who` by praise on days far in the past, within the caps. */
  async function earn(who: SignedInUser, amount: number) {
    const receivers = [randomUUID(), randomUUID()];
    const before = (await transactionsOf(who.user.id)).length;
    for (let i = 0; i < amount / 10; i++) {
      const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 4), 3));
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: who.user.id, toUserId: receivers[i % 2] }), day, who.user.id);
    }
    await settled(who.user.id, before + amount / 10);
  }

  beforeAll(async () => {
    testApp = await startTestApp({ TRUST_PROXY: 'loopback' });
    ({ app } = testApp);
    hr = await signIn(app, 'hr@demo.example');
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('earning', () => {
    it('pays the giver 10 per praise and 15 per cheer, the owner 50 per completed cycle; the receiver earns nothing for being praised', async () => {
      const [giver, receiver] = await Promise.all([aUser(), aUser()]);
      expect(await pointsOf(giver)).toMatchObject({ totalPoints: 0, availablePoints: 0, pointsSpent: 0 });

      const now = new Date();
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: giver.user.id, toUserId: receiver.user.id }), now, giver.user.id);
      await appendGrowthEvent(app, aFeedForwardGiven({ fromUserId: giver.user.id, toUserId: receiver.user.id }), now, giver.user.id);
      await appendGrowthEvent(app, aGrowthCycleCompleted(receiver.user.id), now, receiver.user.id);
      await settled(giver.user.id, 2);
      await settled(receiver.user.id, 1);

      expect(await pointsOf(giver)).toEqual({
        userId: giver.user.id,
        totalPoints: 25,
        availablePoints: 25,
        pointsEarnedFeedback: 10,
        pointsEarnedFeedForward: 15,
        pointsEarnedGoalCompletion: 0,
        pointsSpent: 0,
      });
      expect(await pointsOf(receiver)).toMatchObject({ totalPoints: 50, availablePoints: 50, pointsEarnedGoalCompletion: 50, pointsEarnedFeedback: 0 });
    });

    it('fair play: nothing for self-dealing or a stock phrase; at most 5 paid a day per giver and 2 per pair; each refusal is in the ledger with its reason', async () => {
      const [giver, a, b, c] = await Promise.all([aUser(), aUser(), aUser(), aUser()]);
      const day = new Date(Date.UTC(2025, 5, 2, 1)); // 10:00 in Tokyo
      const give = (to: SignedInUser, message?: string) =>
        appendGrowthEvent(app, aFeedbackGiven({ fromUserId: giver.user.id, toUserId: to.user.id, ...(message ? { message } : {}) }), day, giver.user.id);
      await give(giver); // self
      await give(a, 'ありがとうございます！！ありがとう！'); // stock phrase only
      await give(a);
      await give(a);
      await give(a); // third to the same receiver that day
      await give(b);
      await give(b);
      await give(c);
      await give(c); // the giver's sixth paid praise of the day
      await settled(giver.user.id, 9);

      const rows = (await transactionsOf(giver.user.id)).reverse();
      expect(rows.map((r) => [r.transactionType, r.points, r.balanceAfter])).toEqual([
        ['withheld', 0, 0],
        ['withheld', 0, 0],
        ['feedback', 10, 10],
        ['feedback', 10, 20],
        ['withheld', 0, 20],
        ['feedback', 10, 30],
        ['feedback', 10, 40],
        ['feedback', 10, 50],
        ['withheld', 0, 50],
      ]);
      expect(rows.filter((r) => r.points === 0).map((r) => r.description)).toEqual([
        '付与なし：自分自身への送信',
        '付与なし：定型句のみのメッセージ',
        '付与なし：同じ相手への1日の上限',
        '付与なし：1日に受け取れる件数の上限',
      ]);
      expect((await pointsOf(giver)).totalPoints).toBe(50);

      // The next day the caps start again.
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: giver.user.id, toUserId: a.user.id }), new Date(day.getTime() + DAY), giver.user.id);
      await settled(giver.user.id, 10);
      expect((await pointsOf(giver)).totalPoints).toBe(60);
    });

    it('20 praises sent at once by one giver on one day pay exactly the 5 the daily cap accepts', async () => {
      const giver = await aUser();
      const receivers = Array.from({ length: 20 }, () => randomUUID());
      const day = new Date(Date.UTC(2025, 6, 7, 2));
      await Promise.all(receivers.map((r) => appendGrowthEvent(app, aFeedbackGiven({ fromUserId: giver.user.id, toUserId: r }), day, giver.user.id)));
      await settled(giver.user.id, 20);
      const rows = await transactionsOf(giver.user.id);
      expect(rows.filter((r) => r.transactionType === 'feedback')).toHaveLength(5);
      expect(rows.filter((r) => r.transactionType === 'withheld')).toHaveLength(15);
      expect(await pointsOf(giver)).toMatchObject({ totalPoints: 50, availablePoints: 50 });
    });

    it('read right after the praise, cheer or completion answers, the balance already holds the award (read-your-writes waits for the award reactors)', async () => {
      const [owner, colleague] = await Promise.all([aUser(), aUser()]);
          const teamId = (await post(owner, '/api/teams', { name: '即時反映チーム' }).expect(201)).body.id as string;
      await owner.agent.put(`/api/teams/${teamId}/visibility`).set(owner.headers).send({ isOpen: true }).expect(204); // closed by default (decision 0058)
      await post(colleague, '/api/user-teams', { userId: colleague.user.id, teamId, isPrimaryTeam: true }).expect(201);
      // Started 8 days ago (as if created then): a completion pays only for a cycle that ran 7 days (fair-play.ts).
      const cycle = { id: randomUUID() };
      const actor = toSessionUser({ ...owner.user, userType: 'member' }, []);
      await requestContext.run({ userId: actor.id, occurredAt: new Date(Date.now() - 8 * DAY) }, () =>
        app.get(CommandBus).execute(new StartGrowthCycle({ cycleId: cycle.id, title: '傾聴を習慣にする', targetBehaviors: '1on1で相手の話を最後まで聴く' }, actor)),
      );

      const praised = await post(colleague, '/api/pffr/feedback', { growthCycleId: cycle.id, message: '会議での傾聴が素晴らしかったです' }).expect(201);
      expect(praised.headers['x-read-model-lag']).toBeUndefined();
      expect(await pointsOf(colleague)).toMatchObject({ totalPoints: 10, pointsEarnedFeedback: 10 });

      await post(colleague, '/api/pffr/feed-forward', { growthCycleId: cycle.id, originalMessage: '次は質問を一つ増やしてみてはどうでしょう', category: 'new_step' })
        .expect(201);
      expect(await pointsOf(colleague)).toMatchObject({ totalPoints: 25, pointsEarnedFeedForward: 15 });

      expect((await post(owner, `/api/pffr/growth-cycles/${cycle.id}/complete`).expect(200)).body).toMatchObject({ pointsAwarded: 50, fairPlay: null });
      expect(await pointsOf(owner)).toMatchObject({ totalPoints: 50, pointsEarnedGoalCompletion: 50 });
      // The HR ledger reads the same projection: the three awards are there too.
      expect((await transactionsOf(colleague.user.id)).map((t) => t.transactionType).sort()).toEqual(['feed_forward', 'feedback']);
    });
  });

  describe('the buddy shop', () => {
    it('a purchase above the balance is a 409 that changes nothing; within it, the cost leaves the balance and the item is owned once', async () => {
      const buyer = await aUser();
      await earn(buyer, 40);
      const crown = SHOP_CATALOGUE.find((i) => i.id === 'accessory-crown')!;
      const refused = await purchase(buyer, crown.id).expect(409);
      expect(refused.body.message).toBe('ポイントが足りません（利用可能 40 ポイント、必要 300 ポイント）');
      expect(await pointsOf(buyer)).toMatchObject({ availablePoints: 40, pointsSpent: 0 });
      expect((await transactionsOf(buyer.user.id)).filter((t) => t.transactionType === 'shop_purchase')).toEqual([]);

      const bought = await purchase(buyer, 'accessory-star-hat').expect(201);
      expect(bought.body.points).toMatchObject({ totalPoints: 40, availablePoints: 10, pointsSpent: 30 });
      await purchase(buyer, 'accessory-star-hat').expect(409);
      await purchase(buyer, 'no-such-item').expect(404);
      await buyer.agent.post('/api/pffr/shop/purchases').set(buyer.headers).send({}).expect(400);

      const shop = (await buyer.agent.get('/api/pffr/shop').expect(200)).body as { id: string; owned: boolean; isEquipped: boolean }[];
      expect(shop.filter((i) => i.owned).map((i) => i.id)).toEqual(['accessory-star-hat']);
      const [spend] = (await transactionsOf(buyer.user.id)).filter((t) => t.transactionType === 'shop_purchase');
      expect(spend).toMatchObject({ points: -30, balanceAfter: 10, description: 'バディショップで「星の帽子」を購入', actedBy: buyer.user.id });

      // A name with its own quotes nests them as Japanese does.
      await purchase(buyer, 'title-first-step').expect(201);
      const titles = (await transactionsOf(buyer.user.id)).filter((t) => t.transactionType === 'shop_purchase' && t.points === 0);
      expect(titles.map((t) => t.description)).toEqual(['バディショップで「称号『はじめの一歩』」を購入']);
    });

    it('equips an owned item, one per type, and unequips it; an item not owned cannot be equipped', async () => {
      const buyer = await aUser();
      await earn(buyer, 80);
      await purchase(buyer, 'accessory-star-hat').expect(201);
      await purchase(buyer, 'accessory-ribbon').expect(201);
      await buyer.agent.post('/api/pffr/shop/items/accessory-glasses/equip').set(buyer.headers).expect(409);
      await buyer.agent.post('/api/pffr/shop/items/accessory-star-hat/equip').set(buyer.headers).expect(204);
      const equipped = async (who: SignedInUser, userId = who.user.id) =>
        ((await who.agent.get(`/api/pffr/shop/equipped?userId=${userId}`).expect(200)).body as { id: string }[]).map((i) => i.id);
      expect(await equipped(buyer)).toEqual(['accessory-star-hat']);
      await buyer.agent.post('/api/pffr/shop/items/accessory-ribbon/equip').set(buyer.headers).expect(204);
      expect(await equipped(buyer)).toEqual(['accessory-ribbon']);
      // Another user sees what the buddy wears.
      expect(await equipped(hr, buyer.user.id)).toEqual(['accessory-ribbon']);
      await buyer.agent.post('/api/pffr/shop/items/accessory-ribbon/unequip').set(buyer.headers).expect(204);
      expect(await equipped(buyer)).toEqual([]);
    });

    it("the points chart's history: a row per day with a change (earned, spent, balance after it, running total earned)", async () => {
      const who = await aUser();
      expect((await who.agent.get('/api/pffr/points/history').expect(200)).body).toEqual([]);
      await earn(who, 40);
      await purchase(who, 'accessory-star-hat').expect(201);
      const today = calendarDate(new Date(), 'Asia/Tokyo');
      const history = await eventually(
        async () => (await who.agent.get('/api/pffr/points/history').expect(200)).body as { date: string; earned: number; spent: number; balance: number; total: number }[],
        (days) => days.length === 2,
      );
      expect(history).toEqual([
        { date: '2025-01-01', earned: 40, spent: 0, balance: 40, total: 40 },
        { date: today, earned: 0, spent: 30, balance: 10, total: 40 },
      ]);
    });

    it("the points chart's history follows the dates when awards were recorded out of their order", async () => {
      const who = await aUser();
      const receiver = randomUUID();
      const before = (await transactionsOf(who.user.id)).length;
      // The later praise is paid first (as when one award reactor runs ahead of another).
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: who.user.id, toUserId: receiver }), new Date(Date.UTC(2025, 2, 1, 3)), who.user.id);
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: who.user.id, toUserId: randomUUID() }), new Date(Date.UTC(2025, 1, 1, 3)), who.user.id);
      await settled(who.user.id, before + 2);
      expect((await who.agent.get('/api/pffr/points/history').expect(200)).body).toEqual([
        { date: '2025-02-01', earned: 10, spent: 0, balance: 10, total: 10 },
        { date: '2025-03-01', earned: 10, spent: 0, balance: 20, total: 20 },
      ]);
    });

    it('1,000 parallel purchases against one account never take the balance below zero, and the ledger balances', async () => {
      const buyer = await aUser();
      await earn(buyer, 200);
      const items = SHOP_CATALOGUE.filter((i) => i.pointCost <= 200);
      // Through the command bus, as the controller issues them: 1,000 at once on one account, no TCP backlog in the way.
      const actor = toSessionUser({ ...buyer.user, userType: 'member' }, []);
      const commands = app.get(CommandBus);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 1000 }, (_, i) => commands.execute(new PurchaseShopItem({ purchaseId: randomUUID(), itemId: items[i % items.length].id }, actor))),
      );
      const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason);
      expect(refusals.every((e) => e instanceof DomainError && e.kind === 'conflict')).toBe(true);
      const accepted = outcomes.length - refusals.length;

      const rows = await eventually(() => transactionsOf(buyer.user.id), (r) => r.filter((t) => t.transactionType === 'shop_purchase').length === accepted);
      const spends = rows.filter((t) => t.transactionType === 'shop_purchase');
      expect(spends.length).toBeGreaterThan(0);
      expect(rows.every((t) => t.balanceAfter >= 0)).toBe(true);
      const points = await pointsOf(buyer);
      expect(points.availablePoints).toBeGreaterThanOrEqual(0);
      expect(points.availablePoints).toBe(rows.reduce((sum, t) => sum + t.points, 0));
      expect(points.pointsSpent).toBe(-spends.reduce((sum, t) => sum + t.points, 0));
      // Each item bought at most once.
      const owned = ((await buyer.agent.get('/api/pffr/shop').expect(200)).body as { id: string; owned: boolean }[]).filter((i) => i.owned);
      expect(owned).toHaveLength(spends.length);
    }, 120_000);
  });

  describe('the ledger for HR', () => {
    it('is for team_admin and admin only', async () => {
      const member = await aUser();
      await member.agent.get('/api/pffr/points/ledger').expect(403);
      await member.agent.get('/api/pffr/points/ledger/export.csv').expect(403);
    });

    it('filters by person, type and period with totals, exports CSV, and traces a transaction to its event, cause, correlation and actor', async () => {
      const [giver, owner] = await Promise.all([aUser(), aUser()]);
      const day = new Date(Date.UTC(2025, 8, 10, 2));
      const feedback = await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: giver.user.id, toUserId: owner.user.id }), day, giver.user.id);
      await appendGrowthEvent(app, aFeedForwardGiven({ fromUserId: giver.user.id, toUserId: owner.user.id }), new Date(day.getTime() + DAY), giver.user.id);
      await settled(giver.user.id, 2);

      const all = await ledger(`?userId=${giver.user.id}`);
      expect(all.totals).toEqual({ count: 2, earned: 25, spent: 0, withheld: 0, net: 25 });
      expect((await ledger(`?userId=${giver.user.id}&type=feed_forward`)).transactions.map((t) => t.points)).toEqual([15]);
      expect((await ledger(`?userId=${giver.user.id}&from=2025-09-10&to=2025-09-10`)).transactions.map((t) => t.transactionType)).toEqual(['feedback']);
      await hr.agent.get('/api/pffr/points/ledger?type=bribe').expect(400);
      await hr.agent.get('/api/pffr/points/ledger?from=yesterday').expect(400);

      const csv = await hr.agent.get(`/api/pffr/points/ledger/export.csv?userId=${giver.user.id}`).buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
      });
      expect(csv.status).toBe(200);
      const lines = (csv.body as string).split('\r\n');
      expect(lines[0].startsWith('\uFEFF日時,ユーザー,ユーザーID,種別,ポイント,取引後残高')).toBe(true);
      // Two reactors pay the praise and the cheer side by side: the balance after the cheer is 15
      // or 25 depending on which ran first; the rows' balances always end at 25.
      expect(lines.filter((l) => /フィードフォワード,15,(15|25),/.test(l))).toHaveLength(1);
      expect(lines.filter((l) => /(フィードバック,10|フィードフォワード,15),25,/.test(l))).toHaveLength(1);

      const award = all.transactions.find((t) => t.transactionType === 'feedback')!;
      const detail = (await hr.agent.get(`/api/pffr/points/ledger/${award.eventId}`).expect(200)).body;
      expect(detail.event).toMatchObject({ type: 'PointsEarned', streamId: `points-account-${giver.user.id}`, causationId: feedback.eventId, userId: null });
      expect(detail.event.data).toMatchObject({ kind: 'feedback', points: 10, causeEventId: feedback.eventId });
      expect(detail.cause).toMatchObject({ eventId: feedback.eventId, type: 'FeedbackGiven', userId: giver.user.id, correlationId: feedback.metadata.correlationId });
      expect(detail.transaction.correlationId).toBe(feedback.metadata.correlationId);
      await hr.agent.get('/api/pffr/points/ledger/00000000-0000-4000-8000-000000000000').expect(404);
      await hr.agent.get('/api/pffr/points/ledger/not-an-id').expect(404);
    });

    it('filters by team from the organisation’s membership', async () => {
      const [leader, outsider] = await Promise.all([aUser(), aUser()]);
      const teamId = (await leader.agent.post('/api/teams').set(leader.headers).send({ name: `ポイントチーム${seq}` }).expect(201)).body.id;
      const day = new Date(Date.UTC(2025, 9, 1, 2));
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: leader.user.id, toUserId: outsider.user.id }), day, leader.user.id);
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: outsider.user.id, toUserId: leader.user.id }), day, outsider.user.id);
      await settled(leader.user.id, 1);
      await settled(outsider.user.id, 1);
      const rows = await eventually(() => ledger(`?teamId=${teamId}`), (l) => l.transactions.length === 1);
      expect(rows.transactions.map((t) => t.userId)).toEqual([leader.user.id]);
    });
  });

  describe('the leaderboard', () => {
    // First in this describe on purpose: last week's MVPs are decided by the app's first leaderboard
    // read after last week ended, and no test before this one reads the leaderboard.
    it("records last week's MVPs once, as an event, on the first read after the week ended: the top three by points, equal scores sharing a rank", async () => {
      const [first, second, third, fourth, receiver] = await Promise.all([aUser(), aUser(), aUser(), aUser(), aUser()]);
      const timeZone = 'Asia/Tokyo';
      const lastWeek = previousPeriod('week', calendarDate(new Date(), timeZone));
      // Noon in Tokyo on last week's Tuesday, a minute apart: second reaches 10 before third does.
      const at = (minute: number) => new Date(`${lastWeek.start}T03:${String(minute).padStart(2, '0')}:00Z`);
      const lastTuesday = (minute: number) => new Date(at(minute).getTime() + DAY);
      await appendGrowthEvent(app, aFeedForwardGiven({ fromUserId: first.user.id, toUserId: receiver.user.id }), lastTuesday(1), first.user.id);
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: second.user.id, toUserId: receiver.user.id }), lastTuesday(2), second.user.id);
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: third.user.id, toUserId: receiver.user.id }), lastTuesday(3), third.user.id);
      // Fourth scores nothing last week: a stock phrase is withheld.
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: fourth.user.id, toUserId: receiver.user.id, message: 'ありがとうございます' }), lastTuesday(4), fourth.user.id);
      for (const who of [first, second, third, fourth]) await settled(who.user.id, 1);

      const read = async () => (await fourth.agent.get('/api/pffr/leaderboard?period=week&metric=points').expect(200)).body as { mvps: { periodKind: string; periodStart: string; awardType: string; rank: number; userId: string; score: number }[] };
      const { mvps } = await read();
      const byPoints = mvps.filter((m) => m.periodKind === 'week' && m.awardType === 'points');
      // Equal scores share a rank (second reached 10 first, which no longer puts them ahead).
      expect(byPoints.map((m) => [m.rank, m.userId, m.score])).toEqual([
        [1, first.user.id, 15],
        ...[second.user.id, third.user.id].sort().map((id) => [2, id, 10]),
      ]);
      expect(byPoints.every((m) => m.periodStart === lastWeek.start)).toBe(true);

      // One event on the period's own stream, by the reader whose visit closed it; later reads (and
      // points that arrive late for that week) change nothing.
      const store = app.get<EventStore>(EVENT_STORE);
      const closed = await store.readStream(mvpPeriodStream.streamId('week', lastWeek.start));
      expect(closed.map((e) => e.type)).toEqual(['MvpPeriodClosed']);
      expect(closed[0].metadata.userId).toBe(fourth.user.id);
      await appendGrowthEvent(app, aFeedForwardGiven({ fromUserId: fourth.user.id, toUserId: receiver.user.id }), lastTuesday(5), fourth.user.id);
      await settled(fourth.user.id, 2);
      const again = await read();
      expect(again.mvps.filter((m) => m.periodKind === 'week' && m.awardType === 'points').map((m) => m.userId)).toEqual([first.user.id, ...[second.user.id, third.user.id].sort()]);
      expect((await store.readStream(mvpPeriodStream.streamId('week', lastWeek.start))).length).toBe(1);
    });

    it('ranks this week by points with ties broken by who reached the score first, and by contribution', async () => {
      const [first, second, third, receiver] = await Promise.all([aUser(), aUser(), aUser(), aUser()]);
      const now = new Date();
      // second and third tie at 10; second reached it first.
      await appendGrowthEvent(app, aFeedForwardGiven({ fromUserId: first.user.id, toUserId: receiver.user.id }), now, first.user.id);
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: second.user.id, toUserId: receiver.user.id }), now, second.user.id);
      const cheer = aFeedForwardGiven({ fromUserId: third.user.id, toUserId: receiver.user.id, originalMessage: 'ありがとう！！！！！！！' });
      await appendGrowthEvent(app, aFeedbackGiven({ fromUserId: third.user.id, toUserId: receiver.user.id }), now, third.user.id);
      await appendGrowthEvent(app, cheer, now, third.user.id);
      await appendGrowthEvent(
        app,
        aFeedForwardThanked({ cycleId: cheer.data.cycleId, feedForwardId: cheer.data.feedForwardId, byUserId: receiver.user.id, fromUserId: third.user.id }),
        now,
        receiver.user.id,
      );
      await settled(third.user.id, 2);
      const mine = new Set([first, second, third, receiver].map((u) => u.user.id));
      const board = async (query: string) => {
        const body = (await third.agent.get(`/api/pffr/leaderboard?${query}`).expect(200)).body;
        return { ...body, entries: (body.entries as { userId: string; score: number }[]).filter((e) => mine.has(e.userId)) };
      };
      const byPoints = await eventually(() => board('period=week&metric=points'), (b) => b.entries.length === 3);
      expect(byPoints.entries.map((e: { userId: string; score: number }) => [e.userId, e.score])).toEqual([
        [first.user.id, 15],
        [second.user.id, 10],
        [third.user.id, 10],
      ]);
      expect(byPoints.me).toMatchObject({ userId: third.user.id, score: 10 });
      // Second and third share their rank, one below first's.
      const rankOf = (u: SignedInUser) => (byPoints.entries as { userId: string; rank: number }[]).find((e) => e.userId === u.user.id)!.rank;
      expect(rankOf(second)).toBe(rankOf(third));
      expect(rankOf(second)).toBeGreaterThan(rankOf(first));
      expect(byPoints.me.rank).toBe(rankOf(third));
      expect(byPoints.periodStart).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      const byContribution = await eventually(() => board('period=all&metric=contribution'), (b) => b.entries.length === 4);
      const score = (u: SignedInUser) => byContribution.entries.find((e: { userId: string }) => e.userId === u.user.id);
      // The receiver thanked one of the two cheers received: response rate 0.5, worth 5.
      expect(score(receiver)).toMatchObject({ score: 5, responseRate: 0.5 });
      // Praise with a badge and under 50 characters: quality 2; a cheer counts 2.
      expect(score(second)).toMatchObject({ score: 2, feedbackQualityScore: 2 });
      expect(score(first)).toMatchObject({ score: 2, feedForwardCount: 1 });
      // A cheer that is only a stock phrase counts for nothing.
      expect(score(third)).toMatchObject({ score: 2, feedForwardCount: 0 });
      // Three tie at 2: higher feedback quality first (second and third, 2 each, then by user id), then first (0).
      const tied = byContribution.entries.filter((e: { score: number }) => e.score === 2).map((e: { userId: string }) => e.userId);
      expect(tied).toEqual([...[second.user.id, third.user.id].sort(), first.user.id]);
      // The same order on every read.
      expect((await board('period=all&metric=contribution')).entries).toEqual(byContribution.entries);
      await third.agent.get('/api/pffr/leaderboard?period=year').expect(400);
    });
  });
});
