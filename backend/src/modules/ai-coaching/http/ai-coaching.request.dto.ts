import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { AI_COACHING_LIMITS as LIMITS } from '@pivot/rules';
import { SESSION_TYPES } from '../events/coaching-session.events.js';

/** Spec part 2 §7: `sessionType, messages, isActive`; for role-play `context` is the scenario's JSON. */
export class StartCoachingSessionRequest {
  @ApiProperty({ enum: SESSION_TYPES })
  @IsIn(SESSION_TYPES, { message: 'セッションの種類が正しくありません' })
  sessionType: (typeof SESSION_TYPES)[number];

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Reflection: required (振り返りトピック)' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.topic.max, { message: LIMITS.topic.tooLong })
  topic?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Role-play: the scenario id (one of GET /api/ai-coaching/scenarios)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  scenarioId?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: "Role-play: JSON of the scenario; its `id` is used when scenarioId is absent. Coaching from a board: JSON `{ source: 'ms-board', teamId }` or `{ source: 'one-on-one', teamId, memberId }`; the server gathers the board's facts (403/404 when the board is refused, nothing created)" })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  context?: string | null;

  @ApiPropertyOptional({ type: [Object], description: 'Ignored: a session starts with the coach\'s opening line' })
  @IsOptional()
  @IsArray()
  @Allow()
  messages?: unknown[];

  @ApiPropertyOptional({ description: 'Ignored: a new session is active' })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class ChatRequest {
  @ApiProperty({ maxLength: LIMITS.message.max })
  @IsString({ message: 'メッセージを入力してください' })
  @MaxLength(LIMITS.message.max, { message: LIMITS.message.tooLong })
  message: string;

  @ApiProperty()
  @IsUUID('all', { message: 'セッションが見つかりません' })
  sessionId: string;
}

export class ActiveSessionQuery {
  @ApiPropertyOptional({ enum: SESSION_TYPES })
  @IsOptional()
  @IsIn(SESSION_TYPES)
  sessionType?: (typeof SESSION_TYPES)[number];
}

export class WriteJournalEntryRequest {
  @ApiProperty({ example: '2026-11-23', description: 'A day of the week reflected on (YYYY-MM-DD); stored as its Monday' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '対象の週はYYYY-MM-DD形式の日付で指定してください' })
  weekOf: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'The reflection session it comes from' })
  @IsOptional()
  @IsUUID('all', { message: 'セッションが見つかりません' })
  sessionId?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.journalTitle.max, { message: LIMITS.journalTitle.tooLong })
  title?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: "This week's practice" })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.practiceContent.max, { message: LIMITS.practiceContent.tooLong })
  practiceContent?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.insights.max, { message: LIMITS.insights.tooLong })
  insights?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.challenges.max, { message: LIMITS.challenges.tooLong })
  challenges?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Next steps' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.goals.max, { message: LIMITS.goals.tooLong })
  goals?: string | null;
}
