import type { DataSource, QueryRunner } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { ConflictError } from '../domain/domain-error.js';
import { logger } from '../logging/logger.js';
import { ApplyError, BatchApplyError, describeError } from './catch-up-worker.js';
import type { CheckpointStore } from './checkpoint-store.js';
import { versionOf } from './projection.js';
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

/** Passes of a shared replay towards the head before the members' tails take over the rest. */
const MAX_REPLAY_PASSES = 4;

const INTERRUPTED_MESSAGE = '再構築は中断されました（サーバーの停止または再起動）。もう一度実行してください。';

class StoppedError extends Error {
  constructor() {
    super('projection runtime stopped');
  }
}

/** A rebuild waiting for its group (or running in it): its projection, its job and its caller. */
interface QueuedRebuild {
  readonly consumer: ProjectionConsumer;
  readonly job: RebuildJob;
  /**
   * Only while its tables are of another version than the projection's (decision 0113): checked
   * once its rebuild lock is held, so of several instances starting together one rebuilds, and an
   * instance finding it rebuilt, or being rebuilt elsewhere, answers null.
   */
  readonly onlyIfOtherVersion: boolean;
  readonly resolve: (result: RebuildResult | null) => void;
  readonly reject: (error: unknown) => void;
}

/** A rebuild of a running group: its shadow schema and what its replay passes. */
interface GroupMember extends QueuedRebuild {
  readonly schema: string;
  /** `SET LOCAL search_path` to the shadow schema, then the serving one. */
  readonly shadowPath: string;
  /** Positions of its parked and skipped events (decision 0046): the replay passes them. */
  unapplied: ReadonlySet<bigint>;
  /** Time spent in its own transactions of the replay (what it costs the group), for the log. */
  applyNs: bigint;
}

/**
 * Replays of projections into fresh tables, one group at a time per process and, through the
 * rebuild turn lock, one at a time across the instances (decision 0053). The rebuilds queued while
 * another group runs (a "rebuild all", the projections a forget rebuilds) run together as the next
 * group: on one connection holding each one's advisory lock, the log is read once, in batches of
 * only the types some member handles, and each batch is applied to every member's shadow tables
 * `rebuild_<name>` in a transaction of its own (a member with nothing to apply in a batch opens
 * none), while the live loops keep the serving tables current. Then, member by member, one
 * transaction holding its checkpoint row applies its tail, swaps its tables in and sets its
 * checkpoint. A member that fails (its `apply` throws, its tables cannot be copied or swapped) is
 * reported failed and its shadow schema dropped; the others go on. Anything else (the connection
 * lost, the runtime stopping) fails every member still under way.
 */
export class Rebuilds {
  private readonly jobs = new Map<string, RebuildJob>();
  private queue: QueuedRebuild[] = [];
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

  /**
   * Queues a rebuild and answers its completion; one already queued or running here is a
   * ConflictError. Rebuilds queued in one go (before the next group starts) share one read of the log.
   */
  request(consumer: ProjectionConsumer, startedBy: string | null = null): Promise<RebuildResult> {
    return this.enqueue(consumer, startedBy, false) as Promise<RebuildResult>;
  }

  /**
   * Queues a rebuild of a projection whose tables were built with another version than it declares;
   * null when, by the time its group runs, they no longer are or another instance is rebuilding it.
   */
  requestIfOtherVersion(consumer: ProjectionConsumer): Promise<RebuildResult | null> {
    return this.enqueue(consumer, null, true);
  }

  private enqueue(consumer: ProjectionConsumer, startedBy: string | null, onlyIfOtherVersion: boolean): Promise<RebuildResult | null> {
    const { name } = consumer;
    if (this.jobs.has(name)) {
      throw new ConflictError('PROJECTIONS.REBUILD_IN_PROGRESS', `プロジェクション「${name}」はすでに再構築中です`);
    }
    if (this.options.stopping()) throw new ConflictError('PROJECTIONS.STOPPING', 'サーバーが停止中のため再構築できません');
    const job: RebuildJob = { state: 'queued', done: 0, total: 0, startedAt: null, startedBy };
    const finished = new Promise<RebuildResult | null>((resolve, reject) => this.queue.push({ consumer, job, onlyIfOtherVersion, resolve, reject }));
    this.jobs.set(name, job);
    this.chain = this.chain.then(() => this.runQueued()).catch(() => undefined);
    return finished;
  }

