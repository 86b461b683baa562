import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ANONYMOUS_POST_LIMITS, MODERATION_LIMITS } from '@pivot/rules';

// Lengths and blankness are the decider's (one place, the exact messages of anonymous-text.ts);
// the edge checks only the types.

export class CreateAnonymousPostRequest {
  @ApiProperty({ maxLength: ANONYMOUS_POST_LIMITS.content.max, description: `1..${ANONYMOUS_POST_LIMITS.content.max} characters after trimming` })
  @IsString({ message: ANONYMOUS_POST_LIMITS.content.required })
  content: string;
}

export class AnonymousReplyRequest {
  @ApiProperty({ maxLength: ANONYMOUS_POST_LIMITS.reply.max })
  @IsString({ message: ANONYMOUS_POST_LIMITS.reply.required })
  content: string;
}

export class AnonymousReasonRequest {
  @ApiProperty({ maxLength: MODERATION_LIMITS.reason.max })
  @IsString({ message: MODERATION_LIMITS.reason.required })
  reason: string;
}

export class ListAnonymousPostsRequest {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
