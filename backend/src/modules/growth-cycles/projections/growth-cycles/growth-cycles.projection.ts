import { rowProjection } from '../../../../platform/projections/row-projection.js';
import type { FeedbackRequestEvent, GrowthCycleEvent } from '../../events/growth-cycle.events.js';

/**
 * Growth cycles with their buddy and counts, and the feedback and feed-forward each received.
 * Applying an event twice leaves the same rows: a gift's row is inserted once (keyed by its id)
 * and the cycle's experience and counts grow only when that insert happened, in the same
 * statement; a level-up is added to the evolutions once per level reached.
 */
export class GrowthCyclesProjection extends rowProjection<Exclude<GrowthCycleEvent, FeedbackRequestEvent>>({
  name: 'growth-cycles',
  tables: ['growth_cycles', 'growth_cycle_feedback', 'growth_cycle_feed_forward'],
  on: {
    GrowthCycleStarted: ({ data: d, metadata, position }, db) =>
      db.insert(
        'growth_cycles',
        {
          id: d.cycleId,
          user_id: d.userId,
          title: d.title,
          description: d.description,
          target_behaviors: d.targetBehaviors,
          is_public: d.isPublic,
          supporter_members: JSON.stringify(d.supporterUserIds),
          buddy_experience: 0,
          buddy_evolutions: '[]',
          status: 'active',
          feedback_count: 0,
          feed_forward_count: 0,
          started_at: metadata.occurredAt,
          completed_at: null,
          target_date: d.targetDate,
          started_position: position.toString(),
        },
        ['id'],
      ),
    FeedbackGiven: ({ data: d, metadata, position }, db) =>
      db.query(
        `WITH inserted AS (
           INSERT INTO growth_cycle_feedback (id, growth_cycle_id, from_user_id, to_user_id, message, emotion_badges, experience_points, created_at, event_position)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
           ON CONFLICT (id) DO NOTHING RETURNING growth_cycle_id, experience_points)
         UPDATE growth_cycles c SET feedback_count = c.feedback_count + 1, buddy_experience = c.buddy_experience + i.experience_points
           FROM inserted i WHERE c.id = i.growth_cycle_id`,
        [d.feedbackId, d.cycleId, d.fromUserId, d.toUserId, d.message, JSON.stringify(d.emotionBadges), d.experiencePoints, metadata.occurredAt, position.toString()],
      ),
    FeedForwardGiven: ({ data: d, metadata, position }, db) =>
      db.query(
        `WITH inserted AS (
           INSERT INTO growth_cycle_feed_forward (id, growth_cycle_id, from_user_id, to_user_id, original_message, transformed_message, category,
             skill_tree_ability, experience_points, thanked_at, created_at, event_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL, $10, $11)
           ON CONFLICT (id) DO NOTHING RETURNING growth_cycle_id, experience_points)
         UPDATE growth_cycles c SET feed_forward_count = c.feed_forward_count + 1, buddy_experience = c.buddy_experience + i.experience_points
           FROM inserted i WHERE c.id = i.growth_cycle_id`,
        [
          d.feedForwardId,
          d.cycleId,
          d.fromUserId,
          d.toUserId,
          d.originalMessage,
          d.transformedMessage,
          d.category,
          d.skillTreeAbility,
          d.experiencePoints,
          metadata.occurredAt,
          position.toString(),
        ],
      ),
    FeedForwardThanked: ({ data, metadata }, db) =>
      db.query(`UPDATE growth_cycle_feed_forward SET thanked_at = COALESCE(thanked_at, $2) WHERE id = $1`, [data.feedForwardId, metadata.occurredAt]),
    BuddyLeveledUp: ({ data: d, metadata }, db) =>
      db.query(
        `UPDATE growth_cycles SET buddy_evolutions = buddy_evolutions || jsonb_build_array($2::jsonb)
           WHERE id = $1 AND NOT buddy_evolutions @> jsonb_build_array(jsonb_build_object('toLevel', $3::int))`,
        [d.cycleId, JSON.stringify({ fromLevel: d.fromLevel, toLevel: d.toLevel, at: metadata.occurredAt }), d.toLevel],
      ),
    GrowthCycleCompleted: ({ data, metadata }, db) =>
      db.query(`UPDATE growth_cycles SET status = 'completed', completed_at = COALESCE(completed_at, $2) WHERE id = $1`, [data.cycleId, metadata.occurredAt]),
  },
}) {}
