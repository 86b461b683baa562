import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { ParkedEvent, ProjectionStatus, RebuildProgress } from '../projection-runtime.js';

const PROJECTION_STATES = ['running', 'catching_up', 'rebuilding', 'failed', 'stopped'] as const;
const KINDS = ['projection', 'reactor'] as const;
const REBUILD_STATES = ['idle', 'queued', 'rebuilding', 'done', 'failed'] as const;

export class RebuildProgressDto {
  @ApiProperty({ enum: REBUILD_STATES, description: 'idle: never rebuilt; queued/rebuilding: under way; done/failed: the last rebuild' })
  state!: (typeof REBUILD_STATES)[number];

  @ApiProperty({ description: 'Events replayed so far' })
  done!: number;

  @ApiProperty({ description: 'Events to replay' })
  total!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the last rebuild failed' })
  error!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who asked for it (an admin’s e-mail); null when the system did' })
  startedBy!: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Seconds left at the pace so far, while under way; null otherwise' })
  secondsLeft!: number | null;

  static from(p: RebuildProgress): RebuildProgressDto {
    const started = p.startedAt ? new Date(p.startedAt).getTime() : null;
    let secondsLeft: number | null = null;
    if (p.state === 'rebuilding' && started !== null && p.done > 0 && p.total >= p.done) {
      const elapsed = (Date.now() - started) / 1000;
      secondsLeft = Math.max(0, Math.round((elapsed * (p.total - p.done)) / p.done));
    }
    return Object.assign(new RebuildProgressDto(), {
      state: p.state,
      done: p.done,
      total: p.total,
      startedAt: p.startedAt ? new Date(p.startedAt).toISOString() : null,
      finishedAt: p.finishedAt ? new Date(p.finishedAt).toISOString() : null,
      error: p.error,
      startedBy: p.startedBy,
      secondsLeft,
    });
  }
}

export class ProjectionStatusDto {
  @ApiProperty({ example: 'one-on-one-board' })
  name!: string;

  @ApiProperty({ enum: KINDS, description: 'projection: builds read-model tables; reactor: issues commands in reaction to events, never rebuilt' })
  kind!: (typeof KINDS)[number];

  @ApiProperty({ enum: PROJECTION_STATES })
  state!: (typeof PROJECTION_STATES)[number];

  @ApiProperty({ description: 'Global position of the last applied (or reacted-to) event (a decimal string: it may exceed 2^53)', example: '1042' })
  position!: string;

  @ApiProperty({ description: 'Position of the newest readable event', example: '1042' })
  headPosition!: string;

  @ApiProperty({ description: 'Events in the log after this projection’s position' })
  lag!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The app instance running it now (host:pid:suffix, from its lease); null when no instance does',
    example: 'app-1:4242:1f3a9c0b',
  })
  runner!: string | null;

  @ApiProperty({ type: [String], description: 'Event types it applies (or reacts to)' })
  handles!: string[];

  @ApiProperty({ type: [String], description: 'Read-model tables it owns (none for a reactor)' })
  tables!: string[];

  @ApiProperty({ description: 'The version the projection declares (raised when what it writes for the same events changes; 1 for a reactor)', example: 1 })
  version!: number;

  @ApiProperty({ description: 'The version its serving tables were built with: another than version until the rebuild on start swaps its tables in', example: 1 })
  builtVersion!: number;

  @ApiProperty({ type: String, nullable: true, description: 'The error that stopped it (or stopped it last)' })
  lastError!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Position of the event it failed on' })
  failedPosition!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Id of the event behind lastError' })
  failedEventId!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Type of the event behind lastError' })
  failedType!: string | null;

  @ApiProperty({ description: 'Seconds between the oldest event not yet handled and now (0 when caught up)' })
  lagSeconds!: number;

  @ApiProperty({ description: 'Events per second its loop went through over the last ten seconds (on the instance running it)' })
  eventsPerSecond!: number;

  @ApiProperty({ description: 'Events it failed on and went past, waiting for a retry or a skip' })
  parkedCount!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt!: string | null;

  @ApiProperty({ type: RebuildProgressDto })
  rebuild!: RebuildProgressDto;

  static from(s: ProjectionStatus): ProjectionStatusDto {
    return Object.assign(new ProjectionStatusDto(), {
      name: s.name,
      kind: s.kind,
      state: s.state,
      position: s.position.toString(),
      headPosition: s.headPosition.toString(),
      lag: s.lag,
      runner: s.runner,
      handles: [...s.handles],
      tables: [...s.tables],
      version: s.version,
      builtVersion: s.builtVersion,
      lastError: s.lastError,
      failedPosition: s.failedPosition === null ? null : s.failedPosition.toString(),
      failedEventId: s.failedEventId,
      failedType: s.failedType,
      lagSeconds: s.lagSeconds,
      eventsPerSecond: s.eventsPerSecond,
      parkedCount: s.parkedCount,
      updatedAt: s.updatedAt ? new Date(s.updatedAt).toISOString() : null,
      rebuild: RebuildProgressDto.from(s.rebuild),
    });
  }
}

const PARKED_STATES = ['parked', 'retried', 'skipped'] as const;

export class ParkedEventDto {
  @ApiProperty({ example: 'ms-matrix-board' })
  name!: string;

  @ApiProperty({ description: 'Global position of the event (a decimal string)', example: '1042' })
  position!: string;

  @ApiProperty({ format: 'uuid' })
  eventId!: string;

  @ApiProperty()
  streamId!: string;

  @ApiProperty()
  type!: string;

  @ApiProperty({ description: 'The error of the last attempt' })
  error!: string;

  @ApiProperty()
  attempts!: number;

  @ApiProperty({ enum: PARKED_STATES, description: 'parked: waiting; retried: applied by a retry; skipped: left unapplied by an admin' })
  state!: (typeof PARKED_STATES)[number];

  @ApiProperty({ type: String, format: 'date-time' })
  parkedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolvedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The admin who retried or skipped it' })
  resolvedBy!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why it was skipped' })
  reason!: string | null;

  static from(p: ParkedEvent): ParkedEventDto {
    return Object.assign(new ParkedEventDto(), {
      name: p.name,
      position: p.position.toString(),
      eventId: p.eventId,
      streamId: p.streamId,
      type: p.type,
      error: p.error,
      attempts: p.attempts,
      state: p.state,
      parkedAt: new Date(p.parkedAt).toISOString(),
      resolvedAt: p.resolvedAt ? new Date(p.resolvedAt).toISOString() : null,
      resolvedBy: p.resolvedBy,
      reason: p.reason,
    });
  }
}

export class RetryParkedResponseDto {
  @ApiProperty({ type: ParkedEventDto })
  parked!: ParkedEventDto;

  @ApiProperty({ type: String, nullable: true, description: 'The error when it failed again (it stays parked); null when it was applied' })
  error!: string | null;
}

export class SkipParkedRequestDto {
  @ApiProperty({ minLength: 1, maxLength: 500, description: 'Why the event is left unapplied (recorded in the event log)' })
  @IsString({ message: 'スキップする理由を入力してください' })
  @MinLength(1, { message: 'スキップする理由を入力してください' })
  @MaxLength(500, { message: '理由は500文字以内で入力してください' })
  reason!: string;
}

export class ApiErrorDto {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  message!: string | string[];

  @ApiProperty({ example: 'Not Found' })
  error!: string;
}
