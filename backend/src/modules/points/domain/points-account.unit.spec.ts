import { deciderSpec } from '../../../test-support/decider-spec.js';
import { isOnlyStockPhrase } from './fair-play.js';
import { AwardPoints, CloseMvpPeriod, UnequipShopItem } from './points-account.commands.js';
import { mvpPeriodDecider, pointsAccountDecider } from './points-account.js';
import { GIVER, RECEIVER, aPurchase, anAward, anEquip, buyer, earned, purchased } from './points-account.mother.js';
import { shopItem } from './shop-catalogue.js';

const { given } = deciderSpec(pointsAccountDecider);
const item = (id: string) => shopItem(id)!;
/** `n` paid praises of the day, each to `to` (default: a different receiver each). */
const paid = (n: number, to?: string) => Array.from({ length: n }, (_, i) => earned({ causeEventId: `paid-${i}`, counterpartUserId: to ?? `r-${i}` }));

describe('points account decider', () => {
  describe('awards', () => {
    it('pays 10 for praise, 15 for a cheer, 50 for a completed cycle', () => {
      given().when(anAward()).then([earned()]);
      given().when(anAward({ kind: 'feed_forward' })).then([earned({ kind: 'feed_forward', points: 15 })]);
      given()
        .when(anAward({ kind: 'goal_completion', counterpartUserId: null, message: null }))
        .then([earned({ kind: 'goal_completion', points: 50, counterpartUserId: null })]);
    });

    it('decides a cause once: the same cause again (a reaction run again) records nothing', () => {
      given(earned()).when(anAward()).then([]);
      given({ type: 'PointsWithheld', data: { ...earned().data, reason: 'stock_phrase' } }).when(anAward()).then([]);
    });

    it('withholds self-dealing and stock phrases', () => {
      const { points: _p, ...common } = earned().data;
      given().when(anAward({ counterpartUserId: GIVER })).then([{ type: 'PointsWithheld', data: { ...common, counterpartUserId: GIVER, reason: 'self_dealing' } }]);
      given().when(anAward({ message: 'お疲れ様です！ありがとうございます！' })).then([{ type: 'PointsWithheld', data: { ...common, reason: 'stock_phrase' } }]);
    });

    describe('a completed cycle', () => {
      const cycle = (startedAt: string | null, giftsReceived: number | null) => ({ startedAt, completedAt: '2026-05-11T03:00:00.000Z', giftsReceived });
      const completion = (over: Partial<AwardPoints['data']> = {}) =>
        anAward({ kind: 'goal_completion', counterpartUserId: null, message: null, relatedEntityId: 'cycle-1', cycle: cycle('2026-05-04T03:00:00.000Z', 1), ...over });
      const { points: _p, ...common } = earned({ kind: 'goal_completion', counterpartUserId: null, relatedEntityId: 'cycle-1' }).data;
      const withheld = (reason: string) => [{ type: 'PointsWithheld', data: { ...common, reason } }] as never;

      it('pays 50 for a cycle that ran 7 days and received a praise or cheer', () => {
        given().when(completion()).then([earned({ kind: 'goal_completion', points: 50, counterpartUserId: null, relatedEntityId: 'cycle-1' })]);
      });

      it('withholds a cycle that ran less than 7 days, and one nobody praised or cheered', () => {
        given().when(completion({ cycle: cycle('2026-05-04T03:00:00.001Z', 3) })).then(withheld('cycle_too_short'));
        given().when(completion({ cycle: cycle('2026-05-01T03:00:00.000Z', 0) })).then(withheld('no_gifts_received'));
      });

      it('pays one completion a day', () => {
        const paidCompletion = earned({ kind: 'goal_completion', points: 50, counterpartUserId: null, causeEventId: 'other', relatedEntityId: 'cycle-0' });
        given(paidCompletion).when(completion()).then(withheld('completion_daily_cap'));
        given(paidCompletion).when(completion({ day: '2026-05-12' })).then([earned({ kind: 'goal_completion', points: 50, counterpartUserId: null, relatedEntityId: 'cycle-1', day: '2026-05-12' })]);
      });

      it('pays a cycle whose start and gifts were not recorded (completed from a v1 history) by the daily cap alone', () => {
        given().when(completion({ cycle: cycle(null, null) })).then([earned({ kind: 'goal_completion', points: 50, counterpartUserId: null, relatedEntityId: 'cycle-1' })]);
      });
    });

    it('pays at most 5 a day per giver and 2 a day per pair; the next day starts again; completions have their own cap', () => {
      const { points: _p, ...common } = earned().data;
      given(...paid(5)).when(anAward()).then([{ type: 'PointsWithheld', data: { ...common, reason: 'giver_daily_cap' } }]);
      given(...paid(2, RECEIVER)).when(anAward()).then([{ type: 'PointsWithheld', data: { ...common, reason: 'pair_daily_cap' } }]);
      given(...paid(5)).when(anAward({ day: '2026-05-12' })).then([earned({ day: '2026-05-12' })]);
      given(...paid(5))
        .when(anAward({ kind: 'goal_completion', counterpartUserId: null, message: null }))
        .then([earned({ kind: 'goal_completion', points: 50, counterpartUserId: null })]);
    });
  });

  describe('the shop', () => {
    it('buys within the balance, refuses above it, refuses an item owned', () => {
      given(earned({ causeEventId: 'a' }), earned({ causeEventId: 'b' }), earned({ causeEventId: 'c' }))
        .when(aPurchase('accessory-star-hat'), item('accessory-star-hat'))
        .then([purchased('accessory-star-hat', 30)]);
      given(earned())
        .when(aPurchase('accessory-star-hat'), item('accessory-star-hat'))
        .thenFails('POINTS.INSUFFICIENT', { kind: 'conflict', message: '利用可能 10 ポイント、必要 30 ポイント' });
      given(...paid(5), purchased('accessory-star-hat', 30))
        .when(aPurchase('accessory-star-hat', 'another'), item('accessory-star-hat'))
        .thenFails('POINTS.ITEM_ALREADY_OWNED');
    });

    it('counts spends against the balance: a second purchase must fit what is left', () => {
      given(...paid(5), purchased('accessory-star-hat', 30))
        .when(aPurchase('accessory-ribbon'), item('accessory-ribbon'))
        .thenFails('POINTS.INSUFFICIENT', { message: '利用可能 20 ポイント' });
    });

    it('equips one item per type, replacing the one worn; refuses an item not owned; unequips', () => {
      const owned = [...paid(5), purchased('accessory-star-hat', 30), purchased('accessory-ribbon', 0)];
      given(...owned).when(anEquip('accessory-star-hat'), item('accessory-star-hat')).then([{ type: 'ShopItemEquipped', data: { userId: GIVER, itemId: 'accessory-star-hat' } }]);
      given(...owned, { type: 'ShopItemEquipped', data: { userId: GIVER, itemId: 'accessory-star-hat' } })
        .when(anEquip('accessory-ribbon'), item('accessory-ribbon'))
        .then([
          { type: 'ShopItemUnequipped', data: { userId: GIVER, itemId: 'accessory-star-hat' } },
          { type: 'ShopItemEquipped', data: { userId: GIVER, itemId: 'accessory-ribbon' } },
        ]);
      given(...owned).when(anEquip('frame-gold'), item('frame-gold')).thenFails('POINTS.ITEM_NOT_OWNED');
      given(...owned).when(new UnequipShopItem({ itemId: 'accessory-star-hat' }, buyer)).then([]);
    });
  });

  describe('MVP periods', () => {
    const close = new CloseMvpPeriod({ periodKind: 'week', periodStart: '2026-05-04', periodEnd: '2026-05-11' });
    const top = [
      { awardType: 'points' as const, userId: 'u1', score: 40 },
      { awardType: 'points' as const, userId: 'u2', score: 0 },
      { awardType: 'contribution' as const, userId: 'u3', score: 7 },
    ];
    const mvp = deciderSpec(mvpPeriodDecider);

    it('records the ranked MVPs with a score once the period is over, and nothing when it is closed already', () => {
      const closed = {
        type: 'MvpPeriodClosed' as const,
        data: {
          ...close.data,
          awards: [
            { awardType: 'points' as const, rank: 1, userId: 'u1', score: 40 },
            { awardType: 'contribution' as const, rank: 1, userId: 'u3', score: 7 },
          ],
        },
      };
      mvp.given().when(close, { today: '2026-05-11', top }).then([closed]);
      mvp.given(closed).when(close, { today: '2026-05-20', top }).then([]);
      mvp.given().when(close, { today: '2026-05-10', top }).thenFails('POINTS.PERIOD_NOT_FINISHED');
    });

    it('gives equal scores one rank (1, 2, 2, 4) and keeps everyone tied at the last rank', () => {
      const row = (userId: string, score: number) => ({ awardType: 'points' as const, userId, score });
      const award = (rank: number, userId: string, score: number) => ({ awardType: 'points' as const, rank, userId, score });
      const shared = { today: '2026-05-11', top: [row('a', 30), row('b', 20), row('c', 20), row('d', 10)] };
      mvp.given().when(close, shared).then([{ type: 'MvpPeriodClosed', data: { ...close.data, awards: [award(1, 'a', 30), award(2, 'b', 20), award(2, 'c', 20)] } }]);
      const tiedLast = { today: '2026-05-11', top: [row('a', 30), row('b', 20), row('c', 10), row('d', 10)] };
      mvp.given().when(close, tiedLast).then([{ type: 'MvpPeriodClosed', data: { ...close.data, awards: [award(1, 'a', 30), award(2, 'b', 20), award(3, 'c', 10), award(3, 'd', 10)] } }]);
    });
  });
});

describe('stock phrases', () => {
  it.each(['ありがとうございます', 'ありがとう！ありがとう！！', 'お疲れ様です。よろしくお願いします。', 'Good job!!!!!!!', 'ーーーーーーーーーー', '👍👍👍👍👍👍👍👍👍👍'])('%s is only a stock phrase', (message) => {
    expect(isOnlyStockPhrase(message)).toBe(true);
  });
  it.each(['ありがとうございます。資料の図が分かりやすかったです', '会議の進行がスムーズでした', 'Thanks for the clear demo of the release plan'])('%s says something of its own', (message) => {
    expect(isOnlyStockPhrase(message)).toBe(false);
  });
});
