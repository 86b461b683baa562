import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../../../platform/database/prepared-query.js';
import { responseRateSql } from '../../domain/leaderboard-score.js';
import type { PeriodKey } from '../../domain/periods.js';

export const LEADERBOARD_METRICS = ['points', 'contribution'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export interface RankedRow {
  user_id: string;
  /** 1 + how many score more: equal scores share a rank (1, 2, 2, 4). */
  rank: number;
  /** The row's place in the shown order (ties in the order of the tie-break); `me` outside the top comes after it. */
  place: number;
  score: number;
  feedback_quality_score: number;
  feed_forward_count: number;
  response_rate: number;
}

/** One MVP award of a closed period, as the leaderboard shows it. */
export interface MvpRow {
  period_kind: string;
  period_start: string;
  period_end: string;
  award_type: string;
  rank: number;
  user_id: string;
  score: number;
}

/** The first days of the closed week and month whose MVPs a leaderboard read shows (null: none). */
export interface MvpPeriods {
  week: string | null;
  month: string | null;
}

/**
 * The ranking as SQL on the leaderboard read model: the top `limit` of one board, read in the order
 * of the `leaderboard_scores_rank_idx` index, and the row of `me` wherever it ranks. Equal scores
 * share a rank (1, 2, 2, 4: the rank counts the higher scores); the tie-break only orders the rows
 * that share one. Only scores above 0 rank. The cost is the answer's: `limit` rows, plus the rows
 * ahead of `me` when `me` ranks below them. The same statement answers the MVP awards of the closed
 * week and month of `mvps` (`row_kind` 'mvp', after the entries), so a read is one round trip.
 *
 * `limit` is written into the text (a whole number, checked here), one statement per limit: with
 * `LIMIT $n` PostgreSQL's generic plan has to assume a tenth of the board, costs more than a plan
 * for the actual values, and so the statement is planned again on every execution (about a
 * millisecond, more than running it). With the literal the generic plan wins after five runs
 * (decision 0100).
 */
export function leaderboardStatement(metric: LeaderboardMetric, period: PeriodKey, limit: number, me: string | null, mvps: MvpPeriods = { week: null, month: null }) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`leaderboard limit must be a whole number above 0, got ${limit}`);
  const params: unknown[] = [metric, period.kind, period.start, me, mvps.week, mvps.month];
  const board = `metric = $1 AND period_kind = $2 AND period_start = $3 AND score > 0`;
  const columns = `user_id, score, tiebreak, feedback_quality AS feedback_quality_score, feed_forward_count, ${responseRateSql({ received: 'received', thanked: 'thanked' })} AS response_rate`;
  const sql = `
    WITH top AS (
      SELECT ${columns} FROM leaderboard_scores WHERE ${board} ORDER BY score DESC, tiebreak, user_id LIMIT ${limit}),
    mine AS (
      SELECT ${columns} FROM leaderboard_scores WHERE ${board} AND user_id = $4 AND NOT EXISTS (SELECT 1 FROM top WHERE top.user_id = $4))
    SELECT 'entry' AS row_kind, user_id, rank() OVER (ORDER BY score DESC)::int AS rank, row_number() OVER (ORDER BY score DESC, tiebreak, user_id)::int AS place,
           score, feedback_quality_score, feed_forward_count, response_rate,
           NULL AS period_kind, NULL AS period_start, NULL AS period_end, NULL AS award_type FROM top
    UNION ALL
    SELECT 'entry', user_id,
           1 + (SELECT count(*) FROM leaderboard_scores s
                 WHERE s.metric = $1 AND s.period_kind = $2 AND s.period_start = $3 AND s.score > mine.score)::int,
           ${limit + 1}, score, feedback_quality_score, feed_forward_count, response_rate, NULL, NULL, NULL, NULL FROM mine
    UNION ALL
    SELECT 'mvp', user_id, rank, NULL, score, NULL, NULL, NULL,
           period_kind, to_char(period_start, 'YYYY-MM-DD'), to_char(period_end, 'YYYY-MM-DD'), award_type
      FROM mvp_awards WHERE (period_kind = 'week' AND period_start = $5::date) OR (period_kind = 'month' AND period_start = $6::date)
    ORDER BY row_kind, place, period_kind DESC, award_type DESC, rank, user_id`;
  return { sql, params, name: `points_leaderboard_rank_${limit}` };
}

type BoardRow = RankedRow & Omit<MvpRow, 'rank' | 'user_id' | 'score'> & { row_kind: 'entry' | 'mvp' };

/**
 * One board and the MVPs of the closed periods `mvps`, in one round trip of a named prepared
 * statement (one text per limit for every board: planned once per connection).
 */
export async function rankWithMvps(manager: EntityManager, metric: LeaderboardMetric, period: PeriodKey, limit: number, me: string | null, mvps: MvpPeriods): Promise<{ entries: RankedRow[]; mvps: MvpRow[] }> {
  const { sql, params, name } = leaderboardStatement(metric, period, limit, me, mvps);
  const rows = await preparedQuery<BoardRow>(manager, name, sql, params);
  const entries: RankedRow[] = [];
  const awards: MvpRow[] = [];
  for (const { row_kind, user_id, rank, place, score, feedback_quality_score, feed_forward_count, response_rate, period_kind, period_start, period_end, award_type } of rows) {
    if (row_kind === 'entry') entries.push({ user_id, rank, place, score, feedback_quality_score, feed_forward_count, response_rate });
    else awards.push({ period_kind, period_start, period_end, award_type, rank, user_id, score });
  }
  return { entries, mvps: awards };
}

/** The ranking alone (no MVPs): the same statement as every leaderboard read. */
export async function rank(manager: EntityManager, metric: LeaderboardMetric, period: PeriodKey, limit: number, me: string | null): Promise<RankedRow[]> {
  return (await rankWithMvps(manager, metric, period, limit, me, { week: null, month: null })).entries;
}

/**
 * Everyone whose shared rank is within the first `ranks` of one board (the MVPs: a tie at the last
 * rank keeps every tied person), in the board's order. Read once when a period is closed.
 */
export function standingsWithin(manager: EntityManager, metric: LeaderboardMetric, period: PeriodKey, ranks: number): Promise<Pick<RankedRow, 'user_id' | 'score'>[]> {
  return preparedQuery<Pick<RankedRow, 'user_id' | 'score'>>(
    manager,
    'points_mvp_standings',
    `SELECT user_id, score FROM (
       SELECT user_id, score, tiebreak, rank() OVER (ORDER BY score DESC) AS rank
         FROM leaderboard_scores WHERE metric = $1 AND period_kind = $2 AND period_start = $3 AND score > 0) ranked
      WHERE rank <= $4 ORDER BY score DESC, tiebreak, user_id`,
    [metric, period.kind, period.start, ranks],
  );
}
