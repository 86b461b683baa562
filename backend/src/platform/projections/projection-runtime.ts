import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** The driver connection under a TypeORM query runner (pg), for simple multi-statement queries. */
interface SimpleQueryClient {
  query(text: string): Promise<unknown>;
}

function handlesAny(worker: { handles: ReadonlySet<string> }, types: ReadonlySet<string>): boolean {
  for (const type of types) if (worker.handles.has(type)) return true;
  return false;
}

/** A string as an SQL literal, for the simple-protocol queries below (which carry no parameters). */
function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
import type { RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { ConflictError, NotFoundError } from '../domain/domain-error.js';
import { logger } from '../logging/logger.js';
import type { Projection } from './projection.js';
import { READ_MODEL_SCHEMA, createShadowTables, dropShadowSchema, quoteIdent, shadowSchemaName, swapShadowTables } from './shadow-tables.js';

export interface ProjectionRuntimeOptions {
  dataSource: DataSource;
  eventStore: EventStore;
  /** How often an idle runtime looks for events appended elsewhere (another instance, a script). */
  pollIntervalMs?: number;
  /** Events per transaction while catching up. */
  batchSize?: number;
  /** Events per transaction while rebuilding into shadow tables. */
  rebuildBatchSize?: number;
}

/**
 * running: caught up; catching_up: behind the head; rebuilding: a replay into fresh tables is
 * queued or under way (the old tables keep serving and keep being updated); failed: stopped at an
 * event whose apply threw; stopped: the runtime is not running in this process.
 */
export type ProjectionState = 'running' | 'catching_up' | 'rebuilding' | 'failed' | 'stopped';
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
}

export interface ProjectionStatus {
  name: string;
  state: ProjectionState;
  position: bigint;
  headPosition: bigint;
  /** Events in the log after this projection's checkpoint. */
  lag: number;
  handles: readonly string[];
  tables: readonly string[];
  lastError: string | null;
  failedPosition: bigint | null;
  updatedAt: Date | null;
  rebuild: RebuildProgress;
}

export interface RebuildResult {
  name: string;
  /** Events read from the log (handled or not). */
  events: number;
  position: bigint;
  seconds: number;
}

interface Worker {
  readonly projection: Projection;
  readonly handles: ReadonlySet<string>;
  position: bigint;
  failed: boolean;
  signal: Signal;
  loop: Promise<void> | null;
  /** A checkpoint write scheduled after batches with nothing to apply (see `deferCheckpoint`). */
  checkpointWrite: ReturnType<typeof setTimeout> | null;
}

interface Signal {
  wake: (() => void) | null;
  pending: boolean;
}

interface Waiter {
  position: bigint;
  /** Only projections handling one of these types are waited for; null: all of them. */
  types: ReadonlySet<string> | null;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

interface RebuildJob {
  state: 'queued' | 'rebuilding';
  done: number;
  total: number;
  startedAt: Date | null;
}

interface CheckpointRow {
  name: string;
  position: string;
  state: 'running' | 'failed';
  last_error: string | null;
  failed_position: string | null;
  updated_at: Date;
  rebuild_state: 'rebuilding' | 'done' | 'failed' | null;
  rebuild_done: string;
  rebuild_total: string;
  rebuild_started_at: Date | null;
  rebuild_finished_at: Date | null;
  rebuild_error: string | null;
}

/** First key of the advisory lock a rebuild holds, so two instances never rebuild one projection at once. */
const REBUILD_LOCK_CLASS = 0x70726f6a; // 'proj'
/** How long the checkpoint of a projection that only skipped events may wait to be stored. */
const SKIPPED_CHECKPOINT_DELAY_MS = 500;

const INTERRUPTED_MESSAGE = '再構築は中断されました（サーバーの停止または再起動）。もう一度実行してください。';

class ApplyError extends Error {
  constructor(
    readonly event: RecordedEvent,
    readonly original: unknown,
  ) {
    super(`${event.type} (position ${event.position}): ${describeError(original)}`);
  }
}

/** A projection's `applyBatch` failed somewhere in a batch (which event is found by applying them one by one). */
class BatchApplyError extends Error {
  constructor(readonly original: unknown) {
    super(describeError(original));
  }
}

class StoppedError extends Error {
  constructor() {
    super('projection runtime stopped');
  }
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

const TRANSIENT_CODES = new Set(['57P01', '57P02', '57P03', '40001', '40P01', '53300', '55P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** Errors that say nothing about the projection's code: lost connections, deadlocks, shutdown. */
export function isTransientError(error: unknown): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown }; message?: unknown; name?: unknown } | null;
  // TypeORM releases a query runner whose connection died; later calls on it throw this.
  if (e?.name === 'QueryRunnerAlreadyReleasedError') return true;
  const code = e?.code ?? e?.driverError?.code;
  if (typeof code === 'string' && (code.startsWith('08') || TRANSIENT_CODES.has(code))) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|Driver not Connected|was already released/i.test(
    message,
  );
}

function sleep(signal: Signal, ms: number): Promise<void> {
  if (signal.pending) {
    signal.pending = false;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.wake = null;
      signal.pending = false;
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.wake = done;
  });
}

