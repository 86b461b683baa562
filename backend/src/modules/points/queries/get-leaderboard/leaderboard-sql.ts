import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../../../platform/database/prepared-query.js';
import { responseRateSql } from '../../domain/leaderboard-score.js';
import type { PeriodKey } from '../../domain/periods.js';

export const LEADERBOARD_METRICS = ['points', 'contribution'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export interface RankedRow {
  user_id: string;
  rank: number;
  score: number;
  feedback_quality_score: number;
  feed_forward_count: number;
  response_rate: number;
}

/**
 * The ranking as SQL on the leaderboard read model (the bench's real endpoint runs it): the top
 * `limit` of one board, read in the order of the `leaderboard_scores_rank_idx` index, and the row of
 * `me` wherever it ranks (its rank counts the rows ahead of it on the same index). Only scores
 * above 0 rank. The cost is the answer's: `limit` rows, plus the rows ahead of `me` when `me`
 * ranks below them.
 */
export function leaderboardStatement(metric: LeaderboardMetric, period: PeriodKey, limit: number, me: string | null) {
  const params: unknown[] = [metric, period.kind, period.start, limit, me];
  const board = `metric = $1 AND period_kind = $2 AND period_start = $3 AND score > 0`;
  const columns = `user_id, score, tiebreak, feedback_quality AS feedback_quality_score, feed_forward_count, ${responseRateSql({ received: 'received', thanked: 'thanked' })} AS response_rate`;
  const sql = `
    WITH top AS (
      SELECT ${columns} FROM leaderboard_scores WHERE ${board} ORDER BY score DESC, tiebreak, user_id LIMIT $4),
    mine AS (
      SELECT ${columns} FROM leaderboard_scores WHERE ${board} AND user_id = $5 AND NOT EXISTS (SELECT 1 FROM top WHERE top.user_id = $5))
    SELECT user_id, row_number() OVER (ORDER BY score DESC, tiebreak, user_id)::int AS rank, score, feedback_quality_score, feed_forward_count, response_rate FROM top
    UNION ALL
    SELECT user_id,
           1 + (SELECT count(*) FROM leaderboard_scores s
                 WHERE s.metric = $1 AND s.period_kind = $2 AND s.period_start = $3 AND s.score > 0
                   AND (s.score > mine.score OR (s.score = mine.score AND (s.tiebreak, s.user_id) < (mine.tiebreak, mine.user_id))))::int,
           score, feedback_quality_score, feed_forward_count, response_rate FROM mine
    ORDER BY rank`;
  return { sql, params };
}

/** Runs the ranking as a named prepared statement (one text for every board: planned once per connection). */
export function rank(manager: EntityManager, metric: LeaderboardMetric, period: PeriodKey, limit: number, me: string | null): Promise<RankedRow[]> {
  const { sql, params } = leaderboardStatement(metric, period, limit, me);
  return preparedQuery<RankedRow>(manager, 'points_leaderboard_rank', sql, params);
}
