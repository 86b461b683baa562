import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models of the points module: the accounts, the ledger and owned items
 * (`PointsLedgerProjection`), the contribution acts and MVP awards (`PointsLeaderboardProjection`).
 * Names follow spec part 2 §3 where it has them (user points, point transaction, user
 * customization, MVP award). Ids of other contexts are text.
 */
export class CreatePointsReadModels1765100000000 implements MigrationInterface {
  name = 'CreatePointsReadModels1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_points (
        user_id                        text PRIMARY KEY,
        total_points                   integer NOT NULL,
        available_points               integer NOT NULL,
        points_earned_feedback         integer NOT NULL,
        points_earned_feed_forward     integer NOT NULL,
        points_earned_goal_completion  integer NOT NULL,
        points_spent                   integer NOT NULL,
        updated_at                     timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE point_transactions (
        event_id             uuid PRIMARY KEY,
        event_position       bigint NOT NULL,
        user_id              text NOT NULL,
        transaction_type     text NOT NULL,
        points               integer NOT NULL,
        balance_after        integer NOT NULL,
        related_entity_id    text,
        counterpart_user_id  text,
        description          text NOT NULL,
        occurred_at          timestamptz NOT NULL,
        correlation_id       text NOT NULL,
        causation_id         text,
        acted_by             text,
        stream_id            text NOT NULL,
        revision             integer NOT NULL
      )`);
    await q.query(`CREATE INDEX point_transactions_user_idx ON point_transactions (user_id, event_position)`);
    await q.query(`CREATE INDEX point_transactions_time_idx ON point_transactions (occurred_at)`);
    await q.query(`
      CREATE TABLE user_customizations (
        user_id           text NOT NULL,
        customization_id  text NOT NULL,
        is_equipped       boolean NOT NULL,
        purchased_at      timestamptz NOT NULL,
        PRIMARY KEY (user_id, customization_id)
      )`);
    await q.query(`
      CREATE TABLE points_user_teams (
        user_id  text NOT NULL,
        team_id  text NOT NULL,
        PRIMARY KEY (team_id, user_id)
      )`);
    await q.query(`
      CREATE TABLE contribution_acts (
        event_id     uuid NOT NULL,
        user_id      text NOT NULL,
        act          text NOT NULL,
        quality      integer NOT NULL,
        occurred_at  timestamptz NOT NULL,
        PRIMARY KEY (event_id, act)
      )`);
    await q.query(`CREATE INDEX contribution_acts_time_idx ON contribution_acts (occurred_at)`);
    await q.query(`
      CREATE TABLE mvp_awards (
        period_kind   text NOT NULL,
        period_start  date NOT NULL,
        period_end    date NOT NULL,
        award_type    text NOT NULL,
        rank          integer NOT NULL,
        user_id       text NOT NULL,
        score         integer NOT NULL,
        awarded_at    timestamptz NOT NULL,
        PRIMARY KEY (period_kind, period_start, award_type, rank)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['mvp_awards', 'contribution_acts', 'points_user_teams', 'user_customizations', 'point_transactions', 'user_points']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
