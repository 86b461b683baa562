import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { COMMUNITY_EVENT_LIMITS as L } from '@pivot/rules';
import { stacked } from '../../../platform/http/stacked.js';
import { EVENT_PLATFORMS, EVENT_STATUSES, EVENT_TYPES } from '../events/community-event.events.js';
import type { CommunityEventStatus, CommunityEventType, EventPlatform } from '../events/community-event.events.js';

const CAPACITY_MESSAGE = L.participants.message;

/**
 * The checks of an event's fields, written once for creating and correcting it (and the materials
 * of a session too). Each request adds what differs: its OpenAPI property (required or not, a
 * default, a description) and, for a field a creation requires, `IsNotEmpty` or no `IsOptional`.
 */
const eventField = {
  title: () => stacked(IsString({ message: L.title.required }), MaxLength(L.title.max, { message: L.title.tooLong })),
  description: () =>
    stacked(IsOptional(), IsString({ message: '説明は文字列で入力してください' }), MaxLength(L.description.max, { message: L.description.tooLong })),
  platform: () => stacked(IsOptional(), IsIn(EVENT_PLATFORMS, { message: '開催プラットフォームを選択してください' })),
  maxParticipants: () =>
    stacked(
      IsOptional(),
      IsInt({ message: CAPACITY_MESSAGE }),
      Min(L.participants.min, { message: CAPACITY_MESSAGE }),
      Max(L.participants.max, { message: CAPACITY_MESSAGE }),
    ),
  meetingUrl: () =>
    stacked(IsOptional(), IsString({ message: '会議URLはhttpまたはhttpsのURLで指定してください' }), MaxLength(L.meetingUrl.max, { message: L.meetingUrl.tooLong })),
  materials: () =>
    stacked(
      IsOptional(),
      IsArray({ message: '資料は一覧で指定してください' }),
      ArrayMaxSize(L.materials.max, { message: L.materials.tooMany }),
      ValidateNested({ each: true }),
      Type(() => EventMaterialRequest),
    ),
};

export class EventMaterialRequest {
  @ApiProperty({ example: '当日のスライド' })
  @IsString({ message: L.materialName.required })
  @IsNotEmpty({ message: L.materialName.required })
  @MaxLength(L.materialName.max, { message: L.materialName.tooLong })
  name: string;

  @ApiProperty({ example: 'https://example.com/slides.pdf' })
  @IsString({ message: '資料のURLを入力してください' })
  @MaxLength(L.materialUrl.max, { message: L.materialUrl.tooLong })
  url: string;

  @ApiPropertyOptional({ example: 'slides' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  type?: string;
}

export class EventSessionRequest {
  @ApiProperty()
  @IsString({ message: L.sessionTitle.required })
  @IsNotEmpty({ message: L.sessionTitle.required })
  @MaxLength(L.sessionTitle.max, { message: L.sessionTitle.tooLong })
  title: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.feedback.max)
  description?: string | null;

  @ApiProperty({ example: '2026-12-01T10:00:00+09:00' })
  @IsISO8601({ strict: true }, { message: 'セッションの開始日時は日時で指定してください' })
  startTime: string;

  @ApiProperty({ example: '2026-12-01T10:30:00+09:00' })
  @IsISO8601({ strict: true }, { message: 'セッションの終了日時は日時で指定してください' })
  endTime: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'A user id; the host when absent' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  speakerId?: string | null;

  @ApiPropertyOptional({ type: [EventMaterialRequest] })
  @eventField.materials()
  materials?: EventMaterialRequest[];
}

/** Spec part 2 §7 body, plus host, meeting details, recording URL, materials, tags and sessions. */
export class CreateCommunityEventRequest {
  @ApiProperty({ example: '1on1入門ウェビナー' })
  @eventField.title()
  @IsNotEmpty({ message: L.title.required })
  title: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @eventField.description()
  description?: string | null;

  @ApiProperty({ enum: EVENT_TYPES, enumName: 'CommunityEventType' })
  @IsIn(EVENT_TYPES, { message: 'イベント種別を選択してください' })
  eventType: CommunityEventType;

  @ApiPropertyOptional({ enum: EVENT_PLATFORMS, enumName: 'EventPlatform', default: 'zoom' })
  @eventField.platform()
  platform?: EventPlatform;

  @ApiPropertyOptional({ description: 'A user id; the caller when absent. Only a team admin may name someone else.' })
  @IsOptional()
  @IsString({ message: '主催者を選択してください' })
  @IsNotEmpty({ message: '主催者を選択してください' })
  @MaxLength(100)
  hostId?: string;

  @ApiProperty({ example: '2026-12-01T19:00:00+09:00', description: 'ISO 8601 with an offset' })
  @IsISO8601({ strict: true }, { message: '開始日時は必須です' })
  startTime: string;

  @ApiProperty({ example: '2026-12-01T20:00:00+09:00', description: 'After startTime (the form proposes one hour later)' })
  @IsISO8601({ strict: true }, { message: '終了日時は必須です' })
  endTime: string;

