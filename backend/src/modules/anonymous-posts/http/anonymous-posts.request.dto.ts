import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';

// Lengths and blankness are the decider's (one place, the exact messages of anonymous-text.ts);
// the edge checks only the types.

export class CreateAnonymousPostRequest {
  @ApiProperty({ maxLength: 500, description: '1..500 characters after trimming' })
  @IsString({ message: '投稿内容を入力してください' })
  content: string;
}

export class AnonymousReplyRequest {
  @ApiProperty({ maxLength: 500 })
  @IsString({ message: '返信内容を入力してください' })
  content: string;
}

export class AnonymousReasonRequest {
  @ApiProperty({ maxLength: 500 })
  @IsString({ message: '理由を入力してください' })
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
