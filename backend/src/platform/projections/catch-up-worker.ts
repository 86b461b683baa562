import { deriveEventId } from '../event-store/derived-event-id.js';
import type { RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { isDatabaseUnavailable, someInChain } from '../database/database-unavailable.js';
import { logger } from '../logging/logger.js';
import type { CheckpointRow, CheckpointStore } from './checkpoint-store.js';
import { projectionAdminStream, type ProjectionEventParked } from './admin/projection-admin.events.js';

/**
 * What a catch-up loop feeds: a projection (rows and checkpoint in one transaction) or a reactor
 * (commands, then the checkpoint). Both keep their place in `projection_checkpoints`.
 */
export interface CatchUpConsumer {
  readonly name: string;
  readonly kind: 'projection' | 'reactor';
  readonly handles: ReadonlySet<string>;
  /** Whether the loop has to hand this event over (a projection's inline-applied events it has not). */
  handlesLive(event: RecordedEvent): boolean;
  /**
   * Handles the events of `batch` after the stored checkpoint (another instance may have handled
   * some) and stores the new checkpoint. Answers the position now stored, and `failed` when the
   * stored row says the consumer is stopped, or `busy` when another instance is handling it now.
   * Throws `ApplyError` to stop at an event, `BatchApplyError` to be handed the batch again one
   * event at a time, anything else to have the batch retried. `batched`: it may handle the batch
   * as a whole rather than event by event.
   */
  consume(batch: readonly RecordedEvent[], batched: boolean): Promise<ConsumeOutcome>;
}

export type ConsumeOutcome = { position: bigint; failed: boolean } | { busy: true };

/**
 * What the two consumers share: the name and handled types of what they feed, and the step over
 * a batch from the stored checkpoint (`afterCheckpoint`). Each writes its own `consume`: a
 * projection in the transaction holding its checkpoint row, a reactor under its advisory lock.
 */
export abstract class CheckpointedConsumer implements CatchUpConsumer {
  abstract readonly kind: CatchUpConsumer['kind'];
  readonly name: string;
  readonly handles: ReadonlySet<string>;

  constructor(
    fed: { readonly name: string; readonly handles: readonly string[] },
    protected readonly checkpoints: CheckpointStore,
  ) {
    this.name = fed.name;
    this.handles = new Set(fed.handles);
  }

  handlesLive(event: RecordedEvent): boolean {
    return this.handles.has(event.type);
  }

  abstract consume(batch: readonly RecordedEvent[], batched: boolean): Promise<ConsumeOutcome>;

  /**
   * Unless the stored row says the consumer is stopped, hands `handle` the events of `batch` after
   * the `stored` checkpoint (another instance may have handled some) and answers the position to
   * store: the last of them, or `stored` when there are none.
   */
  protected async afterCheckpoint(
    batch: readonly RecordedEvent[],
    stored: bigint,
    state: string,
    handle: (fresh: readonly RecordedEvent[]) => Promise<void>,
  ): Promise<{ position: bigint; failed: boolean }> {
    if (state !== 'running') return { position: stored, failed: true };
    const fresh = batch.filter((event) => event.position > stored);
    await handle(fresh);
    return { position: fresh.length ? fresh[fresh.length - 1].position : stored, failed: false };
  }
}

/** One consumer's loop and its place in the log. */
export interface CatchUpWorker {
  readonly consumer: CatchUpConsumer;
  /** Everything up to here is handled (read-your-writes waits on this). */
  position: bigint;
  failed: boolean;
  /** This instance holds the consumer's lease and runs its loop; otherwise `position` follows the stored checkpoint. */
  held: boolean;
  signal: Signal;
  /**
   * The newest position this loop was told of: by an append that concerns it, or by the head poll.
   * Not every append: one whose events this loop has nothing to do with (read-your-writes wakes
   * only the loops concerned) is passed at the next head poll, in one batch with the others.
   */
  known: bigint;
  loop: Promise<void> | null;
  /** Recent (time, position) samples of this loop's progress, for its events per second. */
  samples: { at: number; position: bigint }[];
  /** Transient failures (a read or a batch) in a row: the next try waits longer (retryDelayMs). */
  failures: number;
  /**
   * Set by a transient failure: before its next batch the loop goes back to the stored checkpoint.
   * A projection commits its batches asynchronously (`synchronous_commit = off`), so a database
   * that crashed may have lost the last batches it reported as done: their rows and checkpoint are
   * gone together, and this loop's in-memory position is ahead of what the read model holds.
   */
  resync: boolean;
}

/** How far back the events-per-second figure looks. */
const RATE_WINDOW_MS = 10_000;

/** Events this loop went through per second over the last few seconds (0 when idle or not run here). */
export function eventsPerSecond(worker: CatchUpWorker, now = Date.now()): number {
  const recent = worker.samples.filter((s) => now - s.at <= RATE_WINDOW_MS);
  if (recent.length < 2) return 0;
  const first = recent[0];
  const last = recent[recent.length - 1];
  const seconds = Math.max((now - first.at) / 1000, 0.001);
  return Math.round((Number(last.position - first.position) / seconds) * 10) / 10;
}

interface Signal {
  wake: (() => void) | null;
  pending: boolean;
}

/** The event a consumer failed on; it is parked there and the consumer goes on past it (decision 0046). */
export class ApplyError extends Error {
  constructor(
    readonly event: RecordedEvent,
    readonly original: unknown,
  ) {
    super(`${event.type} (position ${event.position}): ${describeError(original)}`);
  }
}

/** A projection's `applyBatch` failed somewhere in a batch (which event is found by applying them one by one). */
export class BatchApplyError extends Error {
  constructor(readonly original: unknown) {
    super(describeError(original));
  }
}

export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

/** Deadlocks, serialisation failures and a lock not granted: trying again is the answer. */
const TRANSIENT_CODES = new Set(['40001', '40P01', '55P03']);

/**
 * Errors that say nothing about the consumer's code: the database unavailable (a lost connection,
 * a server restarting; isDatabaseUnavailable, also when a reactor's command wraps it), deadlocks,
 * shutdown. Such an event is retried with backoff, never parked (decision 0060).
 */
export function isTransientError(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  return someInChain(error, (e) => {
    // TypeORM releases a query runner whose connection died; later calls on it throw this.
    if (e.name === 'QueryRunnerAlreadyReleasedError') return true;
    if (typeof e.code === 'string' && TRANSIENT_CODES.has(e.code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    return /Cannot use a pool after calling end|Driver not Connected|was already released/i.test(message);
  });
}

/** The wait before the next try after `failures` transient failures in a row: doubling from the poll interval, at most 5 s. */
export function retryDelayMs(pollIntervalMs: number, failures: number): number {
  return Math.min(pollIntervalMs * 2 ** Math.max(0, failures - 1), Math.max(pollIntervalMs, 5_000));
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

/** How long the checkpoint of a consumer that only skipped events may wait to be stored. */
const SKIPPED_CHECKPOINT_DELAY_MS = 500;

export interface CatchUpWorkersOptions {
  store: EventStore;
  checkpoints: CheckpointStore;
  /** How often an idle process looks for events appended elsewhere (another instance, a script). */
  pollIntervalMs: number;
  /** Events read per batch. */
  batchSize: number;
  /** Called whenever a worker's position or failed flag may have changed (the position waiters look). */
  onProgress: () => void;
}

/**
 * One catch-up loop per consumer over the one event log: read a batch after the consumer's
 * position, hand it over, move on; retry what failed for reasons outside the consumer's code,
 * stop a consumer at an event its code fails on. Loops woken by one append share one read, and
 * one head poll for the whole process finds events appended elsewhere.
 */
export class CatchUpWorkers {
  private readonly workers = new Map<string, CatchUpWorker>();
  private readonly headSignal: Signal = { wake: null, pending: false };
  private headLoop: Promise<void> | null = null;
  private running = false;
  /** Loops whose skipped position waits to be stored, and the one timer that stores them all. */
  private readonly skipped = new Set<CatchUpWorker>();
  private skippedWrite: ReturnType<typeof setTimeout> | null = null;
  /** Reads of the log in flight, by start position: loops woken by one append share one query. */
  private readonly reads = new Map<bigint, Promise<RecordedEvent[]>>();

  constructor(private readonly options: CatchUpWorkersOptions) {}

  add(consumer: CatchUpConsumer): void {
    if (!consumer.name) throw new Error(`a ${consumer.kind} needs a name`);
    if (this.workers.has(consumer.name)) throw new Error(`two projections or reactors are named ${consumer.name}`);
    this.workers.set(consumer.name, {
      consumer,
      position: 0n,
      failed: false,
      held: false,
      signal: { wake: null, pending: false },
      known: 0n,
      loop: null,
      samples: [],
      failures: 0,
      resync: false,
    });
  }

  get(name: string): CatchUpWorker | undefined {
    return this.workers.get(name);
  }

  all(): CatchUpWorker[] {
    return [...this.workers.values()];
  }

  isRunning(): boolean {
    return this.running;
  }

  /** Starts every loop from its stored checkpoint. */
  start(rows: readonly CheckpointRow[]): void {
    if (this.running) return;
    for (const row of rows) {
      const worker = this.workers.get(row.name);
      if (worker) {
        worker.position = BigInt(row.position);
        worker.failed = row.state === 'failed';
      }
    }
    this.running = true;
    for (const worker of this.workers.values()) worker.loop = this.run(worker);
    this.headLoop = this.pollHead();
  }

  /** Stops the loops after what they are handling now, and stores the checkpoints of skipped events. */
  async stop(): Promise<void> {
    this.running = false;
    for (const worker of this.workers.values()) wake(worker.signal);
    wake(this.headSignal);
    await Promise.all([...this.workers.values()].map((w) => w.loop));
    await this.writeSkippedCheckpoints();
    await this.headLoop;
    for (const worker of this.workers.values()) worker.loop = null;
    this.headLoop = null;
  }

  /**
   * Tells the loops that `position` was appended, so they read now instead of at the next poll.
   * With `concerns`, only the loops of the consumers it names: the others have nothing to do with
   * the append, and the head poll moves them past it a moment later without a read per append.
   */
  notifyAppended(position: bigint, concerns?: (consumer: CatchUpConsumer) => boolean): void {
    for (const worker of this.workers.values()) {
      if (worker.position >= position || (concerns && !concerns(worker.consumer))) continue;
      if (position > worker.known) worker.known = position;
      wake(worker.signal);
    }
  }

  /**
   * The consumers this instance runs from now on (its leases). One newly taken over goes on from
   * its stored checkpoint (its previous runner moved it); one given up stops after its current batch.
   */
  async hold(names: ReadonlySet<string>): Promise<void> {
    const taken = this.all().filter((w) => !w.held && names.has(w.consumer.name));
    for (const worker of this.workers.values()) if (!names.has(worker.consumer.name)) worker.held = false;
    if (taken.length === 0) return;
    const rows = await this.options.checkpoints.load(taken.map((w) => w.consumer.name));
    for (const row of rows) {
      const worker = this.workers.get(row.name)!;
      if (!names.has(row.name)) continue;
      worker.position = BigInt(row.position);
      worker.failed = row.state === 'failed';
      worker.held = true;
      wake(worker.signal);
    }
    this.options.onProgress();
  }

  /** Where the consumers another instance runs have got to, from their stored checkpoints (read-your-writes here waits on them). */
  async follow(): Promise<void> {
    const followed = this.all().filter((w) => !w.held);
    if (followed.length === 0) return;
    for (const row of await this.options.checkpoints.load(followed.map((w) => w.consumer.name))) {
      const worker = this.workers.get(row.name)!;
      if (worker.held) continue;
      const stored = BigInt(row.position);
      if (stored > worker.position) worker.position = stored;
      worker.failed = row.state === 'failed';
    }
    this.options.onProgress();
  }

  /** Whether every consumer runs here. */
  holdsAll(): boolean {
    return this.all().every((w) => w.held);
  }

  /** After a rebuild swapped a projection's tables in: it goes on from `position`, running. */
  resumeAt(name: string, position: bigint): void {
    const worker = this.workers.get(name);
    if (!worker) return;
    worker.position = position;
    worker.failed = false;
    wake(worker.signal);
    this.options.onProgress();
  }

  // ---------------------------------------------------------------------------------------------

  private async run(worker: CatchUpWorker): Promise<void> {
    const { pollIntervalMs, batchSize } = this.options;
    let idleRounds = 0;
    while (this.running) {
      if (!worker.held) {
        await sleep(worker.signal, pollIntervalMs * 4);
        continue;
      }
      if (worker.failed) {
        await sleep(worker.signal, pollIntervalMs * 4);
        continue;
      }
      let batch: RecordedEvent[];
      try {
        if (worker.resync) await this.resync(worker);
        batch = await this.readShared(worker.position);
      } catch (error) {
        if (!this.running) break;
        worker.failures++;
        worker.resync = true;
        this.logTransient(worker, error, 'could not read the event log; retrying');
        await sleep(worker.signal, retryDelayMs(pollIntervalMs, worker.failures));
        continue;
      }
      if (batch.length === 0) {
        // A known newer position becomes readable once older transactions end: look again soon.
        idleRounds++;
        const behind = worker.known > worker.position;
        await sleep(worker.signal, behind ? Math.min(2 ** idleRounds, pollIntervalMs) : pollIntervalMs * 4);
        continue;
      }
      idleRounds = 0;
      if (await this.process(worker, batch)) worker.failures = 0;
      // A short batch, handled, reached all that was readable and known: wait for the next append
      // (its notice or the head poll) rather than ask the log again at once.
      const handled = worker.position >= batch[batch.length - 1].position;
      if (handled && batch.length < batchSize && worker.position >= worker.known) await sleep(worker.signal, pollIntervalMs * 4);
    }
  }

  /** One poll for the whole process: wakes the loops that are behind the head. */
  private async pollHead(): Promise<void> {
    while (this.running) {
      try {
        const head = await this.options.store.headPosition();
        for (const worker of this.workers.values()) {
          if (head > worker.known) worker.known = head;
          if (worker.held && !worker.failed && worker.position < head) wake(worker.signal);
        }
        if ([...this.workers.values()].some((w) => w.held && w.failed)) await this.refreshFailed();
      } catch (error) {
        if (this.running) logger.debug({ err: error }, 'head poll failed');
        // The database may have crashed and lost batches a loop had done (see `resync`), also
        // of a loop that was idle meanwhile: every loop looks at its stored checkpoint again.
        if (isTransientError(error)) for (const worker of this.workers.values()) worker.resync = true;
      }
      await sleep(this.headSignal, this.options.pollIntervalMs);
    }
  }

  /** Another instance (restarted, or after a rebuild) may have cleared a failure. */
  private async refreshFailed(): Promise<void> {
    const failed = [...this.workers.values()].filter((w) => w.held && w.failed).map((w) => w.consumer.name);
    for (const row of await this.options.checkpoints.load(failed)) {
      const worker = this.workers.get(row.name);
      if (worker?.held && row.state === 'running') {
        worker.failed = false;
        worker.position = BigInt(row.position);
        wake(worker.signal);
      }
    }
  }

  /**
   * Logs a transient failure: the first of a run at warn, and then one in twenty (a database
   * outage would otherwise write a line per loop per retry).
   */
  private logTransient(worker: CatchUpWorker, error: unknown, message: string): void {
    const { kind, name } = worker.consumer;
    if (worker.failures === 1 || worker.failures % 20 === 0) logger.warn({ err: error, [kind]: name, failures: worker.failures }, message);
  }

  /**
   * `batched`: the consumer may take the batch as a whole rather than event by event. Answers
   * false when the batch met a transient failure (it is tried again after a backoff).
   */
  private async process(worker: CatchUpWorker, batch: RecordedEvent[], batched = true): Promise<boolean> {
    const { consumer } = worker;
    const last = batch[batch.length - 1].position;
    try {
      if (!batch.some((e) => consumer.handlesLive(e))) {
        // Nothing to handle: the consumer is already current up to `last`, so waiters need not
        // wait for a write; the checkpoint is stored a moment later (a lost one only re-reads skips).
        this.advance(worker, last);
        this.deferCheckpoint(worker);
        return true;
      }
      const outcome = await consumer.consume(batch, batched);
      if ('busy' in outcome) {
        // Another instance is on it; its checkpoint shows here once this one gets its turn.
        await sleep(worker.signal, this.options.pollIntervalMs);
        return true;
      }
      if (outcome.failed) worker.failed = true;
      this.advance(worker, outcome.position);
      return true;
    } catch (error) {
      if (!this.running) return true;
      // The batch was rolled back: hand it over again event by event, to stop exactly at the failing one.
      if (error instanceof BatchApplyError && !isTransientError(error.original)) return this.process(worker, batch, false);
      const cause = error instanceof ApplyError || error instanceof BatchApplyError ? error.original : error;
      if (!(error instanceof ApplyError) || isTransientError(cause)) {
        // The database unavailable (or a deadlock) says nothing about the event: try it again,
        // waiting longer each time, and never park it (decision 0060).
        worker.failures++;
        worker.resync = true;
        this.logTransient(worker, cause, `${consumer.kind} batch failed; retrying`);
        await sleep(worker.signal, retryDelayMs(this.options.pollIntervalMs, worker.failures));
        return false;
      }
      // Keep what was handled cleanly before the failing event, then stop at that event.
      const before = batch.filter((e) => e.position < error.event.position);
      if (before.length) {
        if (!(await this.process(worker, before, false))) return false;
        if (worker.position < before[before.length - 1].position || worker.failed) return true;
      }
      return this.park(worker, error);
    }
  }

  private advance(worker: CatchUpWorker, position: bigint): void {
    if (position > worker.position) {
      worker.position = position;
      const now = Date.now();
      worker.samples.push({ at: now, position });
      while (worker.samples.length > 2 && now - worker.samples[1].at > RATE_WINDOW_MS) worker.samples.shift();
      if (worker.samples.length > 256) worker.samples.splice(1, worker.samples.length - 256);
    }
    this.options.onProgress();
  }

  /**
   * Parks the event the consumer failed on and goes on past it: the parked row and the
   * checkpoint move in one transaction, so the event is applied by a retry or skipped by an
   * admin, once (decision 0046). Until that is recorded the loop tries the event again.
   */
  private async park(worker: CatchUpWorker, error: ApplyError): Promise<boolean> {
    const { name, kind } = worker.consumer;
    const { event } = error;
    try {
      const parked = await this.options.checkpoints.park(name, event, error.message);
      logger.error({ err: error.original, [kind]: name, position: String(event.position), type: event.type }, `${kind} failed on an event; parked it and going on`);
      if (parked) {
        this.advance(worker, event.position);
        await this.announceParked(worker, error);
      } else await this.reload(worker);
      return true;
    } catch (parkError) {
      worker.failures++;
      worker.resync = true;
      this.logTransient(worker, parkError, `could not park the event a ${kind} failed on; retrying`);
      await sleep(worker.signal, retryDelayMs(this.options.pollIntervalMs, worker.failures));
      return false;
    }
  }

  /**
   * Records `ProjectionEventParked` on the consumer's admin stream, so the admins are told (the
   * notifications map it). Its id is derived from the consumer and the position: a park repeated
   * by another instance or after a crash appends nothing new, so it is told once per parked event.
   * A park of that very event type is not announced again (a notifications projection failing on it
   * would otherwise feed itself). After the park's commit: a crash in between loses the notice,
   * never the parked event (the console lists it).
   */
  private async announceParked(worker: CatchUpWorker, error: ApplyError): Promise<void> {
    const { name, kind } = worker.consumer;
    const { event } = error;
    if (event.type === 'ProjectionEventParked') return;
    const eventId = deriveEventId('projection-event-parked', name, String(event.position));
    const parked: ProjectionEventParked = {
      type: 'ProjectionEventParked',
      data: { name, consumer: kind, position: String(event.position), eventId: event.eventId, type: event.type, error: error.message.slice(0, 500) },
    };
    try {
      await this.options.store.appendToStream(
        projectionAdminStream.streamId(name),
        [{ eventId, ...parked, metadata: { correlationId: eventId, causationId: null, userId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
        { expectedRevision: 'any' },
      );
    } catch (announceError) {
      logger.warn({ err: announceError, [kind]: name, position: String(event.position) }, `could not record that a ${kind} parked an event; the console still lists it`);
    }
  }

  /** One shared read per start position at a time (the batch is read-only for every loop). */
  private readShared(after: bigint): Promise<RecordedEvent[]> {
    let read = this.reads.get(after);
    if (!read) {
      read = this.options.store.readAll({ after, maxCount: this.options.batchSize }).finally(() => this.reads.delete(after));
      this.reads.set(after, read);
    }
    return read;
  }

  /**
   * Stores the worker's position soon, once for however many skipped batches come meanwhile, and
   * in one statement with every other loop's skipped position of that moment.
   */
  private deferCheckpoint(worker: CatchUpWorker): void {
    this.skipped.add(worker);
    this.skippedWrite ??= setTimeout(() => void this.writeSkippedCheckpoints(), SKIPPED_CHECKPOINT_DELAY_MS);
  }

  private async writeSkippedCheckpoints(): Promise<void> {
    if (this.skippedWrite) clearTimeout(this.skippedWrite);
    this.skippedWrite = null;
    const due = [...this.skipped];
    this.skipped.clear();
    if (due.length === 0) return;
    try {
      const stored = await this.options.checkpoints.advance(due.map((w) => ({ name: w.consumer.name, position: w.position })));
      for (const worker of due) {
        const position = stored.get(worker.consumer.name);
        if (position != null) this.advance(worker, position);
        // Not running any more: another instance marked it failed.
        else await this.reload(worker);
      }
    } catch (error) {
      // Shutting down or a lost connection: the next batch (or restart) stores them.
      logger.debug({ err: error, consumers: due.map((w) => w.consumer.name) }, 'could not store skipped checkpoints');
    }
  }

  /** Back to the stored checkpoint, even below the in-memory position (see `resync`); the events after it are handled again, once in effect. */
  private async resync(worker: CatchUpWorker): Promise<void> {
    const [row] = await this.options.checkpoints.load([worker.consumer.name]);
    if (!row) throw new Error(`the checkpoint of ${worker.consumer.name} is missing`);
    const stored = BigInt(row.position);
    if (stored < worker.position) {
      logger.warn({ [worker.consumer.kind]: worker.consumer.name, from: String(worker.position), to: String(stored) }, 'going back to the stored checkpoint after a database failure');
      worker.position = stored;
      worker.samples = [];
    }
    worker.failed = row.state === 'failed';
    worker.resync = false;
    this.options.onProgress();
  }

  private async reload(worker: CatchUpWorker): Promise<void> {
    const [row] = await this.options.checkpoints.load([worker.consumer.name]);
    if (!row) throw new Error(`the checkpoint of ${worker.consumer.name} is missing`);
    worker.failed = row.state === 'failed';
    this.advance(worker, BigInt(row.position));
  }
}
