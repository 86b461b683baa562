import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const POSITION = /^[1-9]\d{0,18}$|^0$/;

export class EventLogQueryRequest {
  @ApiPropertyOptional({ description: 'Stream category (`ms-matrix-entry`)' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'カテゴリーは200文字以内で指定してください' })
  category?: string;

  @ApiPropertyOptional({ description: 'One stream' })
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'ストリームIDは300文字以内で指定してください' })
  streamId?: string;

  @ApiPropertyOptional({ description: 'Event type' })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'イベント種別は200文字以内で指定してください' })
  type?: string;

  @ApiPropertyOptional({ description: 'The user who issued the command (metadata.userId)' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'ユーザーIDは100文字以内で指定してください' })
  userId?: string;

  @ApiPropertyOptional({ description: 'metadata.correlationId' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: '相関IDは100文字以内で指定してください' })
  correlationId?: string;

  @ApiPropertyOptional({ description: 'Recorded at or after (ISO-8601)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: '期間の開始は日時（ISO 8601）で指定してください' })
  from?: string;

  @ApiPropertyOptional({ description: 'Recorded before (ISO-8601)' })
  @IsOptional()
  @IsDateString({ strict: true }, { message: '期間の終了は日時（ISO 8601）で指定してください' })
  to?: string;

  @ApiPropertyOptional({ description: 'Keyset: events before this position (the previous page’s nextBefore)' })
  @IsOptional()
  @Matches(POSITION, { message: 'before は0以上の整数で指定してください' })
  before?: string;

  @ApiPropertyOptional({ description: 'Live tail: events after this position, oldest first' })
  @IsOptional()
  @Matches(POSITION, { message: 'after は0以上の整数で指定してください' })
  after?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 200, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '件数は1〜200の整数で指定してください' })
  @Min(1, { message: '件数は1〜200の整数で指定してください' })
  @Max(200, { message: '件数は1〜200の整数で指定してください' })
  limit?: number;
}

export class StreamStateRequest {
  @ApiPropertyOptional({ description: 'Revision to fold up to (inclusive); the last when absent' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'バージョンは0以上の整数で指定してください' })
  @Min(0, { message: 'バージョンは0以上の整数で指定してください' })
  version?: number;
}
