import type { EntityManager } from 'typeorm';
import { FEED_FORWARD_WEIGHT, RESPONSE_RATE_WEIGHT } from '../../domain/contribution.js';
import type { PeriodRange } from '../../domain/periods.js';

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

/** The period bounds as instants: the calendar days in the deployment's time zone. */
function bounds(range: PeriodRange, column: string, params: unknown[], timeZone: string): string {
  if (!range.start || !range.end) return '';
  const p = (value: unknown) => `$${params.push(value)}`;
  const tz = p(timeZone);
  return `AND ${column} >= (${p(range.start)}::date::timestamp AT TIME ZONE ${tz}) AND ${column} < (${p(range.end)}::date::timestamp AT TIME ZONE ${tz})`;
}

/**
 * The ranking as SQL (the bench's bare handler runs this very statement): the top `limit` and the
 * row of `me` wherever it ranks. Ties go the same way every time: by points, whoever reached the
 * score first (the earlier last award), then the user id; by contribution, the higher feedback
 * quality, then the user id.
 */
export function leaderboardStatement(metric: LeaderboardMetric, range: PeriodRange, limit: number, me: string | null, timeZone: string) {
  const params: unknown[] = [];
  if (metric === 'points') {
    const period = bounds(range, 'occurred_at', params, timeZone);
    const sql = `
      WITH scores AS (
        SELECT user_id, sum(points)::int AS score, max(event_position) AS reached
          FROM point_transactions WHERE points > 0 ${period} GROUP BY user_id),
      ranked AS (
        SELECT user_id, score, row_number() OVER (ORDER BY score DESC, reached ASC, user_id ASC)::int AS rank FROM scores)
      SELECT user_id, rank, score, 0 AS feedback_quality_score, 0 AS feed_forward_count, 0 AS response_rate
        FROM ranked WHERE rank <= $${params.push(limit)} OR user_id = $${params.push(me)} ORDER BY rank`;
    return { sql, params };
  }
  const period = bounds(range, 'occurred_at', params, timeZone);
  const sql = `
    WITH parts AS (
      SELECT user_id,
             COALESCE(sum(quality) FILTER (WHERE act = 'feedback_given'), 0)::int AS fq,
             count(*) FILTER (WHERE act = 'feed_forward_given' AND quality > 0)::int AS ffc,
             count(*) FILTER (WHERE act = 'feed_forward_received')::int AS received,
             count(*) FILTER (WHERE act = 'feed_forward_thanked')::int AS thanked
        FROM contribution_acts WHERE true ${period} GROUP BY user_id),
    scored AS (
      SELECT user_id, fq, ffc, CASE WHEN received > 0 THEN LEAST(thanked::float8 / received, 1) ELSE 0 END AS rate FROM parts),
    ranked AS (
      SELECT user_id, fq, ffc, rate, (fq + ${FEED_FORWARD_WEIGHT} * ffc + round(${RESPONSE_RATE_WEIGHT} * rate))::int AS score FROM scored),
    numbered AS (
      SELECT *, row_number() OVER (ORDER BY score DESC, fq DESC, user_id ASC)::int AS rank FROM ranked WHERE score > 0)
    SELECT user_id, rank, score, fq AS feedback_quality_score, ffc AS feed_forward_count, rate AS response_rate
      FROM numbered WHERE rank <= $${params.push(limit)} OR user_id = $${params.push(me)} ORDER BY rank`;
  return { sql, params };
}

export async function rank(manager: EntityManager, metric: LeaderboardMetric, range: PeriodRange, limit: number, me: string | null, timeZone: string): Promise<RankedRow[]> {
  const { sql, params } = leaderboardStatement(metric, range, limit, me, timeZone);
  return (await manager.query(sql, params)) as RankedRow[];
}
