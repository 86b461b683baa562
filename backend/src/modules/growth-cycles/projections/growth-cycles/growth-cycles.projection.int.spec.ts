import { given, inStream, projectionHarness } from '../../../../platform/projections/test-support/projection-harness.js';
import { aCycleStarted, aFeedForwardGiven, aFeedbackGiven, CYCLE_ID, giver, owner } from '../../domain/growth-cycle.mother.js';
import { CreateGrowthCycleReadModels1765310000000 } from '../../migrations/1765310000000-create-growth-cycle-read-models.js';
import { GrowthCycleTargetDate1767810000000 } from '../../migrations/1767810000000-growth-cycle-target-date.js';
import { GrowthCyclesProjection } from './growth-cycles.projection.js';

const cycle = inStream(`growth-cycle-${CYCLE_ID}`);

describe('GrowthCyclesProjection', () => {
  const h = projectionHarness([new GrowthCyclesProjection()], [CreateGrowthCycleReadModels1765310000000, GrowthCycleTargetDate1767810000000]);

  const snapshot = async () => ({
    cycles: await h.rows(
      `SELECT id, user_id, title, is_public, supporter_members, buddy_experience, status, feedback_count, feed_forward_count,
              jsonb_path_query_array(buddy_evolutions, '$[*].toLevel') AS levels, completed_at IS NOT NULL AS completed
         FROM growth_cycles ORDER BY id`,
    ),
    feedback: await h.rows('SELECT id, growth_cycle_id, from_user_id, to_user_id, emotion_badges, experience_points FROM growth_cycle_feedback ORDER BY event_position'),
    feedForward: await h.rows('SELECT id, category, transformed_message, experience_points, thanked_at IS NOT NULL AS thanked FROM growth_cycle_feed_forward ORDER BY id'),
  });

  const history = given(
    cycle(aCycleStarted({ supporterUserIds: ['u2'] })),
    cycle(aFeedbackGiven({ feedbackId: 'fb-1', experiencePoints: 60, emotionBadges: ['amazing'] })),
    cycle(aFeedForwardGiven({ feedForwardId: 'ff-1', experiencePoints: 50 })),
    cycle({ type: 'BuddyLeveledUp', data: { cycleId: CYCLE_ID, userId: owner.id, fromLevel: 1, toLevel: 2, experience: 110 } }),
    cycle({ type: 'FeedForwardThanked', data: { cycleId: CYCLE_ID, feedForwardId: 'ff-1', byUserId: owner.id, fromUserId: giver.id } }),
    cycle({ type: 'GrowthCycleCompleted', data: { cycleId: CYCLE_ID, userId: owner.id, buddyLevel: 2, buddyExperience: 110 } }),
  );

  it('builds the cycle, its buddy and what it received, and gives the same rows when every event is applied twice', async () => {
    const once = await h.applyTwice(history, snapshot);
    expect(once.cycles).toEqual([
      {
        id: CYCLE_ID,
        user_id: owner.id,
        title: '傾聴を習慣にする',
        is_public: true,
        supporter_members: ['u2'],
        buddy_experience: 110,
        status: 'completed',
        feedback_count: 1,
        feed_forward_count: 1,
        levels: [2],
        completed: true,
      },
    ]);
    expect(once.feedback).toEqual([
      { id: 'fb-1', growth_cycle_id: CYCLE_ID, from_user_id: giver.id, to_user_id: owner.id, emotion_badges: ['amazing'], experience_points: 60 },
    ]);
    expect(once.feedForward).toEqual([
      { id: 'ff-1', category: 'new_step', transformed_message: '次は質問を一つ増やしてみては', experience_points: 50, thanked: true },
    ]);
  });
});
