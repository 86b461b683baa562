import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// Read models of the points ledger, written only by PointsLedgerProjection (migration 1765100000000).

@Entity({ name: 'user_points' })
export class UserPointsRow implements EntityColumns<'user_points'> {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'total_points', type: 'integer' }) totalPoints: number;
  @Column({ name: 'available_points', type: 'integer' }) availablePoints: number;
  @Column({ name: 'points_earned_feedback', type: 'integer' }) pointsEarnedFeedback: number;
  @Column({ name: 'points_earned_feed_forward', type: 'integer' }) pointsEarnedFeedForward: number;
  @Column({ name: 'points_earned_goal_completion', type: 'integer' }) pointsEarnedGoalCompletion: number;
  @Column({ name: 'points_spent', type: 'integer' }) pointsSpent: number;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

/** One row per event of an account: the ledger HR reads (spec part 2 §3 "Point transaction"). */
@Entity({ name: 'point_transactions' })
export class PointTransactionRow implements EntityColumns<'point_transactions'> {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' }) eventId: string;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
  @Column({ name: 'user_id', type: 'text' }) userId: string;
  /** feedback, feed_forward, goal_completion, shop_purchase, withheld. */
  @Column({ name: 'transaction_type', type: 'text' }) transactionType: string;
  /** Positive when earned, negative when spent, 0 when withheld. */
  @Column({ type: 'integer' }) points: number;
  @Column({ name: 'balance_after', type: 'integer' }) balanceAfter: number;
  @Column({ name: 'related_entity_id', type: 'text', nullable: true }) relatedEntityId: string | null;
  @Column({ name: 'counterpart_user_id', type: 'text', nullable: true }) counterpartUserId: string | null;
  @Column({ type: 'text' }) description: string;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt: Date;
  @Column({ name: 'correlation_id', type: 'text' }) correlationId: string;
  /** The triggering event (an award) or the request (a purchase). */
  @Column({ name: 'causation_id', type: 'text', nullable: true }) causationId: string | null;
  /** The user who issued the command; null for an award (a reactor acted). */
  @Column({ name: 'acted_by', type: 'text', nullable: true }) actedBy: string | null;
  @Column({ name: 'stream_id', type: 'text' }) streamId: string;
  @Column({ type: 'integer' }) revision: number;
  /** The fair-play rule of a `withheld` row (a WithholdingReason); null otherwise. */
  @Column({ name: 'withheld_reason', type: 'text', nullable: true }) withheldReason: string | null;
}

/** What a user bought in the buddy shop (spec part 2 §3 "User customization"). */
@Entity({ name: 'user_customizations' })
export class UserCustomizationRow implements EntityColumns<'user_customizations'> {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @PrimaryColumn({ name: 'customization_id', type: 'text' }) customizationId: string;
  @Column({ name: 'is_equipped', type: 'boolean' }) isEquipped: boolean;
  @Column({ name: 'purchased_at', type: 'timestamptz' }) purchasedAt: Date;
}

/** Team membership as the organisation's events tell it: the ledger's team filter. */
@Entity({ name: 'points_user_teams' })
export class PointsUserTeamRow implements EntityColumns<'points_user_teams'> {
  @PrimaryColumn({ name: 'team_id', type: 'text' }) teamId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
}

export const POINTS_LEDGER_READ_MODELS = [UserPointsRow, PointTransactionRow, UserCustomizationRow, PointsUserTeamRow];
