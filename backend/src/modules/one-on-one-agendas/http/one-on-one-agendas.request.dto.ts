import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ONE_ON_ONE_AGENDA_LIMITS as L } from '@pivot/rules';
import { AGENDA_PARTIES, RESPONSES_WANTED, SESSION_TOPIC_CATEGORY_KEYS } from './one-on-one-agendas.response.dto.js';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export class AddAgendaTopicRequest {
  @ApiProperty({ description: 'The topic in the member’s words (or a catalogue topic’s name)' })
  @IsString({ message: L.topicTitle.blank })
  @MaxLength(L.topicTitle.max, { message: L.topicTitle.tooLong })
  title: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'A topic of the team’s catalogue' })
  @IsOptional()
  @IsString()
  topicId?: string | null;

  @ApiPropertyOptional({ minimum: L.priority.min, maximum: L.priority.max, default: 1, description: '1 high .. 3 low' })
  @IsOptional()
  @IsInt({ message: L.priority.message })
  @Min(L.priority.min, { message: L.priority.message })
  @Max(L.priority.max, { message: L.priority.message })
  priority?: number;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.topicNotes.max, { message: L.topicNotes.tooLong })
  notes?: string | null;

  @ApiPropertyOptional({ enum: RESPONSES_WANTED, enumName: 'ResponseWanted', nullable: true, description: 'Required from the member' })
  @IsOptional()
  @IsIn(RESPONSES_WANTED, { message: '希望する関わり方（具体的なアドバイス・一緒に考える・ただ聞いてほしい）を選んでください' })
  responseWanted?: (typeof RESPONSES_WANTED)[number] | null;
}

export class RecordAgendaTopicOutcomeRequest {
  @ApiProperty({ nullable: true, type: String, description: 'Empty clears it' })
  @IsOptional()
  @IsString()
  @MaxLength(L.outcome.max, { message: L.outcome.tooLong })
  outcome: string | null;
}

export class AddActionItemRequest {
  @ApiProperty()
  @IsString({ message: L.actionItem.blank })
  @MaxLength(L.actionItem.max, { message: L.actionItem.tooLong })
  title: string;

  @ApiProperty({ enum: AGENDA_PARTIES, enumName: 'AgendaParty' })
  @IsIn(AGENDA_PARTIES, { message: '担当者はメンバーかマネージャーを選んでください' })
  owner: (typeof AGENDA_PARTIES)[number];

  @ApiPropertyOptional({ nullable: true, type: String, example: '2026-06-01', description: 'YYYY-MM-DD, today or later' })
  @IsOptional()
  @Matches(DATE_PATTERN, { message: '期限はYYYY-MM-DD形式の日付で指定してください' })
  dueDate?: string | null;
}

export class GiveAgendaPulseRequest {
  @ApiProperty({ minimum: L.clarity.min, maximum: L.clarity.max, description: 'How clear the member feels after the session' })
  @IsInt({ message: L.clarity.message })
  @Min(L.clarity.min, { message: L.clarity.message })
  @Max(L.clarity.max, { message: L.clarity.message })
  clarity: number;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.pulseComment.max, { message: L.pulseComment.tooLong })
  comment?: string | null;
}

export class AddSessionTopicRequest {
  @ApiProperty()
  @IsString({ message: L.topicName.blank })
  @MaxLength(L.topicName.max, { message: L.topicName.tooLong })
  name: string;

  @ApiProperty({ enum: SESSION_TOPIC_CATEGORY_KEYS, enumName: 'SessionTopicCategory' })
  @IsIn(SESSION_TOPIC_CATEGORY_KEYS, { message: 'カテゴリーを選んでください' })
  category: (typeof SESSION_TOPIC_CATEGORY_KEYS)[number];

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.topicDescription.max, { message: L.topicDescription.tooLong })
  description?: string | null;
}

export class SetSessionTopicActiveRequest {
  @ApiProperty({ description: 'false deactivates the topic (topics are never deleted)' })
  @IsBoolean({ message: 'isActiveは真偽値で指定してください' })
  isActive: boolean;
}
