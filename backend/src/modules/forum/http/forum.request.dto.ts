import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { FORUM_LIMITS, MODERATION_LIMITS, SEARCH_QUERY_RULES } from '@pivot/rules';

// Types at the edge; lengths, blankness and the category are the decider's (forum-text.ts).

export class CreateForumPostRequest {
  @ApiProperty({ maxLength: FORUM_LIMITS.title.max })
  @IsString({ message: FORUM_LIMITS.title.required })
  title: string;

  @ApiProperty({ maxLength: FORUM_LIMITS.content.max })
  @IsString({ message: FORUM_LIMITS.content.required })
  content: string;

  @ApiPropertyOptional({ description: 'Defaults to the first category (一般質問)' })
  @IsOptional()
  @IsString({ message: 'カテゴリーが見つかりません' })
  categoryId?: string;

  @ApiPropertyOptional({ description: 'Only false: anonymous posts go through POST /api/anonymous-posts' })
  @IsOptional()
  @IsIn([false], { message: '匿名の投稿は「心の叫び」から行ってください' })
  isAnonymous?: boolean;
}

export class ForumReplyRequest {
  @ApiProperty({ maxLength: FORUM_LIMITS.reply.max })
  @IsString({ message: FORUM_LIMITS.reply.required })
  content: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'The reply this one answers' })
  @IsOptional()
  @IsUUID('all', { message: '返信先の返信が見つかりません' })
  parentReplyId?: string | null;
}

export class PinForumPostRequest {
  @ApiProperty()
  @IsBoolean()
  isPinned: boolean;
}

export class ListForumPostsRequest {
  @ApiPropertyOptional({ description: 'A category id; all categories when absent' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  categoryId?: string;

  @ApiPropertyOptional({ description: 'Search: the ranked search (platform/search); every part of the query must be in the title or content' })
  @IsOptional()
  @IsString({ message: SEARCH_QUERY_RULES.tooShort })
  @MaxLength(FORUM_LIMITS.search.max, { message: FORUM_LIMITS.search.tooLong })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 30 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(100000)
  offset?: number;
}

/** A report of the post (no `replyId`) or of one of its replies; the reason's length is the shared policy's. */
export class ReportForumPostRequest {
  @ApiProperty({ maxLength: MODERATION_LIMITS.reason.max })
  @IsString({ message: MODERATION_LIMITS.reason.required })
  reason: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'The reply reported; the post itself when absent' })
  @IsOptional()
  @IsUUID('all', { message: '返信先の返信が見つかりません' })
  replyId?: string | null;
}

/** A moderator's hiding or restoring of the post (no `replyId`) or of one of its replies. */
export class ModerateForumPostRequest extends ReportForumPostRequest {}

/** The author's correction of their post: each field optional (the current one stays); validated as at creation. */
export class EditForumPostRequest {
  @ApiPropertyOptional({ maxLength: FORUM_LIMITS.title.max })
  @IsOptional()
  @IsString({ message: FORUM_LIMITS.title.required })
  title?: string;

  @ApiPropertyOptional({ maxLength: FORUM_LIMITS.content.max })
  @IsOptional()
  @IsString({ message: FORUM_LIMITS.content.required })
  content?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'カテゴリーが見つかりません' })
  categoryId?: string;
}

/** The author's correction of their reply; validated as at creation. */
export class EditForumReplyRequest {
  @ApiProperty({ maxLength: FORUM_LIMITS.reply.max })
  @IsString({ message: FORUM_LIMITS.reply.required })
  content: string;
}
