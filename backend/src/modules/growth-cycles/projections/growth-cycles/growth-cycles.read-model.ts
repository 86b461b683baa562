import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EmotionBadge, FeedForwardCategory, SkillTreeAbility } from '../../events/growth-cycle.events.js';

// Read models of the growth cycles (spec part 2 §3 names). Written only by GrowthCyclesProjection;
// created by the migration 1765310000000. User ids are text: this module does not own their format.

@Entity({ name: 'growth_cycles' })
export class GrowthCycleRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text', nullable: true }) description: string | null;
  @Column({ name: 'target_behaviors', type: 'text' }) targetBehaviors: string;
  @Column({ name: 'is_public', type: 'boolean' }) isPublic: boolean;
  /** User ids the owner asked for support. */
  @Column({ name: 'supporter_members', type: 'jsonb' }) supporterMembers: string[];
  @Column({ name: 'buddy_experience', type: 'integer' }) buddyExperience: number;
  /** Level-ups, oldest first. */
  @Column({ name: 'buddy_evolutions', type: 'jsonb' }) buddyEvolutions: { fromLevel: number; toLevel: number; at: string }[];
  @Column({ type: 'text' }) status: 'active' | 'completed';
  @Column({ name: 'feedback_count', type: 'integer' }) feedbackCount: number;
  @Column({ name: 'feed_forward_count', type: 'integer' }) feedForwardCount: number;
  @Column({ name: 'started_at', type: 'timestamptz' }) startedAt: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
  /** YYYY-MM-DD (migration 1767810000000); null when the owner set none. */
  @Column({ name: 'target_date', type: 'date', nullable: true }) targetDate: string | null;
  /** Log position of the start: the order of cycles. */
  @Column({ name: 'started_position', type: 'bigint' }) startedPosition: string;
}

@Entity({ name: 'growth_cycle_feedback' })
export class FeedbackRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'growth_cycle_id', type: 'text' }) growthCycleId: string;
  @Column({ name: 'from_user_id', type: 'text' }) fromUserId: string;
  @Column({ name: 'to_user_id', type: 'text' }) toUserId: string;
  @Column({ type: 'text' }) message: string;
  @Column({ name: 'emotion_badges', type: 'jsonb' }) emotionBadges: EmotionBadge[];
  @Column({ name: 'experience_points', type: 'integer' }) experiencePoints: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

@Entity({ name: 'growth_cycle_feed_forward' })
export class FeedForwardRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'growth_cycle_id', type: 'text' }) growthCycleId: string;
  @Column({ name: 'from_user_id', type: 'text' }) fromUserId: string;
  @Column({ name: 'to_user_id', type: 'text' }) toUserId: string;
  @Column({ name: 'original_message', type: 'text' }) originalMessage: string;
  @Column({ name: 'transformed_message', type: 'text' }) transformedMessage: string;
  @Column({ type: 'text' }) category: FeedForwardCategory;
  @Column({ name: 'skill_tree_ability', type: 'text', nullable: true }) skillTreeAbility: SkillTreeAbility | null;
  @Column({ name: 'experience_points', type: 'integer' }) experiencePoints: number;
  @Column({ name: 'thanked_at', type: 'timestamptz', nullable: true }) thankedAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

export const GROWTH_CYCLE_READ_MODELS = [GrowthCycleRow, FeedbackRow, FeedForwardRow];