  @ApiPropertyOptional({ minimum: L.participants.min, maximum: L.participants.max, default: L.participants.default })
  @eventField.maxParticipants()
  maxParticipants?: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: '録画の有無は真偽値で指定してください' })
  isRecorded?: boolean;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: '公開設定は真偽値で指定してください' })
  isPublic?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: '承認制の設定は真偽値で指定してください' })
  requiresApproval?: boolean;

  @ApiPropertyOptional({ nullable: true, type: String })
  @eventField.meetingUrl()
  meetingUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  meetingId?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  passcode?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.recordingUrl.max, { message: L.recordingUrl.tooLong })
  recordingUrl?: string | null;

  @ApiPropertyOptional({ type: [EventMaterialRequest] })
  @eventField.materials()
  materials?: EventMaterialRequest[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: 'タグは一覧で指定してください' })
  @ArrayMaxSize(L.tags.max, { message: L.tags.tooMany })
  @IsString({ each: true, message: 'タグは文字列で指定してください' })
  @MaxLength(L.tag.max, { each: true, message: L.tag.tooLong })
  tags?: string[];

  @ApiPropertyOptional({ type: [EventSessionRequest] })
  @IsOptional()
  @IsArray({ message: 'セッションは一覧で指定してください' })
  @ArrayMaxSize(L.sessions.max, { message: L.sessions.tooMany })
  @ValidateNested({ each: true })
  @Type(() => EventSessionRequest)
  sessions?: EventSessionRequest[];
}

export class ListCommunityEventsRequest {
  @ApiPropertyOptional({ description: 'Scheduled or live events that have not ended, soonest first' })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'upcomingはtrueまたはfalseで指定してください' })
  upcoming?: boolean;

  @ApiPropertyOptional({ enum: EVENT_STATUSES, enumName: 'CommunityEventStatus' })
  @IsOptional()
  @IsIn(EVENT_STATUSES, { message: 'ステータスはscheduled、live、completed、cancelledのいずれかで指定してください' })
  status?: CommunityEventStatus;
}

export class ChangeEventStatusRequest {
  @ApiProperty({ enum: EVENT_STATUSES, enumName: 'CommunityEventStatus' })
  @IsIn(EVENT_STATUSES, { message: 'ステータスはscheduled、live、completed、cancelledのいずれかで指定してください' })
  status: CommunityEventStatus;
}

export class PublishRecordingRequest {
  @ApiProperty({ example: 'https://example.com/recording' })
  @IsString({ message: '録画URLを入力してください' })
  @IsNotEmpty({ message: '録画URLを入力してください' })
  @MaxLength(L.recordingUrl.max, { message: L.recordingUrl.tooLong })
  recordingUrl: string;
}

export class RegisterForEventRequest {
  @ApiPropertyOptional({ nullable: true, type: String, description: 'A note to the host' })
  @IsOptional()
  @IsString()
  @MaxLength(L.registrationNote.max, { message: L.registrationNote.tooLong })
  notes?: string | null;
}

export class RecordAttendanceRequest {
  @ApiProperty()
  @IsBoolean({ message: '出席は真偽値で指定してください' })
  attended: boolean;
}

export class GiveEventFeedbackRequest {
  @ApiProperty({ minimum: 1, maximum: 5 })
  @IsInt({ message: '評価は1から5で選択してください' })
  @Min(1, { message: '評価は1から5で選択してください' })
  @Max(5, { message: '評価は1から5で選択してください' })
  rating: number;

  @ApiProperty()
  @IsBoolean({ message: 'おすすめするかどうかを選択してください' })
  wouldRecommend: boolean;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.feedback.max, { message: L.feedback.tooLong })
  feedback?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(L.suggestions.max, { message: L.suggestions.tooLong })
  suggestions?: string | null;
}

/**
 * The organiser's correction of an event: each field optional (the current value stays), checked
 * as at creation (the decider's rules: end after start, http(s) URL, capacity 1..1000 and not
 * below the seats taken).
 */
export class UpdateCommunityEventRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @eventField.title()
  title?: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @eventField.description()
  description?: string | null;

  @ApiPropertyOptional({ enum: EVENT_PLATFORMS, enumName: 'EventPlatform' })
  @eventField.platform()
  platform?: EventPlatform;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'null or empty removes the link' })
  @eventField.meetingUrl()
  meetingUrl?: string | null;

  @ApiPropertyOptional({ example: '2026-12-01T19:00:00+09:00', description: 'ISO 8601 with an offset' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: '開始日時は日時で指定してください' })
  startTime?: string;

  @ApiPropertyOptional({ example: '2026-12-01T20:00:00+09:00', description: 'After startTime' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: '終了日時は日時で指定してください' })
  endTime?: string;

  @ApiPropertyOptional({ minimum: L.participants.min, maximum: L.participants.max, description: 'Not below the seats taken' })
  @eventField.maxParticipants()
  maxParticipants?: number;
}
