import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ONE_ON_ONE_APPROACHES } from './one-on-one.response.dto.js';
import { ONE_ON_ONE_LIMITS as L } from '@pivot/rules';

const POSITION_MESSAGE = '位置は0から1の範囲で指定してください';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Board coordinates: fractions 0..1, x = trust (left to right), y grows downwards (mindset = 1 − y). */
class PositionRequest {
  @ApiProperty({ minimum: 0, maximum: 1, example: 0.5, description: 'x (信頼度): 0..1' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: POSITION_MESSAGE })
  @Min(0, { message: POSITION_MESSAGE })
  @Max(1, { message: POSITION_MESSAGE })
  positionX: number;

  @ApiProperty({ minimum: 0, maximum: 1, example: 0.5, description: 'y (下向き): マインド = 1 − y' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: POSITION_MESSAGE })
  @Min(0, { message: POSITION_MESSAGE })
  @Max(1, { message: POSITION_MESSAGE })
  positionY: number;

  @ApiPropertyOptional({ description: 'Ignored: the server derives trust = x.' })
  @IsOptional()
  @IsNumber()
  trustLevel?: number;

  @ApiPropertyOptional({ description: 'Ignored: the server derives mindset = 1 − y.' })
  @IsOptional()
  @IsNumber()
  mindsetLevel?: number;
}

export class CreateOneOnOneEntryRequest extends PositionRequest {
  @ApiProperty({ description: 'Company member id' })
  @IsString()
  @IsNotEmpty({ message: '社員を選択してください' })
  @MaxLength(100)
  employeeId: string;

  @ApiPropertyOptional({ description: 'When given, the member must belong to this team' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  teamId?: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.entryNotes.max, { message: L.entryNotes.tooLong })
  notes?: string | null;
}

export class MoveOneOnOneEntryRequest extends PositionRequest {}

export class RecordOneOnOneSessionRequest {
  @ApiProperty({ example: '2026-05-01', description: 'YYYY-MM-DD in APP_TIME_ZONE, not in the future' })
  @Matches(DATE_PATTERN, { message: '実施日はYYYY-MM-DD形式の日付で指定してください' })
  sessionDate: string;

  @ApiProperty({ enum: ONE_ON_ONE_APPROACHES, enumName: 'OneOnOneApproach' })
  @IsIn(ONE_ON_ONE_APPROACHES, { message: 'アプローチを選択してください' })
  approach: (typeof ONE_ON_ONE_APPROACHES)[number];

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.outcomes.max, { message: L.outcomes.tooLong })
  outcomes?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.feedback.max, { message: L.feedback.tooLong })
  feedback?: string | null;

  @ApiProperty({ minimum: L.effectiveness.min, maximum: L.effectiveness.max })
  @IsInt({ message: L.effectiveness.message })
  @Min(L.effectiveness.min, { message: L.effectiveness.message })
  @Max(L.effectiveness.max, { message: L.effectiveness.message })
  effectiveness: number;

  @ApiPropertyOptional({ nullable: true, type: String, example: '2026-05-15', description: 'YYYY-MM-DD, after sessionDate' })
  @IsOptional()
  @Matches(DATE_PATTERN, { message: '次回予定日はYYYY-MM-DD形式の日付で指定してください' })
  nextSessionDate?: string | null;
}

export class ManagerEntriesQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  teamId?: string;

  @ApiPropertyOptional({ description: 'Admins only: another manager (user id)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  managerId?: string;
}

export class GrowthHistoryQuery {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  teamId?: string;
}

export class ManagerEntriesAsOfQuery {
  @ApiProperty({ description: 'The team whose entries are shown' })
  @IsString({ message: 'チームを指定してください' })
  @IsNotEmpty({ message: 'チームを指定してください' })
  @MaxLength(100)
  teamId: string;

  @ApiProperty({ example: '2026-05-01', description: 'YYYY-MM-DD in APP_TIME_ZONE: the board at the end of that day; not in the future' })
  @IsString({ message: '日付はYYYY-MM-DD形式で指定してください' })
  @Matches(DATE_PATTERN, { message: '日付はYYYY-MM-DD形式で指定してください' })
  date: string;

  @ApiPropertyOptional({ description: 'Admins only: another manager (user id)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  managerId?: string;
}
