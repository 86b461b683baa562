import { Column, Entity, PrimaryColumn } from 'typeorm';

// Read models of the forum, written only by ForumBoardProjection (migration 1765100100000).

@Entity({ name: 'forum_posts' })
export class ForumPostRow {
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
}

@Entity({ name: 'forum_replies' })
export class ForumReplyRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'post_id', type: 'text' }) postId: string;
  @Column({ name: 'author_id', type: 'text' }) authorId: string;
  @Column({ type: 'text' }) content: string;
  @Column({ name: 'parent_reply_id', type: 'text', nullable: true }) parentReplyId: string | null;
  @Column({ name: 'like_count', type: 'integer' }) likeCount: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'event_position', type: 'bigint' }) eventPosition: string;
}

@Entity({ name: 'forum_post_likes' })
export class ForumPostLikeRow {
  @PrimaryColumn({ name: 'post_id', type: 'text' }) postId: string;
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}

export const FORUM_READ_MODELS = [ForumPostRow, ForumReplyRow, ForumPostLikeRow];
