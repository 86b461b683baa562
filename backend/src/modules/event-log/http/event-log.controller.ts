import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../../platform/auth/access.decorator.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { ApiAnswers } from '../../../platform/http/api-answers.js';
import { EventLogReader } from '../queries/event-log.reader.js';
import { EventLogQueryRequest, StreamStateRequest } from './event-log.request.dto.js';
import { CorrelationResponse, EventCategoryResponse, EventLogPageResponse, LoggedEventResponse, StreamStateResponse } from './event-log.response.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin event log browser: read-only, nothing here appends or changes the log. */
@ApiTags('admin')
@ApiAnswers({ forbidden: '管理者のみ' })
@Access('admin')
@Controller('api/admin/event-log')
export class EventLogController {
  constructor(private readonly reader: EventLogReader) {}

  @Get('categories')
  @ApiOperation({ summary: 'Stream categories with their stream and event counts' })
  @ApiAnswers({ ok: [EventCategoryResponse] })
  categories(): Promise<EventCategoryResponse[]> {
    return this.reader.categories();
  }

  @Get('types')
  @ApiOperation({ summary: 'Event types present in the log' })
  @ApiAnswers({ ok: [String] })
  types(): Promise<string[]> {
    return this.reader.types();
  }

  @Get('events')
  @ApiOperation({ summary: 'A page of events, newest first (keyset by position), or the live tail after a position' })
  @ApiAnswers({ ok: EventLogPageResponse, badRequest: '不正な絞り込み条件' })
  events(@Query() query: EventLogQueryRequest): Promise<EventLogPageResponse> {
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : undefined;
    if (from && to && from >= to) throw new DomainError('EVENT_LOG.BAD_PERIOD', '期間の開始は終了より前にしてください');
    if (query.before !== undefined && query.after !== undefined) throw new DomainError('EVENT_LOG.BAD_CURSOR', 'before と after は同時に指定できません');
    return this.reader.page({
      category: query.category || undefined,
      streamId: query.streamId || undefined,
      type: query.type || undefined,
      userId: query.userId || undefined,
      correlationId: query.correlationId || undefined,
      from,
      to,
      before: query.before !== undefined ? BigInt(query.before) : undefined,
      after: query.after !== undefined ? BigInt(query.after) : undefined,
      limit: query.limit ?? 50,
    });
  }

  @Get('events/:eventId')
  @ApiOperation({ summary: 'One event with its data and metadata' })
  @ApiAnswers({ ok: LoggedEventResponse, badRequest: 'イベントIDがUUIDでない', notFound: '存在しないイベント' })
  event(@Param('eventId') eventId: string): Promise<LoggedEventResponse> {
    if (!UUID.test(eventId)) throw new DomainError('EVENT_LOG.BAD_EVENT_ID', 'イベントIDの形式が正しくありません');
    return this.reader.event(eventId);
  }

  @Get('correlations/:correlationId')
  @ApiOperation({ summary: 'A command’s whole effect: every event with this correlation id, as a tree by causation' })
  @ApiAnswers({ ok: CorrelationResponse, notFound: 'この相関IDのイベントはない' })
  correlation(@Param('correlationId') correlationId: string): Promise<CorrelationResponse> {
    if (!/^[\w-]{1,100}$/.test(correlationId)) throw new DomainError('EVENT_LOG.BAD_CORRELATION_ID', '相関IDの形式が正しくありません');
    return this.reader.correlation(correlationId) as Promise<CorrelationResponse>;
  }

  @Get('streams/:streamId')
  @ApiOperation({ summary: 'A stream’s events and its aggregate’s state as of a version (folded with its module’s decider)' })
  @ApiAnswers({ ok: StreamStateResponse, notFound: '存在しないストリーム、またはバージョン' })
  stream(@Param('streamId') streamId: string, @Query() query: StreamStateRequest): Promise<StreamStateResponse> {
    if (streamId.length > 300) throw new DomainError('EVENT_LOG.BAD_STREAM_ID', 'ストリームIDは300文字以内で指定してください');
    return this.reader.streamAt(streamId, query.version);
  }
}
