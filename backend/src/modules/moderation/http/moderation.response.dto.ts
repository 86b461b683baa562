import { ApiProperty } from '@nestjs/swagger';

// Answers of /api/moderation: one queue and one log over every place members write for each other.

export type ModerationSource = 'forum_post' | 'forum_reply' | 'anonymous_post';
const SOURCES = ['forum_post', 'forum_reply', 'anonymous_post'];

export class ModerationQueueItemResponse {
  @ApiProperty({ enum: SOURCES, description: 'Where the text is; hide and restore go to that module’s routes' }) source: ModerationSource;
  @ApiProperty() postId: string;
  @ApiProperty({ type: String, nullable: true, description: 'The reply, for source forum_reply' }) replyId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The forum post’s title; null for an anonymous post' }) postTitle: string | null;
  @ApiProperty() content: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null for an anonymous post: no author is known' }) authorName: string | null;
  @ApiProperty({ enum: ['shown', 'pending_review', 'hidden'] }) visibility: 'shown' | 'pending_review' | 'hidden';
  @ApiProperty() openReportCount: number;
  @ApiProperty({ type: [String] }) reasons: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ModerationLogEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty({ enum: SOURCES }) source: ModerationSource;
  @ApiProperty() postId: string;
  @ApiProperty({ type: String, nullable: true }) replyId: string | null;
  @ApiProperty({ type: String, nullable: true }) postTitle: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the text is gone' }) excerpt: string | null;
  @ApiProperty({ enum: ['auto_hidden', 'hidden', 'restored'] }) action: 'auto_hidden' | 'hidden' | 'restored';
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null: hidden automatically by reports' }) moderatorName: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
