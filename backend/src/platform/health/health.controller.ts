import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Access } from '../auth/access.decorator.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ApiAnswers } from '../http/api-answers.js';
import { ProjectionRuntimeService } from '../projections/projection-runtime.service.js';
import { DatabaseSupervision } from '../database/embedded-postgres-supervisor.js';
import { DatabaseHealthDto, DatabaseSupervisorDto, EventStoreHealthDto, HealthDto, ProjectionsHealthDto } from './health.dto.js';

/** Each check gives up after this long, so a hung dependency makes the answer 503, not a hang. */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly projections: ProjectionRuntimeService,
    private readonly supervision: DatabaseSupervision,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Database, event store and projections: 200 when all is well, 503 otherwise' })
  @ApiAnswers({ ok: HealthDto, serviceUnavailable: HealthDto })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const [database, eventStore, projections] = await Promise.all([this.database(), this.eventStoreHealth(), this.projectionHealth()]);
    const ok = database.status === 'up' && eventStore.status === 'up' && projections.status === 'up';
    res.status(ok ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', checkedAt: new Date().toISOString(), checks: { database, eventStore, projections } };
  }

  private async database(): Promise<DatabaseHealthDto> {
    const supervisor = this.supervisorStatus();
    if (supervisor?.state === 'restarting') return { status: 'down', error: 'データベースが停止したため、自動で再起動しています', supervisor };
    if (supervisor?.state === 'failed') return { status: 'down', error: 'データベースが停止し、自動での再起動に失敗しました。アプリを再起動してください', supervisor };
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), 'database');
      return { status: 'up', supervisor };
    } catch (error) {
      return { status: 'down', error: reason(error), supervisor };
    }
  }

  private supervisorStatus(): DatabaseSupervisorDto | null {
    const { supervised, state, stops, restarts, incidents } = this.supervision;
    if (!supervised) return null;
    return {
      state,
      stops,
      restarts,
      incidents: incidents.map((i) => ({ stoppedAt: i.stoppedAt.toISOString(), restartedAt: i.restartedAt?.toISOString() ?? null, attempts: i.attempts, reason: i.reason })),
    };
  }

  private async eventStoreHealth(): Promise<EventStoreHealthDto> {
    try {
      const head = await withTimeout(this.eventStore.headPosition(), 'event store');
      return { status: 'up', headPosition: head.toString() };
    } catch (error) {
      return { status: 'down', headPosition: null, error: reason(error) };
    }
  }

  private async projectionHealth(): Promise<ProjectionsHealthDto> {
    try {
      const all = await withTimeout(this.projections.status(), 'projections');
      // A parked event is one the read model lacks (decision 0046): degraded until retried or skipped.
      const failed = all.filter((p) => p.state === 'failed' || p.parkedCount > 0).map((p) => p.name);
      const rebuilding = all.filter((p) => p.state === 'rebuilding').map((p) => p.name);
      const maxLag = all.reduce((max, p) => Math.max(max, p.lag), 0);
      const stopped = all.some((p) => p.state === 'stopped');
      const status = failed.length || stopped ? 'down' : 'up';
      return {
        status,
        count: all.length,
        maxLag,
        failed,
        rebuilding,
        ...(failed.length ? { error: `停止、または適用できないイベントを保留中のプロジェクション・リアクター: ${failed.join(', ')}` } : stopped ? { error: 'プロジェクションの実行が停止しています' } : {}),
      };
    } catch (error) {
      return { status: 'down', count: 0, maxLag: null, failed: [], rebuilding: [], error: reason(error) };
    }
  }
}
