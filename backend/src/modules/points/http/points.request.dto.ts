import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '../domain/periods.js';
import { TRANSACTION_TYPES, type TransactionType } from '../queries/get-ledger/get-ledger.query.js';
import { LEADERBOARD_METRICS, type LeaderboardMetric } from '../queries/get-leaderboard/leaderboard-sql.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class PurchaseShopItemRequest {
  @ApiProperty({ description: 'A catalogue item id (GET /api/pffr/shop)' })
  @IsString({ message: 'アイテムを選択してください' })
  @IsNotEmpty({ message: 'アイテムを選択してください' })
  @MaxLength(100, { message: 'アイテムが見つかりません' })
  itemId: string;
}

export class EquippedItemsRequest {
  @ApiPropertyOptional({ description: 'Whose items; the caller by default' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  userId?: string;
}

export class LedgerFilterRequest {
  @ApiPropertyOptional({ description: 'Only this person (user id)' })
  @IsOptional()
  @IsString({ message: 'userIdは文字列で指定してください' })
  @MaxLength(100, { message: 'userIdが長すぎます' })
  userId?: string;

  @ApiPropertyOptional({ description: 'Only members of this team' })
  @IsOptional()
  @IsString({ message: 'teamIdは文字列で指定してください' })
  @MaxLength(100, { message: 'teamIdが長すぎます' })
  teamId?: string;

  @ApiPropertyOptional({ enum: TRANSACTION_TYPES })
  @IsOptional()
  @IsIn(TRANSACTION_TYPES, { message: '種別の指定が正しくありません' })
  type?: TransactionType;

  @ApiPropertyOptional({ description: 'First day, YYYY-MM-DD (inclusive)' })
  @IsOptional()
  @Matches(DATE, { message: '開始日はYYYY-MM-DD形式で指定してください' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last day, YYYY-MM-DD (inclusive)' })
  @IsOptional()
  @Matches(DATE, { message: '終了日はYYYY-MM-DD形式で指定してください' })
  to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '件数は整数で指定してください' })
  @Min(1, { message: '件数は1以上で指定してください' })
  @Max(500, { message: '件数は500以下で指定してください' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '開始位置は整数で指定してください' })
  @Min(0, { message: '開始位置は0以上で指定してください' })
  offset?: number;
}

export class LeaderboardRequest {
  @ApiPropertyOptional({ enum: LEADERBOARD_PERIODS, default: 'week' })
  @IsOptional()
  @IsIn(LEADERBOARD_PERIODS, { message: '期間の指定が正しくありません' })
  period?: LeaderboardPeriod;

  @ApiPropertyOptional({ enum: LEADERBOARD_METRICS, default: 'points' })
  @IsOptional()
  @IsIn(LEADERBOARD_METRICS, { message: '集計方法の指定が正しくありません' })
  metric?: LeaderboardMetric;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '件数は整数で指定してください' })
  @Min(1, { message: '件数は1以上で指定してください' })
  @Max(100, { message: '件数は100以下で指定してください' })
  limit?: number;
}
