import { SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * The leaderboard as a read model (docs/decisions/0087): one row per metric, period (`week` and
 * `month` keyed by their first day in the deployment's time zone, `all` by '') and user, holding
 * the running sums the score is made of, the score and the tie-break; the index answers the top
 * of a board in its order. `leaderboard_sources` is the last revision of each stream the board has
 * counted (applying an event again adds nothing). Filled by `PointsLeaderboardProjection`: a
 * rebuild of that projection fills it from the log.
 */
export class LeaderboardScores1767640000000 extends SchemaMigration {
  name = 'LeaderboardScores1767640000000';
  protected readonly tables = [
    table(
      'leaderboard_scores',
      {
        metric: t.text, period_kind: t.text, period_start: t.text, user_id: t.text, score: t.integer, tiebreak: t.bigint,
        points: t.integer, reached: t.bigint, feedback_quality: t.integer, feed_forward_count: t.integer, received: t.integer, thanked: t.integer,
      },
      { primaryKey: 'metric, period_kind, period_start, user_id', indexes: [{ on: 'metric, period_kind, period_start, score DESC, tiebreak, user_id', as: 'rank' }] },
    ),
    table('leaderboard_sources', { stream_id: t.id, revision: t.integer }),
  ];
}
