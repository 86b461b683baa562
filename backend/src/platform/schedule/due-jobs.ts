import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../time/clock.js';
import type { Queryable } from '../database/rows.js';

/**
 * A job to run once at `dueAt`, named by a `key` that its scheduler derives from what it is about
 * (e.g. `community-event.starts-in-1-hour:<eventId>`): scheduling the key again moves it.
 */
export interface DueJob {
  kind: string;
  key: string;
  dueAt: Date;
  /** What the run needs (ids, the moment's subject): JSON. */
  payload: Record<string, unknown>;
}

/** A due job as a run sees it: `attempts` counts this run. */
export interface ClaimedDueJob extends DueJob {
  attempts: number;
}

/** Listens for jobs scheduled in this process (the runner, to wake up earlier than planned). */
export interface DueJobListener {
  scheduled(dueAt: Date): void;
}

export const DUE_JOB_LISTENER = Symbol('DUE_JOB_LISTENER');

/**
 * Schedules, moves and drops due jobs (table `due_jobs`, decision 0084). Idempotent: scheduling a
 * key again with the same time changes nothing (a job already run stays run); with another time it
 * is due again at that time (a rescheduled event's reminder fires for the new start); cancelling a
 * key removes it, run or not. So a consumer that schedules from events may repeat itself safely.
 */
/** How long after a job scheduled in a transaction falls due this runner looks for it (the transaction has committed by then). */
const IN_TRANSACTION_WAKE_MS = 1_000;

@Injectable()
export class DueJobs {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(DUE_JOB_LISTENER) private readonly listener: DueJobListener,
  ) {}

  /**
   * Schedules `job`; with `db`, in the caller's transaction (the job exists if and only if what
   * caused it commits). This runner then looks again a second after the due time, when that
   * transaction has most likely committed; `wake()` after the commit runs it sooner.
   */
  async schedule(job: DueJob, db?: Queryable): Promise<void> {
    await (db ?? this.db).query(
      `INSERT INTO due_jobs (key, kind, due_at, payload, scheduled_at) VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (key) DO UPDATE SET kind = EXCLUDED.kind, payload = EXCLUDED.payload, scheduled_at = EXCLUDED.scheduled_at, due_at = EXCLUDED.due_at,
         done_at = CASE WHEN due_jobs.due_at = EXCLUDED.due_at THEN due_jobs.done_at END,
         attempts = CASE WHEN due_jobs.due_at = EXCLUDED.due_at THEN due_jobs.attempts ELSE 0 END,
         last_error = CASE WHEN due_jobs.due_at = EXCLUDED.due_at THEN due_jobs.last_error END`,
      [job.key, job.kind, job.dueAt, JSON.stringify(job.payload), this.clock.now()],
    );
    this.listener.scheduled(db ? new Date(job.dueAt.getTime() + IN_TRANSACTION_WAKE_MS) : job.dueAt);
  }

  /** Tells this instance's runner that jobs may be due now (one scheduled in a transaction that has committed since). */
  wake(): void {
    this.listener.scheduled(this.clock.now());
  }

  /** Drops the job of `key` (if any): cancelled before it ran, it never runs. */
  async cancel(key: string): Promise<void> {
    await this.db.query(`DELETE FROM due_jobs WHERE key = $1`, [key]);
  }

  /** Drops every job whose key starts with `prefix` (e.g. all reminders of one cycle). */
  async cancelAll(prefix: string): Promise<void> {
    await this.db.query(`DELETE FROM due_jobs WHERE starts_with(key, $1)`, [prefix]);
  }
}
