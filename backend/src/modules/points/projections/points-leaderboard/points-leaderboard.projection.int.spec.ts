import { FEED_FORWARD_WEIGHT, RESPONSE_RATE_WEIGHT } from '../../domain/contribution.js';
import { given, inStream, projectionHarness, type StreamEvent } from '../../../../platform/projections/test-support/projection-harness.js';
import type { RecordedEvent } from '../../../../platform/event-store/event.js';
import { seededRandom } from '../../../culture-simulation/domain/stats.js';
import { earned } from '../../domain/points-account.mother.js';
import { periodKey, periodContaining, type LeaderboardPeriod } from '../../domain/periods.js';
import { CreatePointsReadModels1765100000000 } from '../../migrations/1765100000000-create-points-read-models.js';
import { PointTransactionWithheldReason1767200000000 } from '../../migrations/1767200000000-point-transaction-withheld-reason.js';
import { LeaderboardScores1767640000000 } from '../../migrations/1767640000000-leaderboard-scores.js';
import { rank, type LeaderboardMetric } from '../../queries/get-leaderboard/leaderboard-sql.js';
import { aFeedbackGiven, aFeedForwardGiven, aFeedForwardThanked } from '../../test-support/growth-cycle-events.js';
import { PointsLedgerProjection } from '../points-ledger/points-ledger.projection.js';
import { PointsLeaderboardProjection } from './points-leaderboard.projection.js';

const TIME_ZONE = 'Asia/Tokyo';

/**
 * The oracle: the ranking as it was computed before the read model, by aggregating the period's
 * raw ledger transactions and contribution acts on every read (bounds are the calendar days in
 * the time zone). The read model must answer the same rows: equal scores share a rank (1 + how
 * many score more), the place is the row's position in the tie-break order (`me` below the top
 * comes last, at limit + 1).
 */