function wake(signal: Signal): void {
  if (signal.wake) signal.wake();
  else signal.pending = true;
}

/**
 * Runs every projection: one catch-up loop each, applying batches of events and the checkpoint in
 * one transaction; read-your-writes waits; rebuilds into shadow tables with a swap at the end.
 * Framework-free so tests and the bench can run it on any DataSource; Nest wraps it in
 * `ProjectionRuntimeService`.
 */
export class ProjectionRuntime {
  protected readonly dataSource: DataSource;
  protected readonly store: EventStore;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;

  private readonly workers = new Map<string, Worker>();
  private readonly waiters = new Set<Waiter>();
  private readonly rebuilds = new Map<string, RebuildJob>();
  private rebuildChain: Promise<unknown> = Promise.resolve();
  private readonly headSignal: Signal = { wake: null, pending: false };
  private headLoop: Promise<void> | null = null;
  private running = false;
  private stopping = false;
  private checkpointsReady: Promise<void> | null = null;
  /** Newest position we know was appended (from notifyAppended or the head poll). */
  private known = 0n;
  /** Reads of the log in flight, by start position: loops woken by one append share one query. */
  private readonly reads = new Map<bigint, Promise<RecordedEvent[]>>();

  constructor(options: ProjectionRuntimeOptions) {
    this.dataSource = options.dataSource;
    this.store = options.eventStore;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? 500;
    this.rebuildBatchSize = options.rebuildBatchSize ?? 1000;
  }

  /** Adds projections; names must be unique. Call before `start`. */
  register(projections: readonly Projection[]): void {
    for (const projection of projections) {
      if (!projection.name) throw new Error('a projection needs a name');
      if (this.workers.has(projection.name)) throw new Error(`two projections are named ${projection.name}`);
      this.workers.set(projection.name, {
        projection,
        handles: new Set(projection.handles),
        position: 0n,
        failed: false,
        signal: { wake: null, pending: false },
        loop: null,
        checkpointWrite: null,
      });
    }
    this.checkpointsReady = null;
  }

  names(): string[] {
    return [...this.workers.keys()];
  }

  has(name: string): boolean {
    return this.workers.has(name);
  }

  isRunning(): boolean {
    return this.running;
  }

  /**
   * Loads checkpoints and starts the loops. A projection that had failed is tried again (the code
   * may have been fixed since); a rebuild that no instance is running any more is marked interrupted.
   */
  async start(): Promise<void> {
    if (this.running) return;
    this.stopping = false;
    await this.ensureCheckpoints();
    const names = this.names();
    const retried = (await this.dataSource.query(
      `WITH u AS (UPDATE projection_checkpoints SET state = 'running', failed_position = NULL, updated_at = now()
                   WHERE name = ANY($1) AND state = 'failed' RETURNING name) SELECT name FROM u`,
      [names],
    )) as { name: string }[];
    for (const r of retried) logger.info({ projection: r.name }, 'retrying a projection that had failed');
    await this.cleanUpInterruptedRebuilds();
    const rows = await this.loadRows();
    for (const row of rows) {
      const worker = this.workers.get(row.name);
      if (worker) {
        worker.position = BigInt(row.position);
        worker.failed = row.state === 'failed';
      }
    }
    this.running = true;
    for (const worker of this.workers.values()) worker.loop = this.runWorker(worker);
    this.headLoop = this.runHeadPoller();
  }

