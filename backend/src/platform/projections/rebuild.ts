import type { DataSource, QueryRunner } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { ConflictError } from '../domain/domain-error.js';
import { logger } from '../logging/logger.js';
import { describeError } from './catch-up-worker.js';
import type { CheckpointStore } from './checkpoint-store.js';
import { applyToProjection, type ProjectionConsumer } from './projection-consumer.js';
import { READ_MODEL_SCHEMA, createShadowTables, dropShadowSchema, quoteIdent, shadowSchemaName, swapShadowTables } from './shadow-tables.js';

export type RebuildState = 'idle' | 'queued' | 'rebuilding' | 'done' | 'failed';

export interface RebuildProgress {
  state: RebuildState;
  /** Events replayed so far. */
  done: number;
  /** Events to replay (the log's size when the rebuild started, raised if the log grew). */
  total: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
  /** Who asked for it (the admin's e-mail), null when the system did. */
  startedBy: string | null;
}

export interface RebuildResult {
  name: string;
  /** Events read from the log (handled or not). */
  events: number;
  position: bigint;
  seconds: number;
}

/** A rebuild queued or under way in this process. */
export interface RebuildJob {
  state: 'queued' | 'rebuilding';
  done: number;
  total: number;
  startedAt: Date | null;
  startedBy: string | null;
}

export interface RebuildsOptions {
  dataSource: DataSource;
  store: EventStore;
  checkpoints: CheckpointStore;
  /** Events per transaction while replaying into the shadow tables. */
  batchSize: number;
  /** True once the runtime is stopping: a rebuild under way stops and is marked interrupted. */
  stopping: () => boolean;
  /** Creates the checkpoint rows (a rebuild may run without the loops, e.g. in the bench). */
  ensureCheckpoints: () => Promise<void>;
  /** The new tables are serving and the checkpoint is at `position`: the live loop goes on from there. */
  rebuilt: (name: string, position: bigint) => void;
}

const INTERRUPTED_MESSAGE = '再構築は中断されました（サーバーの停止または再起動）。もう一度実行してください。';

class StoppedError extends Error {
  constructor() {
    super('projection runtime stopped');
  }
}

/**
 * Replays of projections into fresh tables, one at a time per process and, through the rebuild
 * turn lock, one at a time across the instances: the whole log is applied
 * into `rebuild_<name>` on one connection holding an advisory lock, batch by batch, while the live
 * loop keeps the serving tables current; then one transaction holding the checkpoint row applies
 * the tail, swaps the tables in and sets the checkpoint.
 */