  /** Resolves once the queued and running rebuilds have ended (they stop early when the runtime stops). */
  async settled(): Promise<void> {
    for (let chain = this.chain; ; chain = this.chain) {
      await chain.catch(() => undefined);
      if (chain === this.chain) return;
    }
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

  /** Takes every rebuild queued so far as one group (the later links of the chain find the queue empty). */
  private async runQueued(): Promise<void> {
    const group = this.queue;
    this.queue = [];
    if (group.length) await this.runGroup(group);
  }

  private settle(entry: QueuedRebuild, outcome: { result: RebuildResult | null } | { error: unknown }): void {
    this.jobs.delete(entry.consumer.name);
    if ('result' in outcome) entry.resolve(outcome.result);
    else entry.reject(outcome.error);
  }

  private async runGroup(group: QueuedRebuild[]): Promise<void> {
    const { dataSource, checkpoints } = this.options;
    if (this.options.stopping()) {
      for (const entry of group) this.settle(entry, { error: new StoppedError() });
      return;
    }
    const runner = dataSource.createQueryRunner();
    /** Members holding their rebuild lock and not settled yet (the replay and the swaps take them out). */
    const members: GroupMember[] = [];
    let turn = false;
    let relaxed = false;
    try {
      await this.options.ensureCheckpoints();
      await runner.connect();
      // The replay's commits need not reach the disk: a crash interrupts the rebuild anyway and the
      // next start drops its shadow schemas. Only the swaps commit durably (SET LOCAL there).
      await runner.query(`SET synchronous_commit = off`);
      relaxed = true;
      for (const entry of group) {
        const { name } = entry.consumer;
        if (await checkpoints.tryLockRebuild(runner, name)) {
          if (entry.onlyIfOtherVersion && (await checkpoints.builtVersion(runner, name)) === versionOf(entry.consumer.projection)) {
            await checkpoints.unlockRebuild(runner, name);
            this.settle(entry, { result: null });
            continue;
          }
          const schema = shadowSchemaName(name);
          const shadowPath = `SET LOCAL search_path TO ${quoteIdent(schema)}, ${quoteIdent(READ_MODEL_SCHEMA)}`;
          members.push({ ...entry, schema, shadowPath, unapplied: new Set(), applyNs: 0n });
        } else if (entry.onlyIfOtherVersion) {
          this.settle(entry, { result: null });
        } else {
          this.settle(entry, { error: new ConflictError('PROJECTIONS.REBUILD_IN_PROGRESS', `プロジェクション「${name}」は別のサーバーで再構築中です`) });
        }
      }
      if (!members.length) return;
      if (!(await checkpoints.takeRebuildTurn(runner, this.options.stopping))) throw new StoppedError();
      turn = true;
      const began = process.hrtime.bigint();
      const position = await this.replay(runner, members, began);
      // The replay's progress is counted from the log's size as it grows, which a write settling
      // between two of its reads can put one off; what it passed is counted exactly here, outside
      // any swap's locks (nothing can be added below a position the replay has passed).
      const replayedEvents = await this.options.store.countAfter(0n, position);
      while (members.length) {
        const member = members.shift()!;
        try {
          if (this.options.stopping()) throw new StoppedError();
          const result = await this.swap(runner, member, position, replayedEvents, began);
          await checkpoints.unlockRebuild(runner, member.consumer.name);
          this.settle(member, { result });
        } catch (error) {
          await this.fail(runner, member, error);
        }
      }
    } catch (error) {
      for (const member of members.splice(0)) await this.fail(runner, member, error);
      // Those not locked yet when it failed.
      for (const entry of group) if (this.jobs.get(entry.consumer.name) === entry.job) this.settle(entry, { error });
    } finally {
      if (turn) await checkpoints.endRebuildTurn(runner);
      if (relaxed) await runner.query(`RESET synchronous_commit`).catch(() => undefined);
      await runner.release();
    }
  }

  /** Reports a member's rebuild failed: its shadow schema dropped, the serving tables as they were. */
  private async fail(runner: QueryRunner, member: GroupMember, error: unknown): Promise<void> {
    const { checkpoints } = this.options;
    const { name } = member.consumer;
    const message = error instanceof StoppedError ? INTERRUPTED_MESSAGE : describeError(error);
    logger.error({ err: error, projection: name }, 'projection rebuild failed');
    await dropShadowSchema(runner, member.schema).catch(() => undefined);
    await checkpoints.rebuildFailed(runner, name, message).catch(() => undefined);
    await checkpoints.unlockRebuild(runner, name);
    this.settle(member, { error });
  }

  /**
   * The shared replay: marks every member started, creates its shadow tables, then reads the log
   * once from the start and applies each batch to every member. A member whose tables cannot be
   * created or whose `apply` throws (the connection still alive) is reported failed and taken out
   * of `members`. Answers the position the replay reached; what comes after is each member's tail.
   */
  private async replay(runner: QueryRunner, members: GroupMember[], began: bigint): Promise<bigint> {
    const { store, checkpoints, batchSize } = this.options;
    const [total, startHead] = await Promise.all([store.countAfter(0n), store.headPosition()]);
    const startedAt = new Date();
    for (const { job } of members) Object.assign(job, { total, startedAt, state: 'rebuilding' });
    await checkpoints.rebuildsStarted(
      runner,
      members.map(({ consumer, job }) => ({ name: consumer.name, startedBy: job.startedBy })),
      total,
      startedAt,
    );
    for (const member of [...members]) {
      const { consumer } = member;
      logger.info({ projection: consumer.name, total }, 'projection rebuild started');
      try {
        await inTransaction(runner, () => createShadowTables(runner, member.schema, consumer.projection.tables));
      } catch (error) {
        if (!(await connectionAlive(runner))) throw error;
        members.splice(members.indexOf(member), 1);
        await this.fail(runner, member, error);
        continue;
      }
      // Parked and skipped events are not in the serving tables either (decision 0046): the
      // replay passes them, so it ends with the rows the live loop has; a retry applies them later.
      member.unapplied = await checkpoints.unappliedPositions(consumer.name);
    }
    const setupSeconds = Number(process.hrtime.bigint() - began) / 1e9;
    // Only the types some member handles: the others are neither fetched nor opened nor upcast.
    const types = [...new Set(members.flatMap((m) => [...m.consumer.handles]))];
    let position = 0n;
    let done = 0;
    // Up to the head as it was when the pass began: under writes faster than the replay, chasing
    // the head would never end. A few passes bring it close; the rest is each member's tail.
    let target = await store.headPosition();
    let batches = 0;
    for (let pass = 1; members.length; ) {
      if (this.options.stopping()) throw new StoppedError();
      const batch = await store.readAll({ after: position, maxCount: batchSize, types });
      batches++;
      if (batch.length) position = batch[batch.length - 1].position;
      // Everything up to the target is settled: a short filtered batch has passed the rest up to it.
      if (batch.length < batchSize && target > position) position = target;
      for (const member of [...members]) {
        const { consumer } = member;
        const handled = batch.filter((event) => consumer.handles.has(event.type) && !member.unapplied.has(event.position));
        if (!handled.length) continue; // nothing of its own in this batch: no transaction
        const applying = process.hrtime.bigint();
        try {
          await inTransaction(runner, async () => {
            await runner.query(member.shadowPath);
            await applyToProjection(consumer.projection, consumer.handles, handled, runner.manager);
          });
        } catch (error) {
          if (!(error instanceof ApplyError || error instanceof BatchApplyError) || !(await connectionAlive(runner))) throw error;
          members.splice(members.indexOf(member), 1);
          await this.fail(runner, member, error);
        }
        member.applyNs += process.hrtime.bigint() - applying;
      }
      // Events passed so far (handled or not), the same for every member: the log's size (as at the
      // start, plus what was appended since, by position) less what is after `position`.
      const [remaining, head] = await Promise.all([store.countAfter(position), store.headPosition()]);
      done = Math.max(done, total + Math.max(0, Number(head - startHead)) - remaining);
      for (const { job } of members) {
        job.done = done;
        if (job.done > job.total) job.total = job.done;
      }
      await checkpoints.rebuildProgressOf(
        runner,
        members.map((m) => m.consumer.name),
        done,
      );
      if (position >= target) {
        const head = await store.headPosition();
        if (head <= position || batches <= 1 || pass >= MAX_REPLAY_PASSES) break;
        target = head;
        batches = 0;
        pass++;
      }
    }
    logger.info({ projections: members.length, events: done, setupSeconds, seconds: Number(process.hrtime.bigint() - began) / 1e9 }, 'shared replay done');
    return position;
  }

  /**
   * A member's tail and swap, in one transaction holding its checkpoint row: the events after the
   * shared replay, then (with an inline part) those applied inline beyond them; its shadow tables
   * swapped in and its checkpoint set where the tail ended.
   */
  private async swap(runner: QueryRunner, member: GroupMember, replayed: bigint, replayedEvents: number, began: bigint): Promise<RebuildResult> {
    const { store, checkpoints, batchSize } = this.options;
    const { job, consumer, schema, shadowPath, unapplied } = member;
    const { name, projection, handles } = consumer;
    const applicable = (events: RecordedEvent[]) => (unapplied.size ? events.filter((e) => !unapplied.has(e.position)) : events);
    let position = replayed;
    job.done = replayedEvents;
    await inTransaction(runner, async () => {
      await runner.query(`SET LOCAL synchronous_commit = on`);
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
      await checkpoints.rebuildDone(runner, name, position, job.done, versionOf(projection));
    });
    this.options.rebuilt(name, position);
    const seconds = Number(process.hrtime.bigint() - began) / 1e9;
    logger.info({ projection: name, events: job.done, seconds, replaySeconds: Number(member.applyNs) / 1e9 }, 'projection rebuilt');
    return { name, events: job.done, position, seconds };
  }
}

/** False when the runner's connection is gone (terminated, network): then no member is to blame. */
async function connectionAlive(runner: QueryRunner): Promise<boolean> {
  try {
    await runner.query('SELECT 1');
    return true;
  } catch {
    return false;
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