  /** Stops the loops after their current batch; a rebuild under way stops and is marked interrupted. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.running = false;
    for (const worker of this.workers.values()) wake(worker.signal);
    wake(this.headSignal);
    await Promise.all([...this.workers.values()].map((w) => w.loop));
    await Promise.all([...this.workers.values()].map((w) => this.writeSkippedCheckpoint(w)));
    await this.headLoop;
    await this.rebuildChain.catch(() => undefined);
    for (const worker of this.workers.values()) worker.loop = null;
    this.headLoop = null;
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.resolve(false);
    }
    this.waiters.clear();
  }

  /** Tells the loops that `position` was appended, so they read now instead of at the next poll. */
  notifyAppended(position: bigint): void {
    if (position > this.known) this.known = position;
    for (const worker of this.workers.values()) if (worker.position < position) wake(worker.signal);
  }

  /**
   * Resolves true once the projections have applied the log up to `position`, false after
   * `timeoutMs`. With `types`, only the projections handling one of them count: the others cannot
   * show events of those types. A failed projection counts as done (it will not get there).
   */
  waitForPosition(position: bigint, timeoutMs: number, types?: ReadonlySet<string>): Promise<boolean> {
    const only = types && types.size > 0 ? types : null;
    if (this.reached(position, only)) return Promise.resolve(true);
    this.notifyAppended(position);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        types: only,
        resolve,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.add(waiter);
    });
  }

  /** Status of every projection, read from the checkpoint table (so other instances' work shows). */
  async status(): Promise<ProjectionStatus[]> {
    const [rows, head] = await Promise.all([this.loadRows(), this.store.headPosition()]);
    const byName = new Map(rows.map((r) => [r.name, r]));
    return Promise.all([...this.workers.values()].map((w) => this.describe(w, byName.get(w.projection.name), head)));
  }

  async statusOf(name: string): Promise<ProjectionStatus> {
    const worker = this.worker(name);
    const [rows, head] = await Promise.all([this.loadRows([name]), this.store.headPosition()]);
    return this.describe(worker, rows[0], head);
  }

  /**
   * Queues a rebuild of one projection (one rebuild runs at a time per process) and answers its
   * completion. Unknown name: NotFoundError; already queued or running here: ConflictError.
   */
  requestRebuild(name: string): Promise<RebuildResult> {
    const worker = this.worker(name);
    if (this.rebuilds.has(name)) {
      throw new ConflictError('PROJECTIONS.REBUILD_IN_PROGRESS', `プロジェクション「${name}」はすでに再構築中です`);
    }
    if (this.stopping) throw new ConflictError('PROJECTIONS.STOPPING', 'サーバーが停止中のため再構築できません');
    const job: RebuildJob = { state: 'queued', done: 0, total: 0, startedAt: null };
    const finished = this.rebuildChain.then(() => this.runRebuild(worker, job)).finally(() => this.rebuilds.delete(name));
    this.rebuilds.set(name, job);
    this.rebuildChain = finished.catch(() => undefined);
    return finished;
  }

  /** Rebuilds one projection from position 0 into fresh tables and swaps them in. */
  rebuild(name: string): Promise<RebuildResult> {
    return this.requestRebuild(name);
  }

  /** Queues a rebuild of every projection not already being rebuilt; answers when all are done. */
  requestRebuildAll(): Promise<RebuildResult[]> {
    const started = this.names()
      .filter((name) => !this.rebuilds.has(name))
      .map((name) => this.requestRebuild(name));
    return Promise.all(started);
  }

  rebuildAll(): Promise<RebuildResult[]> {
    return this.requestRebuildAll();
  }

  // ---------------------------------------------------------------------------------------------

  private worker(name: string): Worker {
    const worker = this.workers.get(name);
    if (!worker) throw new NotFoundError('PROJECTIONS.NOT_FOUND', `プロジェクション「${name}」は存在しません`);
    return worker;
  }

  private reached(position: bigint, types: ReadonlySet<string> | null = null): boolean {
    for (const worker of this.workers.values()) {
      if (types && !handlesAny(worker, types)) continue;
      if (!worker.failed && worker.position < position) return false;
    }
    return true;
  }

  private checkWaiters(): void {
    for (const waiter of this.waiters) {
      if (this.reached(waiter.position, waiter.types)) {
        clearTimeout(waiter.timer);
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  private advance(worker: Worker, position: bigint): void {
    if (position > worker.position) worker.position = position;
    this.checkWaiters();
  }

  private ensureCheckpoints(): Promise<void> {
    this.checkpointsReady ??= this.dataSource
      .query(`INSERT INTO projection_checkpoints (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING`, [this.names()])
      .then(() => undefined)
      .catch((error: unknown) => {
        this.checkpointsReady = null;
        throw error;
      });
    return this.checkpointsReady;
  }

  private async loadRows(names = this.names()): Promise<CheckpointRow[]> {
    return (await this.dataSource.query(`SELECT * FROM projection_checkpoints WHERE name = ANY($1)`, [names])) as CheckpointRow[];
  }

  private async describe(worker: Worker, row: CheckpointRow | undefined, head: bigint): Promise<ProjectionStatus> {
    const name = worker.projection.name;
    const stored = row ? BigInt(row.position) : 0n;
    const position = stored > worker.position ? stored : worker.position;
    const lag = position >= head ? 0 : await this.store.countAfter(position);
    const job = this.rebuilds.get(name);
    const failed = row ? row.state === 'failed' : worker.failed;
    const rebuild: RebuildProgress = job
      ? { state: job.state, done: job.done, total: job.total, startedAt: job.startedAt, finishedAt: null, error: null }
      : {
          state: row?.rebuild_state ?? 'idle',
          done: Number(row?.rebuild_done ?? 0),
          total: Number(row?.rebuild_total ?? 0),
          startedAt: row?.rebuild_started_at ?? null,
          finishedAt: row?.rebuild_finished_at ?? null,
          error: row?.rebuild_error ?? null,
        };
    let state: ProjectionState;
    if (rebuild.state === 'queued' || rebuild.state === 'rebuilding') state = 'rebuilding';
    else if (failed) state = 'failed';
    else if (!this.running) state = 'stopped';
    else state = lag > 0 ? 'catching_up' : 'running';
    return {
      name,
      state,
      position,
      headPosition: head,
      lag,
      handles: worker.projection.handles,
      tables: worker.projection.tables,
      lastError: row?.last_error ?? null,
      failedPosition: row?.failed_position ? BigInt(row.failed_position) : null,
      updatedAt: row?.updated_at ?? null,
      rebuild,
    };
  }

  private async runWorker(worker: Worker): Promise<void> {
    let idleRounds = 0;
    while (this.running) {
      if (worker.failed) {
        await sleep(worker.signal, this.pollIntervalMs * 4);
        continue;
      }
      let batch: RecordedEvent[];
      try {
        batch = await this.readShared(worker.position);
      } catch (error) {
        if (!this.running) break;
        logger.warn({ err: error, projection: worker.projection.name }, 'projection could not read the event log');
        await sleep(worker.signal, this.pollIntervalMs);
        continue;
      }
      if (batch.length === 0) {
        // A known newer position becomes readable once older transactions end: look again soon.
        idleRounds++;
        const behind = this.known > worker.position;
        await sleep(worker.signal, behind ? Math.min(2 ** idleRounds, this.pollIntervalMs) : this.pollIntervalMs * 4);
        continue;
      }
      idleRounds = 0;
      await this.processBatch(worker, batch);
      // A short batch, applied, reached all that was readable and known: wait for the next append
      // (its notice or the head poll) rather than ask the log again at once.
      const applied = worker.position >= batch[batch.length - 1].position;
      if (applied && batch.length < this.batchSize && worker.position >= this.known) await sleep(worker.signal, this.pollIntervalMs * 4);
    }
  }

  /** One poll for the whole process: wakes the loops that are behind the head. */
  private async runHeadPoller(): Promise<void> {
    while (this.running) {
      try {
        const head = await this.store.headPosition();
        if (head > this.known) this.known = head;
        for (const worker of this.workers.values()) if (!worker.failed && worker.position < head) wake(worker.signal);
        if ([...this.workers.values()].some((w) => w.failed)) await this.refreshFailed();
      } catch (error) {
        if (this.running) logger.debug({ err: error }, 'projection head poll failed');
      }
      await sleep(this.headSignal, this.pollIntervalMs);
    }
  }

  /** Another instance (restarted, or after a rebuild) may have cleared a failure. */
  private async refreshFailed(): Promise<void> {
    const failed = [...this.workers.values()].filter((w) => w.failed).map((w) => w.projection.name);
    for (const row of await this.loadRows(failed)) {
      const worker = this.workers.get(row.name);
      if (worker && row.state === 'running') {
        worker.failed = false;
        worker.position = BigInt(row.position);
        wake(worker.signal);
      }
    }
  }

  /** `batched`: hand the batch to the projection's `applyBatch` (when it has one) rather than event by event. */
  private async processBatch(worker: Worker, batch: RecordedEvent[], batched = true): Promise<void> {
    const name = worker.projection.name;
    const last = batch[batch.length - 1].position;
    try {
      if (!batch.some((e) => worker.handles.has(e.type))) {
        // Nothing to apply: the read model is already current up to `last`, so waiters need not
        // wait for a write; the checkpoint is stored a moment later (a lost one only re-reads skips).
        this.advance(worker, last);
        this.deferCheckpoint(worker);
        return;
      }
      const outcome = await this.checkpointTransaction(name, async (manager, stored, state) => {
        if (state !== 'running') return { position: stored, failed: true };
        const fresh = batch.filter((event) => event.position > stored);
        await this.applyEvents(worker, fresh, manager, batched);
        return { position: fresh.length ? fresh[fresh.length - 1].position : stored, failed: false };
      });
      if (outcome.failed) worker.failed = true;
      this.advance(worker, outcome.position);
    } catch (error) {
      if (!this.running) return;
      // The batch was rolled back: apply it again event by event, to stop exactly at the failing one.
      if (error instanceof BatchApplyError && !isTransientError(error.original)) return this.processBatch(worker, batch, false);
      const cause = error instanceof ApplyError || error instanceof BatchApplyError ? error.original : error;
      if (!(error instanceof ApplyError) || isTransientError(cause)) {
        logger.warn({ err: cause, projection: name }, 'projection batch failed; retrying');
        await sleep(worker.signal, this.pollIntervalMs);
        return;
      }
      // Keep what applied cleanly before the failing event, then stop at that event.
      const before = batch.filter((e) => e.position < error.event.position);
      if (before.length) {
        await this.processBatch(worker, before, false);
        if (worker.position < before[before.length - 1].position || worker.failed) return;
      }
      await this.markFailed(worker, error);
    }
  }

  /**
   * Runs `work` in a transaction holding projection `name`'s checkpoint row, and stores the position
   * it answers as the checkpoint in the same transaction. Every live apply goes through here, and a
   * command's answer waits for it, so it costs as few round trips as the protocol allows: BEGIN,
   * the lock and `synchronous_commit = off` travel as one simple query, and the checkpoint update
   * travels with COMMIT. (Simple queries carry no parameters: the name is quoted as a literal and
   * the position is a bigint.) The commit need not wait for its WAL flush: a crash can only lose the
   * read-model rows together with their checkpoint, and they are applied again from the durable log.
   * The lock serialises instances; events at or below the stored position were applied already.
   */
  private async checkpointTransaction<T extends { position: bigint }>(
    name: string,
    work: (manager: EntityManager, stored: bigint, state: string) => Promise<T>,
  ): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as SimpleQueryClient;
    const literal = sqlLiteral(name);
    try {
      const results = await client.query(
        `BEGIN; SET LOCAL synchronous_commit = off; SELECT position, state FROM projection_checkpoints WHERE name = ${literal} FOR UPDATE`,
      );
      const row = (results as { rows: { position: string; state: string }[] }[])[2]?.rows[0];
      if (!row) throw new Error(`the checkpoint of projection ${name} is missing`);
      const stored = BigInt(row.position);
      const outcome = await work(runner.manager, stored, row.state);
      await client.query(
        outcome.position > stored
          ? `UPDATE projection_checkpoints SET position = ${outcome.position.toString()}, updated_at = now() WHERE name = ${literal}; COMMIT`
          : 'COMMIT',
      );
      return outcome;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** One simple-protocol query (several statements, no parameters) on a pooled connection; answers each statement's result. */
  private async simpleQuery(text: string): Promise<unknown> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const client = (await runner.connect()) as SimpleQueryClient;
      try {
        return await client.query(text);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      await runner.release();
    }
  }

  private async markFailed(worker: Worker, error: ApplyError): Promise<void> {
    const name = worker.projection.name;
    try {
      await this.dataSource.query(
        `UPDATE projection_checkpoints SET state = 'failed', last_error = $2, failed_position = $3, updated_at = now()
          WHERE name = $1 AND position < $3`,
        [name, error.message, String(error.event.position)],
      );
      worker.failed = true;
      logger.error({ err: error.original, projection: name, position: String(error.event.position), type: error.event.type }, 'projection failed');
      this.checkWaiters();
    } catch (markError) {
      logger.warn({ err: markError, projection: name }, 'could not record a projection failure; retrying');
      await sleep(worker.signal, this.pollIntervalMs);
    }
  }

  /** One shared read per start position at a time (the batch is read-only for every loop). */
  private readShared(after: bigint): Promise<RecordedEvent[]> {
    let read = this.reads.get(after);
    if (!read) {
      read = this.store.readAll({ after, maxCount: this.batchSize }).finally(() => this.reads.delete(after));
      this.reads.set(after, read);
    }
    return read;
  }

  /** Stores the worker's position soon, once for however many skipped batches come meanwhile. */
  private deferCheckpoint(worker: Worker): void {
    worker.checkpointWrite ??= setTimeout(() => void this.writeSkippedCheckpoint(worker), SKIPPED_CHECKPOINT_DELAY_MS);
  }

  private async writeSkippedCheckpoint(worker: Worker): Promise<void> {
    if (!worker.checkpointWrite) return;
    clearTimeout(worker.checkpointWrite);
    worker.checkpointWrite = null;
    try {
      // Asynchronous commit, like the applied batches: losing this write only means re-reading skips.
      const results = (await this.simpleQuery(
        `BEGIN; SET LOCAL synchronous_commit = off;
         WITH u AS (UPDATE projection_checkpoints SET position = GREATEST(position, ${worker.position.toString()}), updated_at = now()
                     WHERE name = ${sqlLiteral(worker.projection.name)} AND state = 'running' RETURNING position) SELECT position FROM u;
         COMMIT`,
      )) as { rows: { position: string }[] }[];
      const rows = results[2].rows;
      // Not running any more: another instance marked it failed.
      if (rows.length) this.advance(worker, BigInt(rows[0].position));
      else await this.reload(worker);
    } catch (error) {
      // Shutting down or a lost connection: the next batch (or restart) stores it.
      logger.debug({ err: error, projection: worker.projection.name }, 'could not store a skipped checkpoint');
    }
  }

  private async reload(worker: Worker): Promise<void> {
    const [row] = await this.loadRows([worker.projection.name]);
    if (!row) throw new Error(`the checkpoint of projection ${worker.projection.name} is missing`);
    worker.failed = row.state === 'failed';
    this.advance(worker, BigInt(row.position));
  }

  private async cleanUpInterruptedRebuilds(): Promise<void> {
    const rows = (await this.dataSource.query(`SELECT name FROM projection_checkpoints WHERE name = ANY($1) AND rebuild_state = 'rebuilding'`, [
      this.names(),
    ])) as { name: string }[];
    for (const { name } of rows) {
      const runner = this.dataSource.createQueryRunner();
      try {
        await runner.connect();
        if (!(await this.tryLock(runner, name))) continue; // another instance is rebuilding it now
        try {
          await dropShadowSchema(runner, shadowSchemaName(name));
          await runner.query(
            `UPDATE projection_checkpoints SET rebuild_state = 'failed', rebuild_error = $2, rebuild_finished_at = now()
              WHERE name = $1 AND rebuild_state = 'rebuilding'`,
            [name, INTERRUPTED_MESSAGE],
          );
        } finally {
          await this.unlock(runner, name);
        }
      } finally {
        await runner.release();
      }
    }
  }

  private async tryLock(runner: QueryRunner, name: string): Promise<boolean> {
    const [row] = (await runner.query(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [REBUILD_LOCK_CLASS, name])) as { locked: boolean }[];
    return row.locked;
  }

  private async unlock(runner: QueryRunner, name: string): Promise<void> {
    await runner.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [REBUILD_LOCK_CLASS, name]).catch(() => undefined);
  }

  /**
   * Applies the handled events of `events` (upcast by the event store) in log order: in one `applyBatch` call when the
   * projection has one (and `batched`), otherwise one `apply` each, so that an error names its event.
   */
  private async applyEvents(worker: Worker, events: readonly RecordedEvent[], manager: EntityManager, batched = true): Promise<void> {
    const handled = events.filter((event) => worker.handles.has(event.type));
    const { projection } = worker;
    if (batched && projection.applyBatch && handled.length > 1) {
      try {
        await projection.applyBatch(handled, manager);
      } catch (error) {
        throw new BatchApplyError(error);
      }
      return;
    }
    for (const event of handled) {
      try {
        await projection.apply(event, manager);
      } catch (error) {
        throw new ApplyError(event, error);
      }
    }
  }

  /**
   * Replays the whole log into `rebuild_<name>` on one dedicated connection (holding an advisory
   * lock), batch by batch, while the live loop keeps the serving tables current. Then, in one
   * transaction holding the checkpoint row: applies the tail, swaps the tables, sets the checkpoint.
   */
  private async runRebuild(worker: Worker, job: RebuildJob): Promise<RebuildResult> {
    const name = worker.projection.name;
    const schema = shadowSchemaName(name);
    const shadowPath = `SET LOCAL search_path TO ${quoteIdent(schema)}, ${quoteIdent(READ_MODEL_SCHEMA)}`;
    if (this.stopping) throw new StoppedError();
    await this.ensureCheckpoints();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const began = process.hrtime.bigint();
    try {
      if (!(await this.tryLock(runner, name))) {
        throw new ConflictError('PROJECTIONS.REBUILD_IN_PROGRESS', `プロジェクション「${name}」は別のサーバーで再構築中です`);
      }
      try {
        job.total = await this.store.countAfter(0n);
        job.startedAt = new Date();
        job.state = 'rebuilding';
        await runner.query(
          `UPDATE projection_checkpoints SET rebuild_state = 'rebuilding', rebuild_done = 0, rebuild_total = $2,
             rebuild_started_at = $3, rebuild_finished_at = NULL, rebuild_error = NULL WHERE name = $1`,
          [name, job.total, job.startedAt],
        );
        logger.info({ projection: name, total: job.total }, 'projection rebuild started');
        await this.inTransaction(runner, () => createShadowTables(runner, schema, worker.projection.tables));

        let position = 0n;
        for (;;) {
          if (this.stopping) throw new StoppedError();
          const batch = await this.store.readAll({ after: position, maxCount: this.rebuildBatchSize });
          if (batch.length === 0) break;
          const done = job.done + batch.length;
          await this.inTransaction(runner, async () => {
            await runner.query(shadowPath);
            await this.applyEvents(worker, batch, runner.manager);
            await runner.query(`UPDATE projection_checkpoints SET rebuild_done = $2, rebuild_total = GREATEST(rebuild_total, $2) WHERE name = $1`, [
              name,
              done,
            ]);
          });
          position = batch[batch.length - 1].position;
          job.done = done;
          if (job.done > job.total) job.total = job.done;
        }

        await this.inTransaction(runner, async () => {
          const [row] = (await runner.query(`SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE`, [name])) as {
            position: string;
          }[];
          await runner.query(shadowPath);
          for (;;) {
            const tail = await this.store.readAll({ after: position, maxCount: this.rebuildBatchSize });
            if (tail.length === 0) break;
            await this.applyEvents(worker, tail, runner.manager);
            position = tail[tail.length - 1].position;
            job.done += tail.length;
          }
          if (position < BigInt(row.position)) {
            throw new Error(`the replay ended at ${position}, before the live checkpoint ${row.position}`);
          }
          job.total = job.done;
          await swapShadowTables(runner, schema, worker.projection.tables);
          await runner.query(
            `UPDATE projection_checkpoints SET position = $2, state = 'running', last_error = NULL, failed_position = NULL,
               updated_at = now(), rebuild_state = 'done', rebuild_done = $3, rebuild_total = $3, rebuild_finished_at = now(),
               rebuild_error = NULL
             WHERE name = $1`,
            [name, String(position), job.done],
          );
        });
        worker.position = position;
        worker.failed = false;
        wake(worker.signal);
        this.checkWaiters();
        const seconds = Number(process.hrtime.bigint() - began) / 1e9;
        logger.info({ projection: name, events: job.done, seconds }, 'projection rebuilt');
        return { name, events: job.done, position, seconds };
      } catch (error) {
        const message = error instanceof StoppedError ? INTERRUPTED_MESSAGE : describeError(error);
        logger.error({ err: error, projection: name }, 'projection rebuild failed');
        await dropShadowSchema(runner, schema).catch(() => undefined);
        await runner
          .query(`UPDATE projection_checkpoints SET rebuild_state = 'failed', rebuild_error = $2, rebuild_finished_at = now() WHERE name = $1`, [
            name,
            message,
          ])
          .catch(() => undefined);
        throw error;
      } finally {
        await this.unlock(runner, name);
      }
    } finally {
      await runner.release();
    }
  }

  private async inTransaction(runner: QueryRunner, work: () => Promise<void>): Promise<void> {
    await runner.startTransaction();
    try {
      await work();
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    }
  }
}