export class Rebuilds {
  private readonly jobs = new Map<string, RebuildJob>();
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: RebuildsOptions) {}

  job(name: string): RebuildJob | undefined {
    return this.jobs.get(name);
  }

  /** A ConflictError when any rebuild is queued or running in this process. */
  refuseWhileBusy(): void {
    if (this.jobs.size > 0) this.refuseBusy();
  }

  refuseBusy(): never {
    throw new ConflictError('PROJECTIONS.REBUILD_BUSY', '別の再構築が実行中です。終わってからもう一度実行してください');
  }

  /** Queues a rebuild and answers its completion; one already queued or running here is a ConflictError. */
  request(consumer: ProjectionConsumer, startedBy: string | null = null): Promise<RebuildResult> {
    const { name } = consumer;
    if (this.jobs.has(name)) {
      throw new ConflictError('PROJECTIONS.REBUILD_IN_PROGRESS', `プロジェクション「${name}」はすでに再構築中です`);
    }
    if (this.options.stopping()) throw new ConflictError('PROJECTIONS.STOPPING', 'サーバーが停止中のため再構築できません');
    const job: RebuildJob = { state: 'queued', done: 0, total: 0, startedAt: null, startedBy };
    const finished = this.chain.then(() => this.run(consumer, job)).finally(() => this.jobs.delete(name));
    this.jobs.set(name, job);
    this.chain = finished.catch(() => undefined);
    return finished;
  }

  /** Resolves once the queued and running rebuilds have ended (they stop early when the runtime stops). */
  async settled(): Promise<void> {
    await this.chain.catch(() => undefined);
  }

  /** A rebuild left under way by a crash: its shadow schema is dropped and it is marked interrupted. */
  async cleanUpInterrupted(names: readonly string[]): Promise<void> {
    const { dataSource, checkpoints } = this.options;
    for (const name of await checkpoints.rebuildsUnderWay(names)) {
      const runner = dataSource.createQueryRunner();
      try {
        await runner.connect();
        if (!(await checkpoints.tryLockRebuild(runner, name))) continue; // another instance is rebuilding it now
        try {
          await dropShadowSchema(runner, shadowSchemaName(name));
          await checkpoints.rebuildFailed(runner, name, INTERRUPTED_MESSAGE, true);
        } finally {
          await checkpoints.unlockRebuild(runner, name);
        }
      } finally {
        await runner.release();
      }
    }
  }

  private async run(consumer: ProjectionConsumer, job: RebuildJob): Promise<RebuildResult> {
    const { dataSource, store, checkpoints, batchSize } = this.options;
    const { name, projection, handles } = consumer;
    const schema = shadowSchemaName(name);
    const shadowPath = `SET LOCAL search_path TO ${quoteIdent(schema)}, ${quoteIdent(READ_MODEL_SCHEMA)}`;
    if (this.options.stopping()) throw new StoppedError();
    await this.options.ensureCheckpoints();
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    const began = process.hrtime.bigint();
    try {
      if (!(await checkpoints.tryLockRebuild(runner, name))) {
        throw new ConflictError('PROJECTIONS.REBUILD_IN_PROGRESS', `プロジェクション「${name}」は別のサーバーで再構築中です`);
      }
      try {
        if (!(await checkpoints.takeRebuildTurn(runner, this.options.stopping))) throw new StoppedError();
        job.total = await store.countAfter(0n);
        job.startedAt = new Date();
        job.state = 'rebuilding';
        await checkpoints.rebuildStarted(runner, name, job.total, job.startedAt, job.startedBy);
        logger.info({ projection: name, total: job.total }, 'projection rebuild started');
        await inTransaction(runner, () => createShadowTables(runner, schema, projection.tables));
        // Parked and skipped events are not in the serving tables either (decision 0046): the
        // replay passes them, so it ends with the rows the live loop has; a retry applies them later.
        const unapplied = await checkpoints.unappliedPositions(name);
        const applicable = (events: RecordedEvent[]) => (unapplied.size ? events.filter((e) => !unapplied.has(e.position)) : events);

        let position = 0n;
        for (;;) {
          if (this.options.stopping()) throw new StoppedError();
          const batch = await store.readAll({ after: position, maxCount: batchSize });
          if (batch.length === 0) break;
          const done = job.done + batch.length;
          await inTransaction(runner, async () => {
            await runner.query(shadowPath);
            await applyToProjection(projection, handles, applicable(batch), runner.manager);
            await checkpoints.rebuildProgress(runner, name, done);
          });
          position = batch[batch.length - 1].position;
          job.done = done;
          if (job.done > job.total) job.total = job.done;
        }

        await inTransaction(runner, async () => {
          const live = await checkpoints.lockForSwap(runner, name);
          if (projection.inline) {
            // Inline appends write the serving tables in their own transactions (decision 0029):
            // wait for those under way (their events are then in the tail) and hold back the next
            // ones until the swap, after which they write the new tables (their events, beyond the
            // tail, are skipped by the live loop). Reads go on meanwhile.
            const serving = projection.tables.map((t) => `${quoteIdent(READ_MODEL_SCHEMA)}.${quoteIdent(t)}`).join(', ');
            await runner.query(`LOCK TABLE ${serving} IN EXCLUSIVE MODE`);
          }
          await runner.query(shadowPath);
          for (;;) {
            const tail = await store.readAll({ after: position, maxCount: batchSize });
            if (tail.length === 0) break;
            await applyToProjection(projection, handles, applicable(tail), runner.manager);
            position = tail[tail.length - 1].position;
            job.done += tail.length;
          }
          if (position < live) throw new Error(`the replay ended at ${position}, before the live checkpoint ${live}`);
          if (projection.inline && store.readAppliedInline) {
            // The tail above is the settled prefix: it ends before the oldest transaction still
            // running (this one, since its checkpoint lock, among them). Inline appends that
            // committed beyond it wrote the old tables and the loop will skip their events, so
            // they are applied here too; the checkpoint stays at the prefix's end, and the loop
            // applies the other events after it as usual.
            for (let after = position; ; ) {
              const applied = await store.readAppliedInline(name, { after, maxCount: batchSize });
              if (applied.length === 0) break;
              await applyToProjection(projection, handles, applied, runner.manager);
              after = applied[applied.length - 1].position;
              job.done += applied.length;
            }
          }
          job.total = job.done;
          await swapShadowTables(runner, schema, projection.tables);
          await checkpoints.rebuildDone(runner, name, position, job.done);
        });
        this.options.rebuilt(name, position);
        const seconds = Number(process.hrtime.bigint() - began) / 1e9;
        logger.info({ projection: name, events: job.done, seconds }, 'projection rebuilt');
        return { name, events: job.done, position, seconds };
      } catch (error) {
        const message = error instanceof StoppedError ? INTERRUPTED_MESSAGE : describeError(error);
        logger.error({ err: error, projection: name }, 'projection rebuild failed');
        await dropShadowSchema(runner, schema).catch(() => undefined);
        await checkpoints.rebuildFailed(runner, name, message).catch(() => undefined);
        throw error;
      } finally {
        await checkpoints.endRebuildTurn(runner);
        await checkpoints.unlockRebuild(runner, name);
      }
    } finally {
      await runner.release();
    }
  }
}

async function inTransaction(runner: QueryRunner, work: () => Promise<void>): Promise<void> {
  await runner.startTransaction();
  try {
    await work();
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  }
}
