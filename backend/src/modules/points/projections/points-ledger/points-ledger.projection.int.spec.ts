import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { earned, purchased } from '../../domain/points-account.mother.js';
import { CreatePointsReadModels1765100000000 } from '../../migrations/1765100000000-create-points-read-models.js';
import { PointTransactionWithheldReason1767200000000 } from '../../migrations/1767200000000-point-transaction-withheld-reason.js';
import { LeaderboardScores1767640000000 } from '../../migrations/1767640000000-leaderboard-scores.js';
import { PointsLeaderboardProjection } from '../points-leaderboard/points-leaderboard.projection.js';
import { PointsLedgerProjection } from './points-ledger.projection.js';

const account = inStream('points-account-giver-1');
const team = inStream('team-team-1');
const cycle = inStream('growth-cycle-c1');

describe('PointsLedgerProjection and PointsLeaderboardProjection', () => {
  const h = projectionHarness([new PointsLedgerProjection(), new PointsLeaderboardProjection({ timeZone: 'Asia/Tokyo' })], [CreatePointsReadModels1765100000000, PointTransactionWithheldReason1767200000000, LeaderboardScores1767640000000]);

  const snapshot = async () => ({
    accounts: await h.rows('SELECT * FROM user_points ORDER BY user_id'),
    ledger: await h.rows('SELECT user_id, transaction_type, points, balance_after, description, stream_id, revision FROM point_transactions ORDER BY event_position'),
    items: await h.rows('SELECT user_id, customization_id, is_equipped FROM user_customizations ORDER BY customization_id'),
    teams: await h.rows('SELECT * FROM points_user_teams'),
    acts: await h.rows('SELECT user_id, act, quality FROM contribution_acts ORDER BY user_id, act'),
  });

  const history = given(
    team({ type: 'UserJoinedTeam', data: { teamId: 'team-1', userId: 'giver-1', isPrimaryTeam: true, isLeader: false } }),
    cycle({
      type: 'FeedbackGiven',
      data: { cycleId: 'c1', feedbackId: 'f1', fromUserId: 'giver-1', toUserId: 'receiver-1', message: 'ありがとう！', emotionBadges: [], experiencePoints: 5 },
    }),
    account(earned({ causeEventId: 'a' })),
    account(earned({ causeEventId: 'b', kind: 'feed_forward', points: 15 })),
    account({ type: 'PointsWithheld', data: { ...earned({ causeEventId: 'c' }).data, reason: 'pair_daily_cap' } }),
    account(purchased('accessory-star-hat', 20)),
    account({ type: 'ShopItemEquipped', data: { userId: 'giver-1', itemId: 'accessory-star-hat' } }),
  );

  it('keeps each account, its ledger with the balance after each transaction, items and teams; the same events twice give the same rows', async () => {
    const rows = await h.applyTwice(history, snapshot);
    expect(rows.accounts).toEqual([
      expect.objectContaining({
        user_id: 'giver-1',
        total_points: 25,
        available_points: 5,
        points_earned_feedback: 10,
        points_earned_feed_forward: 15,
        points_earned_goal_completion: 0,
        points_spent: 20,
      }),
    ]);
    expect(rows.ledger.map((r) => [r.transaction_type, r.points, r.balance_after])).toEqual([
      ['feedback', 10, 10],
      ['feed_forward', 15, 25],
      ['withheld', 0, 25],
      ['shop_purchase', -20, 5],
    ]);
    expect(rows.items).toEqual([{ user_id: 'giver-1', customization_id: 'accessory-star-hat', is_equipped: true }]);
    expect(rows.teams).toEqual([{ team_id: 'team-1', user_id: 'giver-1' }]);
    expect(rows.acts).toEqual([{ user_id: 'giver-1', act: 'feedback_given', quality: 0 }]);
  });

  it('gives the same rows applied in batches as one event at a time', async () => {
    await h.apply(history);
    const one = await snapshot();
    await h.truncate();
    await h.applyInBatches(history, 3);
    expect(await snapshot()).toEqual(one);
  });
});
