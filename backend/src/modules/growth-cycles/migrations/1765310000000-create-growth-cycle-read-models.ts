import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/** Read models of the growth cycles, written only by `GrowthCyclesProjection` (spec part 2 §3 names). */
export class CreateGrowthCycleReadModels1765310000000 extends SchemaMigration {
  name = 'CreateGrowthCycleReadModels1765310000000';
  protected readonly tables = [
    table('growth_cycles', {
      id: t.id, user_id: t.text, title: t.text, description: orNull.text, target_behaviors: t.text, is_public: t.boolean,
      supporter_members: t.jsonb, buddy_experience: t.integer, buddy_evolutions: t.jsonb, status: t.text, feedback_count: t.integer,
      feed_forward_count: t.integer, started_at: t.timestamptz, completed_at: orNull.timestamptz, started_position: t.bigint,
    }, { indexes: [{ on: 'user_id, started_position' }, { on: 'started_position', as: 'community', where: `status = 'active' AND is_public` }] }),
    table('growth_cycle_feedback', {
      id: t.id, growth_cycle_id: t.text, from_user_id: t.text, to_user_id: t.text, message: t.text, emotion_badges: t.jsonb,
      experience_points: t.integer, created_at: t.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'growth_cycle_id, event_position', as: 'cycle' }] }),
    table('growth_cycle_feed_forward', {
      id: t.id, growth_cycle_id: t.text, from_user_id: t.text, to_user_id: t.text, original_message: t.text, transformed_message: t.text,
      category: t.text, skill_tree_ability: orNull.text, experience_points: t.integer, thanked_at: orNull.timestamptz,
      created_at: t.timestamptz, event_position: t.bigint,
    }, { indexes: [{ on: 'growth_cycle_id, event_position', as: 'cycle' }] }),
  ];
}
