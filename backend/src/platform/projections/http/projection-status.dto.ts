import { ApiProperty } from '@nestjs/swagger';
import type { ProjectionStatus, RebuildProgress } from '../projection-runtime.js';

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

  static from(p: RebuildProgress): RebuildProgressDto {
    return Object.assign(new RebuildProgressDto(), {
      state: p.state,
      done: p.done,
      total: p.total,
      startedAt: p.startedAt ? new Date(p.startedAt).toISOString() : null,
      finishedAt: p.finishedAt ? new Date(p.finishedAt).toISOString() : null,
      error: p.error,
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

  @ApiProperty({ type: String, nullable: true, description: 'The error that stopped it (or stopped it last)' })
  lastError!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Position of the event it failed on' })
  failedPosition!: string | null;

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
      lastError: s.lastError,
      failedPosition: s.failedPosition === null ? null : s.failedPosition.toString(),
      updatedAt: s.updatedAt ? new Date(s.updatedAt).toISOString() : null,
      rebuild: RebuildProgressDto.from(s.rebuild),
    });
  }
}

export class ApiErrorDto {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  message!: string | string[];

  @ApiProperty({ example: 'Not Found' })
  error!: string;
}
