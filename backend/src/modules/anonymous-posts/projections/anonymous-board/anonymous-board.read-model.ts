import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// Read models of the anonymous posts, written only by AnonymousBoardProjection (migration
// 1765100000000). None of them holds the author, not even as a keyed hash.

export type AnonymousPostVisibility = 'shown' | 'pending_review' | 'hidden';
export type ReportOutcome = 'pending' | 'hidden' | 'kept' | 'deleted';
export type ModerationAction = 'auto_hidden' | 'hidden' | 'restored';

@Entity({ name: 'anonymous_posts' })
export class AnonymousPostRow implements EntityColumns<'anonymous_posts'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) content: string;
  @Column({ name: 'support_count', type: 'integer' }) supportCount: number;
  @Column({ name: 'reply_count', type: 'integer' }) replyCount: number;
  @Column({ type: 'text' }) visibility: AnonymousPostVisibility;
  /** Reports since the post was last reviewed: the moderation queue. */
  @Column({ name: 'open_report_count', type: 'integer' }) openReportCount: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

@Entity({ name: 'anonymous_post_supports' })
export class AnonymousPostSupportRow implements EntityColumns<'anonymous_post_supports'> {
  @PrimaryColumn({ name: 'post_id', type: 'text' }) postId: string;
  /** A keyed hash of (supporter, post): answers "did I support this" without naming anyone. */
  @PrimaryColumn({ name: 'supporter_proof', type: 'text' }) supporterProof: string;
}

@Entity({ name: 'anonymous_replies' })
export class AnonymousReplyRow implements EntityColumns<'anonymous_replies'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  @Column({ type: 'text' }) content: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

@Entity({ name: 'anonymous_post_reports' })
export class AnonymousPostReportRow implements EntityColumns<'anonymous_post_reports'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  /** The reporter (never the author), so that they can learn the outcome. */
  @Column({ name: 'reporter_id', type: 'text' }) reporterId: string;
  @Column({ type: 'text' }) reason: string;
  @Column({ type: 'text' }) outcome: ReportOutcome;
  @Column({ name: 'outcome_reason', type: 'text', nullable: true }) outcomeReason: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true }) decidedAt: Date | null;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

@Entity({ name: 'anonymous_moderation_log' })
export class AnonymousModerationLogRow implements EntityColumns<'anonymous_moderation_log'> {
  /** The event id. */
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  @Column({ type: 'text' }) action: ModerationAction;
  /** Null for the automatic hiding. */
  @Column({ name: 'moderator_id', type: 'text', nullable: true }) moderatorId: string | null;
  @Column({ type: 'text' }) reason: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

export const ANONYMOUS_POST_READ_MODELS = [AnonymousPostRow, AnonymousPostSupportRow, AnonymousReplyRow, AnonymousPostReportRow, AnonymousModerationLogRow];
