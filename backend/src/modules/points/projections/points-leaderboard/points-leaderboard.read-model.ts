import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// Read models of the leaderboard's contribution side, written only by PointsLeaderboardProjection.

/**
 * One act that counts for the contribution score (docs/modules/points.md): feedback_given (with
 * its quality), feed_forward_given, feed_forward_received, feed_forward_thanked (by the receiver).
 */
@Entity({ name: 'contribution_acts' })
export class ContributionActRow implements EntityColumns<'contribution_acts'> {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' }) eventId: string;
  @PrimaryColumn({ type: 'text' }) act: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'integer' }) quality: number;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
}

@Entity({ name: 'mvp_awards' })
export class MvpAwardRow implements EntityColumns<'mvp_awards'> {
  @PrimaryColumn({ name: 'period_kind', type: 'text' }) periodKind: string;
  @PrimaryColumn({ name: 'period_start', type: 'date' }) periodStart: string;
  @PrimaryColumn({ name: 'award_type', type: 'text' }) awardType: string;
  /** Equal scores share a rank: the person, not the rank, is the key (migration 1767703000000). */
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ type: 'integer' }) rank: number;
  @Column({ name: 'period_end', type: 'date' }) periodEnd: string;
  @Column({ type: 'integer' }) score: number;
  @Column({ name: 'awarded_at', type: 'timestamptz' }) awardedAt: Date;
}

export const POINTS_LEADERBOARD_READ_MODELS = [ContributionActRow, MvpAwardRow];
