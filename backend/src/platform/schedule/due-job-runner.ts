import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AggregateStore } from '../domain/aggregate-store.js';
import { nameBasedId } from '../domain/name-based-id.js';
import { logger } from '../logging/logger.js';
import { newInstanceId } from '../projections/consumer-leases.js';
import { requestContext } from '../request-context/request-context.js';
import { CLOCK, type Clock } from '../time/clock.js';
import { DUE_JOB_HANDLER_METADATA, type DueJobHandler } from './due-job-handler.js';
import type { ClaimedDueJob, DueJobListener } from './due-jobs.js';
import { decideDueMoment, dueMomentEvolver, dueMomentStreamId } from './due-moment.js';

/** How often an idle runner looks for jobs scheduled by another instance (it sleeps less when one is due sooner). */
export const DUE_JOB_POLL_MS = 30_000;
/** How long a claim holds a job: a runner that died is replaced after this. */
const LEASE_MS = 60_000;
/** Jobs claimed at once. */
const BATCH = 20;
/** Waits before a failed job is tried again: 1 min, 2, 4, … at most an hour. */
const retryAfterMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type JobRow = { key: string; kind: string; due_at: Date; payload: Record<string, unknown>; attempts: number };

/**
 * Runs due jobs (decision 0084): claims those due by the app's clock with `FOR UPDATE SKIP LOCKED`
 * (several instances never claim one job together), runs each as system work with event ids
 * derived from its key and due time, and marks it done. A runner that dies after the append and
 * before the mark leaves a claim that expires; the next run appends the same ids (answered as the
 * earlier append) and marks it. A failing job is tried again with a growing wait; the others go on.
 */
@Injectable()
export class DueJobRunner implements DueJobListener, OnApplicationBootstrap, OnModuleDestroy {
  private readonly handlers = new Map<string, DueJobHandler>();
  private readonly instance = newInstanceId();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wakeAt = Number.POSITIVE_INFINITY;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly db: DataSource,
    private readonly aggregates: AggregateStore,
    private readonly discovery: DiscoveryService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as DueJobHandler | undefined;
      if (instance && typeof instance === 'object' && Reflect.getMetadata(DUE_JOB_HANDLER_METADATA, instance.constructor) === true) {
        this.handlers.set(instance.kind, instance);
      }
    }
    this.stopped = false;
    // After every bootstrap hook (the command handlers are registered by then).
    this.sleep(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  scheduled(dueAt: Date): void {
    if (!this.stopped) this.sleep(dueAt.getTime() - this.clock.now().getTime());
  }

  /**
   * Claims and runs every job due now, batch after batch, then waits for a round this runner's
   * timer already has in flight (it may hold a job this call found claimed); answers how many ran here.
   */
  async runDue(): Promise<number> {
    const ran = await this.runBatches();
    await this.running?.catch(() => undefined);
    return ran;
  }

  private async runBatches(): Promise<number> {
    let ran = 0;
    for (;;) {
      const jobs = await this.claim();
      if (jobs.length === 0) return ran;
      for (const job of jobs) if (await this.runOne(job)) ran += 1;
    }
  }

  /** The earliest time a pending job may be claimed (null: none pending). */
  async nextDue(): Promise<Date | null> {
    const [row]: { next: Date | null }[] = await this.db.query(
      `SELECT min(GREATEST(due_at, COALESCE(claimed_until, due_at))) AS next FROM due_jobs WHERE done_at IS NULL`,
    );
    return row?.next ?? null;
  }

  private async claim(): Promise<ClaimedDueJob[]> {
    const now = this.clock.now();
    // TypeORM answers an UPDATE … RETURNING as [rows, affected].
    const [rows]: [JobRow[], number] = await this.db.query(
      `UPDATE due_jobs j SET claimed_by = $1, claimed_until = $2, attempts = j.attempts + 1
         FROM (SELECT key FROM due_jobs
                WHERE done_at IS NULL AND due_at <= $3 AND (claimed_until IS NULL OR claimed_until <= $3)
                ORDER BY due_at LIMIT $4 FOR UPDATE SKIP LOCKED) due
        WHERE j.key = due.key
        RETURNING j.key, j.kind, j.due_at, j.payload, j.attempts`,
      [this.instance, new Date(now.getTime() + LEASE_MS), now, BATCH],
    );
    return rows.map((row) => ({ key: row.key, kind: row.kind, dueAt: new Date(row.due_at), payload: row.payload, attempts: row.attempts }));
  }

  /** Runs one claimed job and marks it done (only while this runner still holds it at that due time). */
  private async runOne(job: ClaimedDueJob): Promise<boolean> {
    const runId = nameBasedId('due-job', job.key, job.dueAt.toISOString());
    try {
      await requestContext.run(
        { correlationId: runId, userId: null, occurredAt: this.clock.now(), reaction: { reactor: `due-job:${job.kind}`, eventId: runId, appended: new Map() } },
        () => this.handlerOf(job)(job),
      );
      await this.db.query(
        `UPDATE due_jobs SET done_at = $4, claimed_by = NULL, claimed_until = NULL, last_error = NULL WHERE key = $1 AND claimed_by = $2 AND due_at = $3`,
        [job.key, this.instance, job.dueAt, this.clock.now()],
      );
      return true;
    } catch (error) {
      logger.warn({ err: error, key: job.key, kind: job.kind, attempts: job.attempts }, 'due job failed; tried again later');
      await this.db.query(`UPDATE due_jobs SET claimed_until = $3, last_error = $4 WHERE key = $1 AND claimed_by = $2`, [
        job.key,
        this.instance,
        new Date(this.clock.now().getTime() + retryAfterMs(job.attempts)),
        String(error instanceof Error ? error.message : error).slice(0, 1000),
      ]);
      return false;
    }
  }

  private handlerOf(job: ClaimedDueJob): (job: ClaimedDueJob) => Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (handler) return (j) => handler.run(j);
    return async (j) => {
      const moment = { kind: j.kind, key: j.key, dueAt: j.dueAt.toISOString(), subject: j.payload };
      await this.aggregates.execute(dueMomentStreamId(j.key, j.dueAt), dueMomentEvolver, (state) => decideDueMoment(state, moment));
    };
  }

  /** Sleeps `ms` (at most the poll interval), unless already waking up sooner. */
  private sleep(ms: number): void {
    const delay = Math.max(0, Math.min(ms, DUE_JOB_POLL_MS));
    const at = Date.now() + delay;
    if (this.timer && at >= this.wakeAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.wakeAt = at;
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    this.wakeAt = Number.POSITIVE_INFINITY;
    if (this.stopped) return;
    const round = (async () => {
      await this.runBatches();
      const next = await this.nextDue();
      return next ? next.getTime() - this.clock.now().getTime() : DUE_JOB_POLL_MS;
    })();
    this.running = round;
    let delay = DUE_JOB_POLL_MS;
    try {
      delay = await round;
    } catch (error) {
      logger.warn({ err: error }, 'due-job runner round failed; trying again');
    } finally {
      this.running = null;
    }
    if (!this.stopped) this.sleep(delay);
  }
}
