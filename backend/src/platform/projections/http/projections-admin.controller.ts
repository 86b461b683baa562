import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../auth/access.decorator.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import type { SessionUser } from '../../auth/session-user.js';
import { AggregateStore } from '../../domain/aggregate-store.js';
import { DomainError } from '../../domain/domain-error.js';
import { ApiAnswers } from '../../http/api-answers.js';
import { ProjectionRuntimeService } from '../projection-runtime.service.js';
import { projectionAdminStream, type ProjectionAdminEvent } from '../admin/projection-admin.events.js';
import { ApiErrorDto, ParkedEventDto, ProjectionStatusDto, RetryParkedResponseDto, SkipParkedRequestDto } from './projection-status.dto.js';

/** A global position in a path: digits only (a bigint). */
function positionParam(value: string): bigint {
  if (!/^[1-9]\d{0,18}$/.test(value)) throw new DomainError('PROJECTIONS.BAD_POSITION', 'イベントの位置は正の整数で指定してください');
  return BigInt(value);
}

/**
 * Admin view of the read models and reactors: status of each, replay of a projection into fresh
 * tables (one rebuild at a time), and the events they failed on and went past (retry, skip).
 * Every action is recorded as an event of the projection's admin stream (decision 0046).
 */
@ApiTags('admin')
@ApiAnswers({ forbidden: { type: ApiErrorDto, description: '管理者のみ' } })
@Access('admin')
@Controller('api/admin/projections')
export class ProjectionsAdminController {
  constructor(
    private readonly runtime: ProjectionRuntimeService,
    private readonly aggregates: AggregateStore,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Status of every projection and reactor (position, lag, pace, parked events, rebuild progress)' })
  @ApiAnswers({ ok: [ProjectionStatusDto] })
  async list(): Promise<ProjectionStatusDto[]> {
    return (await this.runtime.status()).map(ProjectionStatusDto.from);
  }

  @Post('rebuild')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Rebuild every projection from the start of the log, one after another (reactors are never rebuilt)' })
  @ApiAnswers({ accepted: [ProjectionStatusDto], conflict: { type: ApiErrorDto, description: '別の再構築が実行中' } })
  async rebuildAll(@CurrentUser() user: SessionUser): Promise<ProjectionStatusDto[]> {
    const names = await this.runtime.requestExclusiveRebuild('all', user.email);
    for (const name of names) await this.record(name, { type: 'ProjectionRebuildRequested', data: { name, all: true, requestedBy: user.email } });
    return (await this.runtime.status()).map(ProjectionStatusDto.from);
  }

  @Post(':name/rebuild')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Rebuild one projection into fresh tables while the old ones keep serving' })
  @ApiAnswers({
    accepted: ProjectionStatusDto,
    notFound: { type: ApiErrorDto, description: '存在しないプロジェクション' },
    conflict: { type: ApiErrorDto, description: '別の再構築が実行中、またはリアクター（再生するとコマンドが再発行されるため再構築できない）' },
  })
  async rebuild(@Param('name') name: string, @CurrentUser() user: SessionUser): Promise<ProjectionStatusDto> {
    await this.runtime.requestExclusiveRebuild([name], user.email);
    await this.record(name, { type: 'ProjectionRebuildRequested', data: { name, all: false, requestedBy: user.email } });
    return ProjectionStatusDto.from(await this.runtime.statusOf(name));
  }

  @Get(':name/parked')
  @ApiOperation({ summary: 'Events the projection or reactor failed on and went past: waiting ones first, then retried and skipped' })
  @ApiAnswers({ ok: [ParkedEventDto], notFound: { type: ApiErrorDto, description: '存在しないプロジェクション' } })
  async parked(@Param('name') name: string): Promise<ParkedEventDto[]> {
    return (await this.runtime.parked(name)).map(ParkedEventDto.from);
  }

  @Post(':name/parked/:position/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Apply (or react to) a parked event again; it stays parked when it fails again' })
  @ApiAnswers({
    ok: RetryParkedResponseDto,
    badRequest: ApiErrorDto,
    notFound: { type: ApiErrorDto, description: '存在しないプロジェクション、または保留中でないイベント' },
    conflict: { type: ApiErrorDto, description: 'すでに再試行・スキップ済み' },
  })
  async retry(@Param('name') name: string, @Param('position') position: string, @CurrentUser() user: SessionUser): Promise<RetryParkedResponseDto> {
    const outcome = await this.runtime.retryParked(name, positionParam(position), user.email);
    const { parked, error } = outcome;
    await this.record(name, {
      type: 'ParkedEventRetried',
      data: { name, position: parked.position.toString(), eventId: parked.eventId, succeeded: error === null, error, retriedBy: user.email },
    });
    return Object.assign(new RetryParkedResponseDto(), { parked: ParkedEventDto.from(parked), error });
  }

  @Post(':name/parked/:position/skip')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Leave a parked event unapplied for good, saying why (a rebuild passes it too)' })
  @ApiAnswers({
    ok: ParkedEventDto,
    badRequest: ApiErrorDto,
    notFound: { type: ApiErrorDto, description: '存在しないプロジェクション、または保留中でないイベント' },
    conflict: { type: ApiErrorDto, description: 'すでに再試行・スキップ済み' },
  })
  async skip(
    @Param('name') name: string,
    @Param('position') position: string,
    @Body() body: SkipParkedRequestDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ParkedEventDto> {
    const reason = body.reason.trim();
    if (!reason) throw new DomainError('PROJECTIONS.SKIP_REASON_REQUIRED', 'スキップする理由を入力してください');
    const parked = await this.runtime.skipParked(name, positionParam(position), user.email, reason);
    await this.record(name, {
      type: 'ParkedEventSkipped',
      data: { name, position: parked.position.toString(), eventId: parked.eventId, reason, skippedBy: user.email },
    });
    return ParkedEventDto.from(parked);
  }

  private async record(name: string, event: ProjectionAdminEvent): Promise<void> {
    await this.aggregates.append(projectionAdminStream.streamId(name), [event], 'any');
  }
}
