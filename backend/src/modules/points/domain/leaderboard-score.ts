import { FEED_FORWARD_WEIGHT, RESPONSE_RATE_WEIGHT } from './contribution.js';

// The score of a leaderboard row from its sums, as SQL expressions (pure text, run nowhere here):
// the projection computes it in its upsert, the ranking reads the response rate (decision 0087).

/** The sums a board row holds, as SQL expressions (a column, or the stored value plus the new one). */
export interface ScoreParts {
  readonly metric: string;
  readonly points: string;
  readonly reached: string;
  readonly feedbackQuality: string;
  readonly feedForwardCount: string;
  readonly received: string;
  readonly thanked: string;
}

/** 0..1: the share of cheers received that were answered with thanks (0 with none received). */
export const responseRateSql = (p: Pick<ScoreParts, 'received' | 'thanked'>) => `CASE WHEN ${p.received} > 0 THEN LEAST((${p.thanked})::float8 / (${p.received}), 1) ELSE 0 END`;

/**
 * The score of a `leaderboard_scores` row from its sums (docs/modules/points.md): by points, the
 * points earned in the period; by contribution, feedback quality + a weight per cheer + the
 * response rate's share of its weight.
 */
export const scoreSql = (p: ScoreParts) =>
  `(CASE WHEN ${p.metric} = 'points' THEN ${p.points} ELSE (${p.feedbackQuality}) + ${FEED_FORWARD_WEIGHT} * (${p.feedForwardCount}) + round(${RESPONSE_RATE_WEIGHT} * ${responseRateSql(p)}) END)::int`;

/**
 * What orders equal scores, ascending: by points, whoever reached the score first (the position of
 * the last award); by contribution, the higher feedback quality. Then the user id.
 */
export const tiebreakSql = (p: ScoreParts) => `(CASE WHEN ${p.metric} = 'points' THEN ${p.reached} ELSE -(${p.feedbackQuality}) END)::int8`;