function aggregateStatement(metric: LeaderboardMetric, period: LeaderboardPeriod, day: string, limit: number, me: string | null) {
  const range = periodContaining(period, day);
  const params: unknown[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const within = range.start ? `AND occurred_at >= (${p(range.start)}::date::timestamp AT TIME ZONE ${p(TIME_ZONE)}) AND occurred_at < (${p(range.end)}::date::timestamp AT TIME ZONE $2)` : '';
  if (metric === 'points') {
    return {
      sql: `WITH scores AS (SELECT user_id, sum(points)::int AS score, max(event_position) AS reached FROM point_transactions WHERE points > 0 ${within} GROUP BY user_id),
            ranked AS (SELECT user_id, score, rank() OVER (ORDER BY score DESC)::int AS rank, row_number() OVER (ORDER BY score DESC, reached ASC, user_id ASC)::int AS place FROM scores)
            SELECT user_id, rank, LEAST(place, ${p(limit)} + 1) AS place, score, 0 AS feedback_quality_score, 0 AS feed_forward_count, 0 AS response_rate
              FROM ranked WHERE place <= ${p(limit)} OR user_id = ${p(me)} ORDER BY place`,
      params,
    };
  }
  return {
    sql: `WITH parts AS (
            SELECT user_id, COALESCE(sum(quality) FILTER (WHERE act = 'feedback_given'), 0)::int AS fq,
                   count(*) FILTER (WHERE act = 'feed_forward_given' AND quality > 0)::int AS ffc,
                   count(*) FILTER (WHERE act = 'feed_forward_received')::int AS received,
                   count(*) FILTER (WHERE act = 'feed_forward_thanked')::int AS thanked
              FROM contribution_acts WHERE true ${within} GROUP BY user_id),
          scored AS (SELECT user_id, fq, ffc, CASE WHEN received > 0 THEN LEAST(thanked::float8 / received, 1) ELSE 0 END AS rate FROM parts),
          ranked AS (SELECT user_id, fq, ffc, rate, (fq + ${FEED_FORWARD_WEIGHT} * ffc + round(${RESPONSE_RATE_WEIGHT} * rate))::int AS score FROM scored),
          numbered AS (SELECT *, rank() OVER (ORDER BY score DESC)::int AS rank, row_number() OVER (ORDER BY score DESC, fq DESC, user_id ASC)::int AS place FROM ranked WHERE score > 0)
          SELECT user_id, rank, LEAST(place, ${p(limit)} + 1) AS place, score, fq AS feedback_quality_score, ffc AS feed_forward_count, rate AS response_rate
            FROM numbered WHERE place <= ${p(limit)} OR user_id = ${p(me)} ORDER BY place`,
    params,
  };
}

/** A random history of `count` awards, praise, cheers and thanks among a few users over about ten weeks, at any hour. */
function randomHistory(seed: number, count: number): RecordedEvent[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const users = Array.from({ length: 9 }, (_, i) => `user-${i + 1}`);
  const cheers: { cycleId: string; feedForwardId: string; from: string; to: string }[] = [];
  const events: StreamEvent[] = [];
  for (let i = 0; i < count; i++) {
    const [from, to] = [pick(users), pick(users)];
    const cycle = inStream(`growth-cycle-c${Math.floor(random() * 6)}`);
    const roll = random();
    if (roll < 0.4) {
      events.push(inStream(`points-account-${from}`)(earned({ userId: from, points: pick([5, 10, 15]), causeEventId: `cause-${i}` })));
    } else if (roll < 0.65) {
      const message = pick(['ありがとうございます', 'いつも助かっています。', '会議の進め方がとても分かりやすく、皆が発言しやすい雰囲気でした。資料の準備も丁寧で本当に助かりました。']);
      events.push(cycle(aFeedbackGiven({ fromUserId: from, toUserId: to, message, emotionBadges: random() < 0.5 ? ['helpful'] : [] })));
    } else if (roll < 0.9 || cheers.length === 0) {
      const cheer = aFeedForwardGiven({ fromUserId: from, toUserId: to, originalMessage: pick(['頑張って', '次は数字の根拠を最初に示すともっと伝わると思います。']) });
      cheers.push({ cycleId: cheer.data.cycleId, feedForwardId: cheer.data.feedForwardId, from, to });
      events.push(cycle(cheer));
    } else {
      const cheer = pick(cheers);
      events.push(cycle(aFeedForwardThanked({ cycleId: cheer.cycleId, feedForwardId: cheer.feedForwardId, byUserId: cheer.to, fromUserId: cheer.from })));
    }
  }
  // Any minute of about ten weeks from Thursday 2026-05-07, so that weeks, months and Tokyo's midnight are crossed.
  const from = Date.parse('2026-05-07T00:00:00Z');
  return given(...events).events.map((event) => ({
    ...event,
    metadata: { ...event.metadata, occurredAt: new Date(from + Math.floor(random() * 70 * 24 * 60) * 60_000).toISOString() },
  }));
}

describe('PointsLeaderboardProjection: the leaderboard read model', () => {
  const ledger = new PointsLedgerProjection();
  const h = projectionHarness(
    [ledger, new PointsLeaderboardProjection({ timeZone: TIME_ZONE })],
    [CreatePointsReadModels1765100000000, PointTransactionWithheldReason1767200000000, LeaderboardScores1767640000000],
  );

  /** Every board the history touches (each week and month of a day, all time), read from the model and aggregated from the raw rows. */
  async function compareBoards(history: readonly RecordedEvent[]) {
    const days = [...new Set(history.map((e) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(e.metadata.occurredAt))))];
    let compared = 0;
    for (const metric of ['points', 'contribution'] as const) {
      for (const period of ['week', 'month', 'all'] as const) {
        for (const day of new Set(days.map((d) => periodContaining(period, d).start ?? d))) {
          const oracle = aggregateStatement(metric, period, day, 100, null);
          const expected = await h.rows(oracle.sql, oracle.params);
          const actual = await rank(h.dataSource.manager, metric, periodKey(period, day), 100, null);
          expect(actual).toEqual(expected);
          // A user ranked below the top 3 is found with the same rank.
          if (expected.length > 4) {
            const me = expected[expected.length - 1].user_id as string;
            const top = aggregateStatement(metric, period, day, 3, me);
            expect(await rank(h.dataSource.manager, metric, periodKey(period, day), 3, me)).toEqual(await h.rows(top.sql, top.params));
          }
          compared += expected.length;
        }
      }
    }
    return compared;
  }

  // Three histories of 300 events, each compared board by board: about 30 s on a shared machine.
  it('equals an aggregate over the raw transactions and acts for random histories, applied in random batches and applied again', async () => {
    for (const seed of [1, 2, 3]) {
      await h.truncate();
      const history = randomHistory(seed, 300);
      const random = seededRandom(seed + 100);
      for (let i = 0; i < history.length; ) {
        const size = 1 + Math.floor(random() * 40);
        await h.applyInBatches(history.slice(i, i + size), size);
        i += size;
      }
      expect(await compareBoards(history)).toBeGreaterThan(100);
      const first = await h.rows('SELECT * FROM leaderboard_scores ORDER BY metric, period_kind, period_start, user_id');
      // A redelivery of the whole history (a crash before the checkpoint) counts nothing twice.
      await h.applyInBatches(history, 50);
      await h.apply(history.slice(0, 20));
      expect(await h.rows('SELECT * FROM leaderboard_scores ORDER BY metric, period_kind, period_start, user_id')).toEqual(first);
    }
  }, 120_000);

  it('keys a board by the first day of its period in the time zone: a point at 23:30 on Sunday in Tokyo counts in that week, one at 00:30 on Monday in the next', async () => {
    const [sunday, monday] = given(
      inStream('points-account-late')(earned({ userId: 'late', points: 10 })),
      inStream('points-account-early')(earned({ userId: 'early', points: 15 })),
    ).events;
    await h.apply([
      { ...sunday, metadata: { ...sunday.metadata, occurredAt: '2026-05-10T14:30:00Z' } },
      { ...monday, metadata: { ...monday.metadata, occurredAt: '2026-05-10T15:30:00Z' } },
    ]);
    const board = async (period: LeaderboardPeriod, day: string) => (await rank(h.dataSource.manager, 'points', periodKey(period, day), 50, null)).map((r) => [r.user_id, r.score]);
    expect(await board('week', '2026-05-10')).toEqual([['late', 10]]);
    expect(await board('week', '2026-05-11')).toEqual([['early', 15]]);
    expect(await board('month', '2026-05-11')).toEqual([['early', 15], ['late', 10]]);
    expect(await h.rows(`SELECT DISTINCT period_start FROM leaderboard_scores WHERE period_kind = 'week' ORDER BY 1`)).toEqual([{ period_start: '2026-05-04' }, { period_start: '2026-05-11' }]);
  });
});
