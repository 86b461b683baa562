import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SEARCH_QUERY_RULES } from '@pivot/rules';
import { SEARCH_KINDS, type SearchKind } from '../global-search.js';

/** `GET /api/search?q=…&kinds=knowledge,forum`. */
export class GlobalSearchRequest {
  @ApiProperty({ maxLength: SEARCH_QUERY_RULES.max, description: 'From 3 letters or digits, 2 for a Japanese query (decision 0086); longer: 400' })
  @IsString({ message: SEARCH_QUERY_RULES.tooShort })
  @MaxLength(SEARCH_QUERY_RULES.max, { message: SEARCH_QUERY_RULES.tooLong })
  q: string;

  @ApiPropertyOptional({ description: `Comma-separated, any of ${SEARCH_KINDS.join(', ')}; all by default`, type: String })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value))
  @IsArray({ message: '検索対象の指定が正しくありません' })
  @ArrayNotEmpty({ message: '検索対象の指定が正しくありません' })
  @IsIn(SEARCH_KINDS, { each: true, message: '検索対象の指定が正しくありません' })
  kinds?: SearchKind[];

  @ApiPropertyOptional({ minimum: 1, maximum: 20, default: 5, description: 'At most this many of each kind' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '件数は1から20の整数で指定してください' })
  @Min(1, { message: '件数は1から20の整数で指定してください' })
  @Max(20, { message: '件数は1から20の整数で指定してください' })
  limit?: number;
}
