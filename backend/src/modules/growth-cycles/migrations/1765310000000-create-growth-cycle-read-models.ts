import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Read models of the growth cycles, written only by `GrowthCyclesProjection` (spec part 2 §3 names). */
export class CreateGrowthCycleReadModels1765310000000 implements MigrationInterface {
  name = 'CreateGrowthCycleReadModels1765310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE growth_cycles (
        id                  text PRIMARY KEY,
        user_id             text NOT NULL,
        title               text NOT NULL,
        description         text,
        target_behaviors    text NOT NULL,
        is_public           boolean NOT NULL,
        supporter_members   jsonb NOT NULL,
        buddy_experience    integer NOT NULL,
        buddy_evolutions    jsonb NOT NULL,
        status              text NOT NULL,
        feedback_count      integer NOT NULL,
        feed_forward_count  integer NOT NULL,
        started_at          timestamptz NOT NULL,
        completed_at        timestamptz,
        started_position    bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX growth_cycles_user_idx ON growth_cycles (user_id, started_position)`);
    await q.query(`CREATE INDEX growth_cycles_community_idx ON growth_cycles (started_position) WHERE status = 'active' AND is_public`);
    await q.query(`
      CREATE TABLE growth_cycle_feedback (
        id                 text PRIMARY KEY,
        growth_cycle_id    text NOT NULL,
        from_user_id       text NOT NULL,
        to_user_id         text NOT NULL,
        message            text NOT NULL,
        emotion_badges     jsonb NOT NULL,
        experience_points  integer NOT NULL,
        created_at         timestamptz NOT NULL,
        event_position     bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX growth_cycle_feedback_cycle_idx ON growth_cycle_feedback (growth_cycle_id, event_position)`);
    await q.query(`
      CREATE TABLE growth_cycle_feed_forward (
        id                   text PRIMARY KEY,
        growth_cycle_id      text NOT NULL,
        from_user_id         text NOT NULL,
        to_user_id           text NOT NULL,
        original_message     text NOT NULL,
        transformed_message  text NOT NULL,
        category             text NOT NULL,
        skill_tree_ability   text,
        experience_points    integer NOT NULL,
        thanked_at           timestamptz,
        created_at           timestamptz NOT NULL,
        event_position       bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX growth_cycle_feed_forward_cycle_idx ON growth_cycle_feed_forward (growth_cycle_id, event_position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS growth_cycle_feed_forward`);
    await q.query(`DROP TABLE IF EXISTS growth_cycle_feedback`);
    await q.query(`DROP TABLE IF EXISTS growth_cycles`);
  }
}
