import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../time/clock.js';

/**
 * `running` while the work goes on; `done` with its last progress as the result; `failed` with a
 * message; `interrupted` when the instance running it stopped before the end (what was done stays
 * done: the work is made of commands that each stand alone).
 */
export type JobState = 'running' | 'done' | 'failed' | 'interrupted';

export interface JobStatus<P> {
  readonly id: string;
  readonly state: JobState;
  /** Units of work in all (rows of a file), and how many are finished. */
  readonly total: number;
  readonly done: number;
  /** What the work has produced so far (the result once `done`), its shape the job kind's. */
  readonly progress: P;
  /** Why it failed or stopped, in Japanese; null otherwise. */
  readonly error: string | null;
}

/** What the work reports as it goes: units finished and the progress so far (written at most every `REPORT_MS`). */
export type ReportProgress<P> = (done: number, progress: P) => void;

/** A running job whose row has not moved for this long was stopped with its instance (a crash leaves no other trace). */
const STALE_MS = 120_000;
/** Progress is written at most this often: a job of 2,000 rows writes a few dozen times, not 2,000. */
const REPORT_MS = 250;

const INTERRUPTED = 'サーバーの再起動などで処理が中断されました。登録済みの行はそのまま残っています。';
const FAILED = '処理中に予期しないエラーが発生しました。登録済みの行はそのまま残っています。';

interface JobRow {
  id: string;
  state: JobState;
  total: number;
  done: number;
  progress: unknown;
  error: string | null;
  updated_at: Date;
}

/**
 * Work that outlives its request, with progress a client polls (docs/architecture.md, "Background
 * jobs"): `start` records the job and answers at once while the work runs on in this instance;
 * `find` answers its status to the user who started it, from any instance (the `jobs` table).
 * A job does not survive its instance: a restart leaves it `interrupted`, with what it had done.
 */
@Injectable()
export class Jobs implements OnApplicationShutdown {
  private readonly logger = new Logger(Jobs.name);
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Records a job of `kind` for `ownerId` and starts `work` without waiting for it; answers the job's first status. */
  async start<P>(kind: string, ownerId: string, first: { total: number; done?: number; progress: P }, work: (report: ReportProgress<P>) => Promise<P>): Promise<JobStatus<P>> {
    const done = first.done ?? 0;
    const id = randomUUID();
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO jobs (id, kind, owner_id, state, total, done, progress, error, started_at, updated_at) VALUES ($1, $2, $3, 'running', $4, $5, $6, NULL, $7, $7)`,
      [id, kind, ownerId, first.total, done, JSON.stringify(first.progress), now],
    );
    const run = this.run(id, first.total, work).finally(() => this.running.delete(id));
    this.running.set(id, run);
    return { id, state: 'running', total: first.total, done, progress: first.progress, error: null };
  }

  /** The job `id` of `kind` if `ownerId` started it, else null. */
  async find<P>(id: string, kind: string, ownerId: string): Promise<JobStatus<P> | null> {
    const [row] = (await this.db.query(
      `SELECT id, state, total, done, progress, error, updated_at FROM jobs WHERE id::text = $1 AND kind = $2 AND owner_id = $3`,
      [id, kind, ownerId],
    )) as JobRow[];
    if (!row) return null;
    const stale = row.state === 'running' && !this.running.has(row.id) && this.clock.now().getTime() - new Date(row.updated_at).getTime() > STALE_MS;
    return {
      id: row.id,
      state: stale ? 'interrupted' : row.state,
      total: row.total,
      done: row.done,
      progress: row.progress as P,
      error: stale ? INTERRUPTED : row.error,
    };
  }

  /** Waits for this instance's jobs to finish (specs), without starting any. */
  async settled(): Promise<void> {
    await Promise.all([...this.running.values()]);
  }

  /** Jobs still running when the instance stops are marked interrupted (their work stops with the process). */
  async onApplicationShutdown(): Promise<void> {
    const ids = [...this.running.keys()];
    if (ids.length === 0) return;
    await this.db
      .query(`UPDATE jobs SET state = 'interrupted', error = $2, updated_at = $3 WHERE id = ANY($1::uuid[]) AND state = 'running'`, [ids, INTERRUPTED, this.clock.now()])
      .catch((error: unknown) => this.logger.warn(`could not mark ${ids.length} job(s) interrupted: ${String(error)}`));
  }

  private async run<P>(id: string, total: number, work: (report: ReportProgress<P>) => Promise<P>): Promise<void> {
    let latest: { done: number; progress: P } | null = null;
    let writing: Promise<void> = Promise.resolve();
    let lastWrite = 0;
    // A progress write (`running`) never moves a job out of another state: one queued before the
    // instance marked its jobs interrupted on shutdown could land after it and read as running again.
    const write = (state: JobState, done: number, progress: P, error: string | null) =>
      this.db.query(
        `UPDATE jobs SET state = $2, done = $3, progress = $4, error = $5, updated_at = $6 WHERE id = $1 AND ($2 <> 'running' OR state = 'running')`,
        [id, state, done, JSON.stringify(progress), error, this.clock.now()],
      );
    const report: ReportProgress<P> = (done, progress) => {
      latest = { done, progress };
      if (Date.now() - lastWrite < REPORT_MS) return;
      lastWrite = Date.now();
      const { done: d, progress: p } = latest;
      writing = writing.then(() => write('running', d, p, null)).then(
        () => undefined,
        (error: unknown) => this.logger.warn(`job ${id}: progress not recorded: ${String(error)}`),
      );
    };
    try {
      const result = await work(report);
      await writing;
      await write('done', total, result, null);
    } catch (error) {
      this.logger.error(`job ${id} failed: ${error instanceof Error ? error.stack : String(error)}`);
      await writing;
      const last = latest as { done: number; progress: P } | null;
      await write('failed', last?.done ?? 0, (last?.progress ?? null) as P, FAILED).catch(() => undefined);
    }
  }
}
