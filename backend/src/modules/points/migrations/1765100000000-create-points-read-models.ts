import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/**
 * Read models of the points module: the accounts, the ledger and owned items
 * (`PointsLedgerProjection`), the contribution acts and MVP awards (`PointsLeaderboardProjection`).
 * Names follow spec part 2 §3 where it has them (user points, point transaction, user
 * customization, MVP award). Ids of other contexts are text.
 */
export class CreatePointsReadModels1765100000000 extends SchemaMigration {
  name = 'CreatePointsReadModels1765100000000';
  protected readonly tables = [
    table('user_points', {
      user_id: t.id, total_points: t.integer, available_points: t.integer, points_earned_feedback: t.integer,
      points_earned_feed_forward: t.integer, points_earned_goal_completion: t.integer, points_spent: t.integer, updated_at: t.timestamptz,
    }),
    table('point_transactions', {
      event_id: 'uuid PRIMARY KEY', event_position: t.bigint, user_id: t.text, transaction_type: t.text, points: t.integer,
      balance_after: t.integer, related_entity_id: orNull.text, counterpart_user_id: orNull.text, description: t.text,
      occurred_at: t.timestamptz, correlation_id: t.text, causation_id: orNull.text, acted_by: orNull.text, stream_id: t.text,
      revision: t.integer,
    }, { indexes: [{ on: 'user_id, event_position' }, { on: 'occurred_at', as: 'time' }] }),
    table(
      'user_customizations',
      { user_id: t.text, customization_id: t.text, is_equipped: t.boolean, purchased_at: t.timestamptz },
      { primaryKey: 'user_id, customization_id' },
    ),
    table('points_user_teams', { user_id: t.text, team_id: t.text }, { primaryKey: 'team_id, user_id' }),
    table(
      'contribution_acts',
      { event_id: 'uuid NOT NULL', user_id: t.text, act: t.text, quality: t.integer, occurred_at: t.timestamptz },
      { primaryKey: 'event_id, act', indexes: [{ on: 'occurred_at', as: 'time' }] },
    ),
    table('mvp_awards', {
      period_kind: t.text, period_start: t.date, period_end: t.date, award_type: t.text, rank: t.integer, user_id: t.text, score: t.integer,
      awarded_at: t.timestamptz,
    }, { primaryKey: 'period_kind, period_start, award_type, rank' }),
  ];
}
