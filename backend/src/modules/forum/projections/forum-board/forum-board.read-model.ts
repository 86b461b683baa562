import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ModerationVisibility } from '../../../../platform/domain/moderation.js';
import type { EntityColumns } from '../../../../platform/database/rows.js';

// Read models of the forum, written only by ForumBoardProjection (migration 1765100100000).

@Entity({ name: 'forum_posts' })
export class ForumPostRow implements EntityColumns<'forum_posts'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'category_id', type: 'text' }) categoryId: string;
  @Column({ name: 'author_id', type: 'text' }) authorId: string;
  @Column({ type: 'text' }) title: string;
  @Column({ type: 'text' }) content: string;
  /** Title and content, NFKC and lower case: what search compares. */
  @Column({ name: 'search_text', type: 'text' }) searchText: string;
  @Column({ name: 'is_pinned', type: 'boolean' }) isPinned: boolean;
  @Column({ name: 'view_count', type: 'integer' }) viewCount: number;
  @Column({ name: 'like_count', type: 'integer' }) likeCount: number;
  @Column({ name: 'reply_count', type: 'integer' }) replyCount: number;
  @Column({ name: 'last_reply_at', type: 'timestamptz', nullable: true }) lastReplyAt: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
  /** Position of the last view counted: a view applied again is not counted twice. */
  @Column({ name: 'views_position', type: 'bigint' }) viewsPosition: string;
  @Column({ type: 'text' }) visibility: ModerationVisibility;
  @Column({ name: 'open_report_count', type: 'integer' }) openReportCount: number;
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true }) editedAt: Date | null;
  /** Position of the last edit applied: an older edit applied again changes nothing. */
  @Column({ name: 'edit_position', type: 'bigint' }) editPosition: string;
  /** Deleted by its author: out of every member's read; kept for moderators' reports. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}

@Entity({ name: 'forum_replies' })
export class ForumReplyRow implements EntityColumns<'forum_replies'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  @Column({ name: 'author_id', type: 'text' }) authorId: string;
  @Column({ type: 'text' }) content: string;
  @Column({ name: 'parent_reply_id', type: 'text', nullable: true }) parentReplyId: string | null;
  @Column({ name: 'like_count', type: 'integer' }) likeCount: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
  @Column({ type: 'text' }) visibility: ModerationVisibility;
  @Column({ name: 'open_report_count', type: 'integer' }) openReportCount: number;
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true }) editedAt: Date | null;
  @Column({ name: 'edit_position', type: 'bigint' }) editPosition: string;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
}

@Entity({ name: 'forum_post_likes' })
export class ForumPostLikeRow implements EntityColumns<'forum_post_likes'> {
  @PrimaryColumn({ name: 'post_id', type: 'text' }) postId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

@Entity({ name: 'forum_reply_likes' })
export class ForumReplyLikeRow implements EntityColumns<'forum_reply_likes'> {
  @PrimaryColumn({ name: 'reply_id', type: 'text' }) replyId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

/**
 * A version of a post (`replyId` null) or reply that an edit replaced (migration 1767400000000):
 * its text, when it was written and when the edit replaced it. Keyed by the edit's event id.
 */
@Entity({ name: 'forum_revisions' })
export class ForumRevisionRow implements EntityColumns<'forum_revisions'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  @Column({ name: 'reply_id', type: 'text', nullable: true }) replyId: string | null;
  @Column({ type: 'text', nullable: true }) title: string | null;
  @Column({ name: 'category_id', type: 'text', nullable: true }) categoryId: string | null;
  @Column({ type: 'text' }) content: string;
  @Column({ name: 'written_at', type: 'timestamptz' }) writtenAt: Date;
  @Column({ name: 'replaced_at', type: 'timestamptz' }) replacedAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

/** A report of the post (`replyId` null) or of a reply, with what became of it. */
@Entity({ name: 'forum_reports' })
export class ForumReportRow implements EntityColumns<'forum_reports'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  @Column({ name: 'reply_id', type: 'text', nullable: true }) replyId: string | null;
  @Column({ name: 'reporter_id', type: 'text' }) reporterId: string;
  @Column({ type: 'text' }) reason: string;
  @Column({ type: 'text' }) outcome: 'pending' | 'hidden' | 'kept';
  @Column({ name: 'outcome_reason', type: 'text', nullable: true }) outcomeReason: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true }) decidedAt: Date | null;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

/** Every moderation action; `moderator_id` null: hidden automatically by reports. */
@Entity({ name: 'forum_moderation_log' })
export class ForumModerationLogRow implements EntityColumns<'forum_moderation_log'> {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  @Column({ name: 'reply_id', type: 'text', nullable: true }) replyId: string | null;
  @Column({ name: 'author_id', type: 'text' }) authorId: string;
  @Column({ type: 'text' }) action: 'auto_hidden' | 'hidden' | 'restored';
  @Column({ name: 'moderator_id', type: 'text', nullable: true }) moderatorId: string | null;
  @Column({ type: 'text' }) reason: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

export const FORUM_READ_MODELS = [ForumPostRow, ForumReplyRow, ForumPostLikeRow, ForumReplyLikeRow, ForumRevisionRow, ForumReportRow, ForumModerationLogRow];
