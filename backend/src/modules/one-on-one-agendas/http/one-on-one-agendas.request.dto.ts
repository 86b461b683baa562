import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AGENDA_PARTIES, RESPONSES_WANTED, SESSION_TOPIC_CATEGORY_KEYS } from './one-on-one-agendas.response.dto.js';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export class AddAgendaTopicRequest {
  @ApiProperty({ description: 'The topic in the member’s words (or a catalogue topic’s name)' })
  @IsString({ message: '議題を入力してください' })
  @MaxLength(100, { message: '議題は100文字以内で入力してください' })
  title: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'A topic of the team’s catalogue' })
  @IsOptional()
  @IsString()
  topicId?: string | null;

  @ApiPropertyOptional({ minimum: 1, maximum: 3, default: 1, description: '1 high .. 3 low' })
  @IsOptional()
  @IsInt({ message: '優先度は1から3の整数で指定してください' })
  @Min(1, { message: '優先度は1から3の整数で指定してください' })
  @Max(3, { message: '優先度は1から3の整数で指定してください' })
  priority?: number;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'メモは1000文字以内で入力してください' })
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
  @MaxLength(2000, { message: '結果は2000文字以内で入力してください' })
  outcome: string | null;
}

export class AddActionItemRequest {
  @ApiProperty()
  @IsString({ message: 'アクションアイテムを入力してください' })
  @MaxLength(200, { message: 'アクションアイテムは200文字以内で入力してください' })
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
  @ApiProperty({ minimum: 1, maximum: 5, description: 'How clear the member feels after the session' })
  @IsInt({ message: '明確さは1から5の整数で指定してください' })
  @Min(1, { message: '明確さは1から5の整数で指定してください' })
  @Max(5, { message: '明確さは1から5の整数で指定してください' })
  clarity: number;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'ひとことは1000文字以内で入力してください' })
  comment?: string | null;
}

export class AddSessionTopicRequest {
  @ApiProperty()
  @IsString({ message: 'トピック名を入力してください' })
  @MaxLength(60, { message: 'トピック名は60文字以内で入力してください' })
  name: string;

  @ApiProperty({ enum: SESSION_TOPIC_CATEGORY_KEYS, enumName: 'SessionTopicCategory' })
  @IsIn(SESSION_TOPIC_CATEGORY_KEYS, { message: 'カテゴリーを選んでください' })
  category: (typeof SESSION_TOPIC_CATEGORY_KEYS)[number];

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: '説明は300文字以内で入力してください' })
  description?: string | null;
}

export class SetSessionTopicActiveRequest {
  @ApiProperty({ description: 'false deactivates the topic (topics are never deleted)' })
  @IsBoolean({ message: 'isActiveは真偽値で指定してください' })
  isActive: boolean;
}
