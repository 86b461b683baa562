import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ForumCategoryResponse {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: ['blue', 'green', 'purple', 'orange'], description: 'Badge colour name' }) color: 'blue' | 'green' | 'purple' | 'orange';
  @ApiProperty() isActive: boolean;
}

export class HighlightRange {
  @ApiProperty({ description: 'UTF-16 offset' }) start: number;
  @ApiProperty() length: number;
}

export class ForumSearchHighlights {
  @ApiProperty({ type: [HighlightRange] }) title: HighlightRange[];
  @ApiProperty({ type: [HighlightRange] }) excerpt: HighlightRange[];
}

export class ForumPostSummaryResponse {
  @ApiProperty() id: string;
  @ApiProperty() categoryId: string;
  @ApiProperty() authorId: string;
  @ApiProperty({ description: '姓 名; 退会済みユーザー when the account is gone' }) authorName: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'The first 200 characters of the content' }) excerpt: string;
  @ApiProperty({ description: 'Always false: anonymous posting goes through /api/anonymous-posts' }) isAnonymous: boolean;
  @ApiProperty() isPinned: boolean;
  @ApiProperty() viewCount: number;
  @ApiProperty() likeCount: number;
  @ApiProperty() replyCount: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastReplyAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the author last edited it (編集済み); null if never' })
  editedAt: string | null;
  @ApiProperty() likedByMe: boolean;
  @ApiPropertyOptional({ type: () => ForumSearchHighlights, description: 'Only in a search: the matched ranges of the title and of the excerpt (then the passage around the matches)' })
  highlights?: ForumSearchHighlights;
}

export class ForumReplyResponse {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true, description: 'The reply this one answers; null for a reply to the post' }) parentReplyId: string | null;
  @ApiProperty() authorId: string;
  @ApiProperty() authorName: string;
  @ApiProperty({ description: 'Empty when the reply is hidden' }) content: string;
  @ApiProperty({ description: 'Hidden by moderation (or awaiting review): its place in the thread stays, its text does not' }) hidden: boolean;
  @ApiProperty({ description: 'Deleted by its author: its place in the thread stays (このコメントは削除されました), its text does not' })
  deleted: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the author last edited it; null if never' })
  editedAt: string | null;
  @ApiProperty() likeCount: number;
  @ApiProperty() likedByMe: boolean;
}

export class ForumPostDetailResponse extends ForumPostSummaryResponse {
  @ApiProperty() content: string;
  @ApiProperty({ type: [ForumReplyResponse], description: 'Oldest first' }) replies: ForumReplyResponse[];
}

/** One version of a post or reply: the current one first (`replacedAt` null), then those edits replaced, newest first. */
export class ForumRevisionResponse {
  @ApiProperty({ type: String, nullable: true, description: 'The post title of that version; null for a reply' }) title: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The category of that version; null for a reply' }) categoryId: string | null;
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time', description: 'When this version was written (posted or edited)' }) writtenAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an edit replaced it; null for the current version' })
  replacedAt: string | null;
}

export class ForumTopicResponse {
  @ApiProperty() id: string;
  @ApiProperty() title: string;
  @ApiProperty() categoryId: string;
  @ApiProperty() likeCount: number;
  @ApiProperty() replyCount: number;
}

export class ForumStatsResponse {
  @ApiProperty({ description: 'People who posted, replied or liked in the last 30 days' }) activeUsers: number;
  @ApiProperty({ description: 'Posts since Monday 00:00 in the deployment time zone' }) postsThisWeek: number;
  @ApiProperty({ type: [ForumTopicResponse], description: 'Up to 5 posts of the last 30 days with the most likes and replies' })
  popularTopics: ForumTopicResponse[];
}

export type ForumModerationAction = 'auto_hidden' | 'hidden' | 'restored';
const ACTIONS = ['auto_hidden', 'hidden', 'restored'];

/** One of the caller's reports of a forum post or reply and what became of it. */
export class ForumReportResponse {
  @ApiProperty() id: string;
  @ApiProperty() postId: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null: the post itself was reported' }) replyId: string | null;
  @ApiProperty() postTitle: string;
  @ApiProperty() excerpt: string;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: ['pending', 'hidden', 'kept'] }) outcome: 'pending' | 'hidden' | 'kept';
  @ApiProperty({ type: String, nullable: true }) outcomeReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
}

/** What moderators did with one of the caller's own posts or replies. */
export class ForumNoticeResponse {
  @ApiProperty() id: string;
  @ApiProperty() postId: string;
  @ApiProperty({ type: String, nullable: true }) replyId: string | null;
  @ApiProperty() postTitle: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({ enum: ACTIONS }) action: ForumModerationAction;
  @ApiProperty() reason: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** A forum post or reply for moderators: open reports, awaiting review, or hidden. */
export interface ForumQueueItem {
  postId: string;
  replyId: string | null;
  postTitle: string;
  content: string;
  authorName: string;
  visibility: 'shown' | 'pending_review' | 'hidden';
  openReportCount: number;
  reasons: string[];
  createdAt: string;
}

export interface ForumModerationLogEntry {
  id: string;
  postId: string;
  replyId: string | null;
  postTitle: string | null;
  excerpt: string | null;
  action: ForumModerationAction;
  reason: string;
  moderatorName: string | null;
  createdAt: string;
}
