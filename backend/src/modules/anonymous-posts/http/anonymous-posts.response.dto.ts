import { ApiProperty } from '@nestjs/swagger';

// Answers of /api/anonymous-posts. None of them has a field that could name an author.

export class AnonymousReactionsResponse {
  @ApiProperty({ description: '応援 (support), once per person' }) support: number;
}

export class AnonymousPostResponse {
  @ApiProperty() id: string;
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: AnonymousReactionsResponse }) reactions: AnonymousReactionsResponse;
  @ApiProperty() replyCount: number;
  @ApiProperty({ description: 'The caller supported this post' }) supportedByMe: boolean;
  @ApiProperty({ description: 'The caller wrote this post (only ever true for the author themselves): they may delete it' }) mine: boolean;
}

export class AnonymousReplyResponse {
  @ApiProperty() id: string;
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AnonymousPostDetailResponse extends AnonymousPostResponse {
  @ApiProperty({ type: [AnonymousReplyResponse] }) replies: AnonymousReplyResponse[];
}

export class AnonymousReportResponse {
  @ApiProperty() id: string;
  @ApiProperty() postId: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the post is gone' }) excerpt: string | null;
  @ApiProperty() reason: string;
  @ApiProperty({ enum: ['pending', 'hidden', 'kept', 'deleted'] }) outcome: 'pending' | 'hidden' | 'kept' | 'deleted';
  @ApiProperty({ type: String, nullable: true }) outcomeReason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt: string | null;
}

export class AnonymousNoticeResponse {
  @ApiProperty() postId: string;
  @ApiProperty() excerpt: string;
  @ApiProperty({ enum: ['auto_hidden', 'hidden', 'restored'] }) action: 'auto_hidden' | 'hidden' | 'restored';
  @ApiProperty() reason: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AnonymousQueueItemResponse {
  @ApiProperty() postId: string;
  @ApiProperty() content: string;
  @ApiProperty({ enum: ['shown', 'pending_review', 'hidden'] }) visibility: 'shown' | 'pending_review' | 'hidden';
  @ApiProperty() openReportCount: number;
  @ApiProperty({ type: [String] }) reasons: string[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class AnonymousModerationLogEntryResponse {
  @ApiProperty() id: string;
  @ApiProperty() postId: string;
  @ApiProperty({ type: String, nullable: true }) excerpt: string | null;
  @ApiProperty({ enum: ['auto_hidden', 'hidden', 'restored'] }) action: 'auto_hidden' | 'hidden' | 'restored';
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null: hidden automatically by reports' }) moderatorName: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
