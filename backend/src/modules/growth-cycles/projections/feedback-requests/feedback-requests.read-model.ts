import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EntityColumns } from '../../../../platform/database/rows.js';
import type { FeedbackRequestKind } from '../../events/growth-cycle.events.js';

/** A request's state: open until answered, withdrawn, or closed with its cycle's completion. */
export type FeedbackRequestStatus = 'open' | 'answered' | 'withdrawn' | 'closed';

/** One colleague asked for feedback or feed-forward on a cycle (migration 1767620000000). */
@Entity({ name: 'growth_cycle_feedback_requests' })
export class FeedbackRequestRow implements EntityColumns<'growth_cycle_feedback_requests'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'growth_cycle_id', type: 'text' }) growthCycleId: string;
  @Column({ name: 'owner_user_id', type: 'text' }) ownerUserId: string;
  @Column({ name: 'asked_user_id', type: 'text' }) askedUserId: string;
  @Column({ type: 'text' }) kind: FeedbackRequestKind;
  @Column({ type: 'text' }) status: FeedbackRequestStatus;
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt: Date;
  /** When the reminder is due: three business days after the request. */
  @Column({ name: 'remind_at', type: 'timestamptz' }) remindAt: Date;
  @Column({ name: 'reminded_at', type: 'timestamptz', nullable: true }) remindedAt: Date | null;
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true }) closedAt: Date | null;
  /** The feedback or feed-forward that answered it. */
  @Column({ name: 'answer_id', type: 'text', nullable: true }) answerId: string | null;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}
