import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { KNOWLEDGE_SEARCH_LIMITS } from '@pivot/rules';
import { QUERY_TOO_SHORT_MESSAGE } from '../domain/knowledge-entry.errors.js';

/** `GET /api/knowledge-base/search?q=…`: at least 3 letters or digits (spec part 2 §4, §9). */
export class SearchKnowledgeRequest {
  @ApiProperty({ minLength: 3, maxLength: KNOWLEDGE_SEARCH_LIMITS.query.max, description: 'The query; Japanese without spaces is fine. Under 3 letters or digits: 400' })
  @IsString({ message: QUERY_TOO_SHORT_MESSAGE })
  @MaxLength(KNOWLEDGE_SEARCH_LIMITS.query.max, { message: KNOWLEDGE_SEARCH_LIMITS.query.tooLong })
  q: string;

  @ApiPropertyOptional({ description: 'Only entries of this book' })
  @IsOptional()
  @IsString({ message: '書籍名は文字列で指定してください' })
  @MaxLength(200, { message: '書籍名は200文字以内で指定してください' })
  bookTitle?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '件数は1から100の整数で指定してください' })
  @Min(1, { message: '件数は1から100の整数で指定してください' })
  @Max(100, { message: '件数は1から100の整数で指定してください' })
  limit?: number;
}

/** `GET /api/knowledge-base/book?title=…` (spec part 2 §7: "with a book title"). */
export class KnowledgeBookRequest {
  @ApiProperty({ description: 'The book title, e.g. ピボット or 全員経営' })
  @IsString({ message: '書籍名を指定してください' })
  @MaxLength(200, { message: '書籍名は200文字以内で指定してください' })
  title: string;
}

/** `POST /api/knowledge-base/seed` takes an empty object (spec part 2 §7). */
export class SeedKnowledgeBaseRequest {}
