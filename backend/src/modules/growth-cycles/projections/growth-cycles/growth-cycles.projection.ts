import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { GrowthCycleEvent } from '../../events/growth-cycle.events.js';

const HANDLED: readonly GrowthCycleEvent['type'][] = [
  'GrowthCycleStarted',
  'FeedbackGiven',
  'FeedForwardGiven',
  'FeedForwardThanked',
  'BuddyLeveledUp',
  'GrowthCycleCompleted',
];

/**
 * Growth cycles with their buddy and counts, and the feedback and feed-forward each received.
 * Applying an event twice leaves the same rows: a gift's row is inserted once (keyed by its id)
 * and the cycle's experience and counts grow only when that insert happened, in the same
 * statement; a level-up is added to the evolutions once per level reached.
 */
@Injectable()
@ReadModelProjection()
export class GrowthCyclesProjection implements Projection<GrowthCycleEvent> {
  readonly name = 'growth-cycles';
  readonly handles = HANDLED;
  readonly tables = ['growth_cycles', 'growth_cycle_feedback', 'growth_cycle_feed_forward'];

  async apply(event: RecordedEventOf<GrowthCycleEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    const position = event.position.toString();
    switch (event.type) {
      case 'GrowthCycleStarted': {
        const d = event.data;
        await manager.query(
          `INSERT INTO growth_cycles (id, user_id, title, description, target_behaviors, is_public, supporter_members, buddy_experience,
             buddy_evolutions, status, feedback_count, feed_forward_count, started_at, completed_at, started_position)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 0, '[]'::jsonb, 'active', 0, 0, $8, NULL, $9)
           ON CONFLICT (id) DO NOTHING`,
          [d.cycleId, d.userId, d.title, d.description, d.targetBehaviors, d.isPublic, JSON.stringify(d.supporterUserIds), at, position],
        );
        return;
      }
      case 'FeedbackGiven': {
        const d = event.data;
        await manager.query(
          `WITH inserted AS (
             INSERT INTO growth_cycle_feedback (id, growth_cycle_id, from_user_id, to_user_id, message, emotion_badges, experience_points, created_at, event_position)
             VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)
             ON CONFLICT (id) DO NOTHING RETURNING growth_cycle_id, experience_points)
           UPDATE growth_cycles c SET feedback_count = c.feedback_count + 1, buddy_experience = c.buddy_experience + i.experience_points
             FROM inserted i WHERE c.id = i.growth_cycle_id`,
          [d.feedbackId, d.cycleId, d.fromUserId, d.toUserId, d.message, JSON.stringify(d.emotionBadges), d.experiencePoints, at, position],
        );
        return;
      }
      case 'FeedForwardGiven': {
        const d = event.data;
        await manager.query(
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
            at,
            position,
          ],
        );
        return;
      }
      case 'FeedForwardThanked':
        await manager.query(`UPDATE growth_cycle_feed_forward SET thanked_at = COALESCE(thanked_at, $2) WHERE id = $1`, [event.data.feedForwardId, at]);
        return;
      case 'BuddyLeveledUp': {
        const d = event.data;
        const evolution = JSON.stringify({ fromLevel: d.fromLevel, toLevel: d.toLevel, at });
        await manager.query(
          `UPDATE growth_cycles SET buddy_evolutions = buddy_evolutions || jsonb_build_array($2::jsonb)
             WHERE id = $1 AND NOT buddy_evolutions @> jsonb_build_array(jsonb_build_object('toLevel', $3::int))`,
          [d.cycleId, evolution, d.toLevel],
        );
        return;
      }
      case 'GrowthCycleCompleted':
        await manager.query(`UPDATE growth_cycles SET status = 'completed', completed_at = COALESCE(completed_at, $2) WHERE id = $1`, [
          event.data.cycleId,
          at,
        ]);
        return;
      default:
        assertNever(event);
    }
  }
}
