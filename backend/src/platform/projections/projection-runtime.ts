import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store/event-store.port.js';
import { ConflictError, NotFoundError } from '../domain/domain-error.js';
import { logger } from '../logging/logger.js';
import { CatchUpWorkers, describeError, eventsPerSecond, type CatchUpConsumer, type CatchUpWorker } from './catch-up-worker.js';
import { CheckpointStore, type CheckpointRow, type ParkedEventRow } from './checkpoint-store.js';
import { ConsumerLeases, newInstanceId } from './consumer-leases.js';
import { PositionWaiters, type ProjectionPlace } from './position-waiters.js';
import { versionOf, type Projection } from './projection.js';
import { ProjectionConsumer, applyToProjection } from './projection-consumer.js';
import type { Reactor } from './reactor.js';
import { ReactorConsumer } from './reactor-consumer.js';
import { Rebuilds, type RebuildProgress, type RebuildResult } from './rebuild.js';

/**
 * Events a rebuild reads and applies per batch. Larger batches cut the statements per event (the
 * forum's 200,000-event rebuild: 0.47 of its baseline at 5,000, 0.52 at 20,000, 0.54 at 50,000);
 * 20,000 events of the log are a few tens of megabytes at most, and progress still moves per batch.
 */
const REBUILD_BATCH_SIZE = 20_000;

export type { RebuildProgress, RebuildResult } from './rebuild.js';

export interface ProjectionRuntimeOptions {
  dataSource: DataSource;
  eventStore: EventStore;
  /** How often an idle runtime looks for events appended elsewhere (another instance, a script). */
  pollIntervalMs?: number;
  /** Events per batch while catching up. */
  batchSize?: number;
  /** Events per transaction while rebuilding into shadow tables. */
  rebuildBatchSize?: number;
  /** This instance's name as the runner of its projections and reactors (default: host, pid and a random suffix). */
  instanceId?: string;
  /**
   * How long a projection's or reactor's lease lasts without renewal (renewed every third of it):
   * another instance takes over at most this long after the runner died. Default 6 s.
   */
  leaseTtlMs?: number;
  /** How often a read-your-writes wait for projections another instance runs looks at their checkpoints. Default 25 ms. */
  followIntervalMs?: number;
}

/**
 * running: caught up; catching_up: behind the head; rebuilding: a replay into fresh tables is
 * queued or under way (the old tables keep serving and keep being updated); failed: stopped at an
 * event whose apply (or reaction) threw; stopped: no app instance runs it (none holds its lease).
 */
export type ProjectionState = 'running' | 'catching_up' | 'rebuilding' | 'failed' | 'stopped';

export interface ProjectionStatus {
  name: string;
  /** A projection (read-model tables) or a reactor (issues commands; never rebuilt). */
  kind: 'projection' | 'reactor';
  state: ProjectionState;
  position: bigint;
  headPosition: bigint;
  /** Events in the log after this checkpoint. */
  lag: number;
  /** The instance running it now (its lease), or null when no instance does. */
  runner: string | null;
  handles: readonly string[];
  /** A reactor's: none. */
  tables: readonly string[];
  /** The version the projection declares (`Projection.version`; 1 for a reactor). */
  version: number;
  /** The version its serving tables were built with; another than `version` until the rebuild on start swaps its tables in. */
  builtVersion: number;
  lastError: string | null;
  failedPosition: bigint | null;
  /** The event behind `lastError`: its id and type (null when unknown). */
  failedEventId: string | null;
  failedType: string | null;
  /** Seconds between the oldest event not yet handled and now (0 when caught up). */
  lagSeconds: number;
  /** Events this instance's loop went through per second over the last ten seconds (0 when idle, or run elsewhere). */
  eventsPerSecond: number;
  /** Events it failed on, went past, and that wait for a retry or a skip. */
  parkedCount: number;
  updatedAt: Date | null;
  rebuild: RebuildProgress;
}

/** An event a projection or reactor failed on and went past (decision 0046). */
export interface ParkedEvent {
  name: string;
  position: bigint;
  eventId: string;
  streamId: string;
  type: string;
  error: string;
  attempts: number;
  state: 'parked' | 'retried' | 'skipped';
  parkedAt: Date;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  reason: string | null;
}

function toParked(row: ParkedEventRow): ParkedEvent {
  return {
    name: row.name,
    position: BigInt(row.position),
    eventId: row.event_id,
    streamId: row.stream_id,
    type: row.type,
    error: row.error,
    attempts: row.attempts,
    state: row.state,
    parkedAt: row.parked_at,
    resolvedAt: row.resolved_at,
    resolvedBy: row.resolved_by,
    reason: row.reason,
  };
}

/**
 * Runs every projection and every reactor over the event log, each from its checkpoint, in one
 * catch-up loop each (`CatchUpWorkers`); answers read-your-writes waits (`PositionWaiters`, for
 * projections and, for a typed wait, reactors); rebuilds projections into shadow tables (`Rebuilds`); reports status from the
 * checkpoint table (`CheckpointStore`). Framework-free so tests and the bench can run it on any
 * DataSource; Nest wraps it in `ProjectionRuntimeService`.
 */
export class ProjectionRuntime {
  protected readonly dataSource: DataSource;
  protected readonly store: EventStore;
  private readonly checkpoints: CheckpointStore;
  private readonly workers: CatchUpWorkers;
  private readonly waiters: PositionWaiters;
  private readonly rebuilds: Rebuilds;
  private readonly leases: ConsumerLeases;
  private readonly followIntervalMs: number;
  private following: Promise<void> | null = null;
  private readonly projections = new Map<string, ProjectionConsumer>();
  /** Projections awaited by their reads, not by writes (`Projection.awaitedBy`). */
  private readonly readAwaited = new Set<string>();
  private readonly reactors: Reactor[] = [];
  private stopping = false;
  private checkpointsReady: Promise<void> | null = null;
  /** A `requestExclusiveRebuild` of this process is between its check and its queueing. */
  private exclusiveRequest = false;
  /** The rebuilds the last `start` queued for projections built with another version (decision 0113). */
  private versionRebuilds: Promise<string[]> = Promise.resolve([]);

  constructor(options: ProjectionRuntimeOptions) {
    this.dataSource = options.dataSource;
    this.store = options.eventStore;
    this.checkpoints = new CheckpointStore(options.dataSource);
    this.waiters = new PositionWaiters(() => this.places());
    this.workers = new CatchUpWorkers({
      store: options.eventStore,
      checkpoints: this.checkpoints,
      pollIntervalMs: options.pollIntervalMs ?? 250,
      batchSize: options.batchSize ?? 500,
      onProgress: () => this.waiters.check(),
    });
    this.leases = new ConsumerLeases({
      dataSource: options.dataSource,
      owner: options.instanceId ?? newInstanceId(),
      ttlMs: options.leaseTtlMs ?? 6000,
      held: (names) => this.workers.hold(names),
    });
    this.followIntervalMs = options.followIntervalMs ?? 25;
    this.rebuilds = new Rebuilds({
      dataSource: options.dataSource,
      store: options.eventStore,
      checkpoints: this.checkpoints,
      batchSize: options.rebuildBatchSize ?? REBUILD_BATCH_SIZE,
      stopping: () => this.stopping,
      ensureCheckpoints: () => this.ensureCheckpoints(),
      rebuilt: (name, position) => this.workers.resumeAt(name, position),
    });
  }

  /** Adds projections; names must be unique among projections and reactors. Call before `start`. */
  register(projections: readonly Projection[]): void {
    for (const projection of projections) {
      const consumer = new ProjectionConsumer(projection, this.checkpoints);
      this.workers.add(consumer);
      this.projections.set(consumer.name, consumer);
      if (projection.awaitedBy === 'reads') this.readAwaited.add(consumer.name);
    }
    this.registerInline(projections);
    this.checkpointsReady = null;
  }

  /**
   * Hands the inline parts of `projections` to the event store, when it can apply them in the
   * append's transaction (decision 0029). Each instance does, whichever runs the catch-up loops:
   * the inline part runs where the command is handled.
   */
  private registerInline(projections: readonly Projection[]): void {
    const withInline = projections.filter((p) => p.inline);
    if (!withInline.length || !this.store.registerInline) return;
    this.store.registerInline(
      withInline.map((projection) => {
        const inline = projection.inline!;
        const outside = inline.handles.filter((type) => !projection.handles.includes(type));
        if (outside.length) throw new Error(`projection ${projection.name} applies inline what it does not handle: ${outside.join(', ')}`);
        return { name: projection.name, handles: new Set(inline.handles), statements: (events) => inline.statements(events) };
      }),
    );
  }

  /** Adds reactors; names must be unique among projections and reactors. Call before `start`. */
  registerReactors(reactors: readonly Reactor[]): void {
    for (const reactor of reactors) {
      this.workers.add(new ReactorConsumer(reactor, this.checkpoints));
      this.reactors.push(reactor);
    }
    this.checkpointsReady = null;
  }

  /** Names of every projection and reactor. */
  names(): string[] {
    return this.workers.all().map((w) => w.consumer.name);
  }

  has(name: string): boolean {
    return this.workers.get(name) !== undefined;
  }

  isRunning(): boolean {
    return this.workers.isRunning();
  }

  /**
   * Loads checkpoints and starts the loops. One that had failed is tried again (the code may have
   * been fixed since); a rebuild that no instance is running any more is marked interrupted.
   */
  async start(): Promise<void> {
    if (this.workers.isRunning()) return;
    this.stopping = false;
    await this.ensureCheckpoints();
    const names = this.names();
    for (const name of await this.checkpoints.retryFailed(names)) logger.info({ consumer: name }, 'retrying what had failed');
    await this.rebuilds.cleanUpInterrupted([...this.projections.keys()]);
    this.workers.start(await this.checkpoints.load(names));
    await this.leases.start(names);
    await this.rebuildOtherVersions();
  }

  /**
   * Queues, as one group, a rebuild of each projection whose tables were built with another version
   * than it declares (decision 0113). The start does not wait for them: the old tables keep serving
   * and the loops keep them current until each swap. Each checks the version again once it holds its
   * rebuild lock, so of several instances starting together exactly one rebuilds it.
   */
  private async rebuildOtherVersions(): Promise<void> {
    const projections = [...this.projections.values()].map((c) => ({ name: c.name, version: versionOf(c.projection) }));
    const names = await this.checkpoints.builtWithOtherVersion(projections);
    const rebuilt = names.map(async (name) => {
      logger.info({ projection: name, version: versionOf(this.projections.get(name)!.projection) }, 'rebuilding a projection built with another version');
      try {
        return (await this.rebuilds.requestIfOtherVersion(this.projections.get(name)!)) ? [name] : [];
      } catch (error) {
        logger.error({ err: error, projection: name }, 'could not rebuild a projection built with another version');
        return [];
      }
    });
    this.versionRebuilds = Promise.all(rebuilt).then((lists) => lists.flat());
  }

  /** Resolves, once the rebuilds the last `start` queued for other versions have ended, with the names this instance rebuilt. */
  rebuiltForVersions(): Promise<string[]> {
    return this.versionRebuilds;
  }

  /** This instance's name as a runner (`ProjectionStatus.runner`). */
  get instanceId(): string {
    return this.leases.owner;
  }

  /** Stops the loops after their current batch; a rebuild under way stops and is marked interrupted. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.workers.stop();
    await this.leases.stop();
    await this.rebuilds.settled();
    this.waiters.cancelAll();
  }

  /** Tells the loops that `position` was appended, so they read now instead of at the next poll. */
  notifyAppended(position: bigint): void {
    this.workers.notifyAppended(position);
  }

  /**
   * Resolves true once the projections have applied the log up to `position`, false after
   * `timeoutMs`. With `types`, only the projections handling one of them count: the others cannot
   * show events of those types; nor can those awaited by their reads (`Projection.awaitedBy`,
   * decision 0055), which a write's wait (with `types`) leaves out. A failed projection counts as
   * done (it will not get there).
   * `appliedInline`: projections that applied the writes in the append's own transaction
   * (decision 0029), not waited for.
   *
   * With `types`, the reactors handling one of them are waited for too, and then, up to the head
   * of the log they appended to, the projections of the types they emit (and so on for reactors of
   * those): a praise answers once its award shows in the points (decision 0054). All within the
   * one `timeoutMs`. Without `types` (a seeder, a test) reactors are not waited for.
   */
  async waitForPosition(position: bigint, timeoutMs: number, types?: ReadonlySet<string>, appliedInline?: ReadonlySet<string>): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const readAwaited = types ? [this.readAwaited] : [];
    let reached = await this.waitForConsumers(position, timeoutMs, types, appliedInline ? [...readAwaited, appliedInline] : readAwaited);
    let emitted = this.emittedBy(types);
    while (reached && emitted.size > 0) {
      // What the reactors emitted has committed by now, but the settled head can stand below it
      // while any older transaction is still open: wait for the last committed position instead.
      const head = await this.store.lastCommittedPosition();
      if (head <= position) break;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      position = head;
      reached = await this.waitForConsumers(position, left, emitted, [this.readAwaited]);
      emitted = this.emittedBy(emitted);
    }
    return reached;
  }

  /** The types the reactors handling one of `types` emit (none without `types`). */
  private emittedBy(types: ReadonlySet<string> | undefined): Set<string> {
    const emitted = new Set<string>();
    if (!types) return emitted;
    for (const reactor of this.reactors) {
      if (reactor.handles.some((type) => types.has(type))) for (const type of reactor.emits) emitted.add(type);
    }
    return emitted;
  }

  private waitForConsumers(position: bigint, timeoutMs: number, types: ReadonlySet<string> | undefined, except: readonly ReadonlySet<string>[]): Promise<boolean> {
    const waited = this.waiters.wait(position, timeoutMs, types, except);
    // Only the loops with something to do for these types: a projection that applied them inline
    // has not, and neither has one that does not handle them (a move would otherwise cost every
    // loop a read of the log and a checkpoint write).
    this.wake(
      position,
      types && types.size > 0
        ? (consumer) => (consumer.kind === 'reactor' || !except.some((names) => names.has(consumer.name))) && [...types].some((type) => consumer.handles.has(type))
        : undefined,
    );
    return waited;
  }

  /**
   * Resolves true once the projections `names` have applied the log as it stands now (its head
   * when this is called), false after `timeoutMs`: what a query of a read-awaited projection
   * (`Projection.awaitedBy`) waits for before it reads, so it sees every write made before it.
   */
  async awaitHead(names: readonly string[], timeoutMs: number): Promise<boolean> {
    const head = await this.store.headPosition();
    const wanted = new Set(names);
    for (const name of wanted) this.worker(name);
    const others = new Set([...this.projections.keys()].filter((name) => !wanted.has(name)));
    const waited = this.waiters.wait(head, timeoutMs, undefined, [others]);
    this.wake(head, (consumer) => wanted.has(consumer.name));
    return waited;
  }

  /** Wakes the loops `which` selects (all without it) and, while anyone waits for loops another instance runs, follows their checkpoints. */
  private wake(position: bigint, which?: (consumer: CatchUpConsumer) => boolean): void {
    this.workers.notifyAppended(position, which);
    if (this.waiters.pending() && !this.workers.holdsAll()) {
      this.following ??= this.follow().finally(() => {
        this.following = null;
      });
    }
  }

  /** Status of every projection and reactor, read from the checkpoint table (so other instances' work shows). */
  async status(): Promise<ProjectionStatus[]> {
    const names = this.names();
    const [rows, head, runners, parked] = await Promise.all([
      this.checkpoints.load(names),
      this.store.headPosition(),
      this.leases.runners(),
      this.checkpoints.openParkedCounts(names),
    ]);
    const byName = new Map(rows.map((r) => [r.name, r]));
    return Promise.all(this.workers.all().map((w) => this.describe(w, byName.get(w.consumer.name), head, runners, parked)));
  }

  async statusOf(name: string): Promise<ProjectionStatus> {
    const worker = this.worker(name);
    const [rows, head, runners, parked] = await Promise.all([
      this.checkpoints.load([name]),
      this.store.headPosition(),
      this.leases.runners(),
      this.checkpoints.openParkedCounts([name]),
    ]);
    return this.describe(worker, rows[0], head, runners, parked);
  }

  /**
   * Queues a rebuild of one projection (one rebuild runs at a time per process) and answers its
   * completion. Unknown name: NotFoundError; already queued or running here, or a reactor (a
   * replay would issue its commands again): ConflictError.
   */
  requestRebuild(name: string, startedBy: string | null = null): Promise<RebuildResult> {
    if (this.worker(name).consumer.kind === 'reactor') {
      throw new ConflictError(
        'PROJECTIONS.REACTOR_NOT_REBUILDABLE',
        `「${name}」はリアクターのため再構築できません（再生するとコマンドがもう一度発行されます）`,
      );
    }
    this.rebuilds.refuseWhileBusy();
    return this.rebuilds.request(this.projections.get(name)!, startedBy);
  }

  /**
   * Like `requestRebuild`, but first refuses (409) while any rebuild is under way on any
   * instance: the admin console runs one rebuild (or one "rebuild all") at a time. The check of
   * this process is synchronous with the queueing, so parallel requests start one rebuild.
   */
  async requestExclusiveRebuild(names: readonly string[] | 'all', startedBy: string | null): Promise<string[]> {
    const targets = names === 'all' ? [...this.projections.keys()] : [...names];
    for (const name of targets) this.worker(name);
    // One request of this process at a time from here to the queueing: a rebuild that finished
    // while a parallel request waited on the database must not let that request start another.
    if (this.exclusiveRequest) this.rebuilds.refuseBusy();
    this.rebuilds.refuseWhileBusy();
    this.exclusiveRequest = true;
    try {
      if ((await this.checkpoints.rebuildsUnderWay(this.names())).length > 0) this.rebuilds.refuseBusy();
      this.rebuilds.refuseWhileBusy();
      if (names !== 'all') this.requestRebuild(targets[0], startedBy).catch(() => undefined);
      else for (const name of targets) this.rebuilds.request(this.projections.get(name)!, startedBy).catch(() => undefined);
      return targets;
    } finally {
      this.exclusiveRequest = false;
    }
  }

  /** Rebuilds one projection from position 0 into fresh tables and swaps them in. */
  rebuild(name: string): Promise<RebuildResult> {
    return this.requestRebuild(name);
  }

  /** Queues a rebuild of every projection not already being rebuilt (reactors are never rebuilt); answers when all are done. */
  requestRebuildAll(startedBy: string | null = null): Promise<RebuildResult[]> {
    const started = [...this.projections.keys()].filter((name) => !this.rebuilds.job(name)).map((name) => this.rebuilds.request(this.projections.get(name)!, startedBy));
    return Promise.all(started);
  }

  // ── parked events (decision 0046) ────────────────────────────────────────────────────────────

  /** Parked events of `name` (or of all), open ones first. Unknown name: NotFoundError. */
  async parked(name?: string): Promise<ParkedEvent[]> {
    if (name !== undefined) this.worker(name);
    return (await this.checkpoints.parked(name === undefined ? this.names() : [name])).map(toParked);
  }

  /**
   * Applies (or reacts to) a parked event again. A projection applies it in a transaction holding
   * its checkpoint row that also marks it retried; a reactor reacts to it again (its derived event
   * ids make a repeat harmless) and then marks it. Answers the parked event afterwards and the
   * error when it failed again (it stays parked). Unknown name or no such parked event: NotFoundError.
   */
  async retryParked(name: string, position: bigint, by: string): Promise<{ parked: ParkedEvent; error: string | null }> {
    const worker = this.worker(name);
    const found = await this.checkpoints.findParked(name, position);
    if (!found) throw new NotFoundError('PROJECTIONS.PARKED_NOT_FOUND', `「${name}」に位置 ${position} の保留中イベントはありません`);
    if (found.state !== 'parked') throw new ConflictError('PROJECTIONS.PARKED_RESOLVED', `このイベントはすでに${found.state === 'skipped' ? 'スキップ' : '再試行'}済みです`);
    const event = await this.readEvent(position);
    if (!event) throw new NotFoundError('PROJECTIONS.PARKED_NOT_FOUND', `位置 ${position} のイベントはイベントログにありません`);
    if (worker.consumer.kind === 'projection') {
      const consumer = this.projections.get(name)!;
      const outcome = await this.checkpoints.retryParked(name, position, by, (manager) =>
        applyToProjection(consumer.projection, consumer.handles, [event], manager, false),
      );
      if (!outcome) throw new ConflictError('PROJECTIONS.PARKED_RESOLVED', 'このイベントはすでに処理済みです');
      return { parked: toParked(outcome.row), error: outcome.error === null ? null : describeError(outcome.error) };
    }
    try {
      await (worker.consumer as ReactorConsumer).reactAgain(event);
    } catch (error) {
      const row = await this.checkpoints.retryFailedAgain(name, position, describeError(error));
      return { parked: toParked(row ?? found), error: describeError(error) };
    }
    const row = await this.checkpoints.markRetried(name, position, by);
    if (!row) throw new ConflictError('PROJECTIONS.PARKED_RESOLVED', 'このイベントはすでに処理済みです');
    return { parked: toParked(row), error: null };
  }

  /** Leaves a parked event unapplied for good, recording who and why. Unknown: NotFoundError; already resolved: ConflictError. */
  async skipParked(name: string, position: bigint, by: string, reason: string): Promise<ParkedEvent> {
    this.worker(name);
    const row = await this.checkpoints.skipParked(name, position, by, reason);
    if (row) return toParked(row);
    const found = await this.checkpoints.findParked(name, position);
    if (!found) throw new NotFoundError('PROJECTIONS.PARKED_NOT_FOUND', `「${name}」に位置 ${position} の保留中イベントはありません`);
    throw new ConflictError('PROJECTIONS.PARKED_RESOLVED', `このイベントはすでに${found.state === 'skipped' ? 'スキップ' : '再試行'}済みです`);
  }

  private async readEvent(position: bigint) {
    const [event] = await this.store.readAll({ after: position - 1n, maxCount: 1 });
    return event && event.position === position ? event : null;
  }

  rebuildAll(): Promise<RebuildResult[]> {
    return this.requestRebuildAll();
  }

  /**
   * Rebuilds every projection that handles one of `types`, each from a replay that starts now: a
   * rebuild of one of them already queued or running here may have read the log before the caller's
   * change, so this one waits for it to end and queues its own (forgetting a person, decision 0044).
   */
  async rebuildProjectionsHandling(types: ReadonlySet<string>): Promise<RebuildResult[]> {
    const names = [...this.projections.values()].filter((p) => [...p.handles].some((type) => types.has(type))).map((p) => p.name);
    return Promise.all(names.map((name) => this.rebuildAfterAnyUnderWay(name)));
  }

  private async rebuildAfterAnyUnderWay(name: string): Promise<RebuildResult> {
    for (;;) {
      if (!this.rebuilds.job(name)) {
        try {
          // Queued behind whatever runs (the admin console's one-at-a-time rule is for people; a
          // forget must rebuild every projection holding personal data, several at once).
          return await this.rebuilds.request(this.projections.get(name)!);
        } catch (error) {
          if (!(error instanceof ConflictError) || error.code !== 'PROJECTIONS.REBUILD_IN_PROGRESS') throw error;
        }
      }
      await this.rebuilds.settled();
    }
  }

  // ---------------------------------------------------------------------------------------------

  private worker(name: string): CatchUpWorker {
    const worker = this.workers.get(name);
    if (!worker) throw new NotFoundError('PROJECTIONS.NOT_FOUND', `プロジェクション「${name}」は存在しません`);
    return worker;
  }

  private *places(): Iterable<ProjectionPlace> {
    for (const worker of this.workers.all()) {
      const { kind, name, handles } = worker.consumer;
      yield { kind, name, handles, position: worker.position, failed: worker.failed };
    }
  }

  /**
   * While someone waits here for projections another instance runs: their positions from the
   * stored checkpoints, every `followIntervalMs` (the runner stores a projection's checkpoint in
   * the transaction that applies the events, so a checkpoint at the position means the rows are there).
   */
  private async follow(): Promise<void> {
    while (this.waiters.pending() && !this.stopping) {
      try {
        await this.workers.follow();
      } catch (error) {
        logger.debug({ err: error }, 'could not read the checkpoints of projections run elsewhere');
      }
      if (!this.waiters.pending()) return;
      await new Promise((resolve) => setTimeout(resolve, this.followIntervalMs));
    }
  }

  private ensureCheckpoints(): Promise<void> {
    const versions = this.workers.all().map(({ consumer }) => ({ name: consumer.name, version: versionOf(this.projections.get(consumer.name)?.projection ?? {}) }));
    this.checkpointsReady ??= this.checkpoints.ensure(versions).catch((error: unknown) => {
      this.checkpointsReady = null;
      throw error;
    });
    return this.checkpointsReady;
  }

  private async describe(
    worker: CatchUpWorker,
    row: CheckpointRow | undefined,
    head: bigint,
    runners: ReadonlyMap<string, string>,
    parked: ReadonlyMap<string, number>,
  ): Promise<ProjectionStatus> {
    const { name, kind } = worker.consumer;
    const stored = row ? BigInt(row.position) : 0n;
    const position = stored > worker.position ? stored : worker.position;
    const lag = position >= head ? 0 : await this.store.countAfter(position);
    let lagSeconds = 0;
    if (lag > 0) {
      const [next] = await this.store.readAll({ after: position, maxCount: 1 });
      if (next) lagSeconds = Math.max(0, Math.round((Date.now() - Date.parse(next.metadata.occurredAt)) / 1000));
    }
    const job = this.rebuilds.job(name);
    const failed = row ? row.state === 'failed' : worker.failed;
    const rebuild: RebuildProgress = job
      ? { state: job.state, done: job.done, total: job.total, startedAt: job.startedAt, finishedAt: null, error: null, startedBy: job.startedBy }
      : {
          state: row?.rebuild_state ?? 'idle',
          done: Number(row?.rebuild_done ?? 0),
          total: Number(row?.rebuild_total ?? 0),
          startedAt: row?.rebuild_started_at ?? null,
          finishedAt: row?.rebuild_finished_at ?? null,
          error: row?.rebuild_error ?? null,
          startedBy: row?.rebuild_started_by ?? null,
        };
    let state: ProjectionState;
    if (rebuild.state === 'queued' || rebuild.state === 'rebuilding') state = 'rebuilding';
    else if (failed) state = 'failed';
    else if (!runners.has(name)) state = 'stopped';
    else state = lag > 0 ? 'catching_up' : 'running';
    const projection = this.projections.get(name)?.projection;
    return {
      name,
      kind,
      state,
      position,
      headPosition: head,
      lag,
      runner: runners.get(name) ?? null,
      handles: [...worker.consumer.handles],
      tables: projection ? projection.tables : [],
      version: versionOf(projection ?? {}),
      builtVersion: row?.version ?? versionOf(projection ?? {}),
      lastError: row?.last_error ?? null,
      failedPosition: row?.failed_position ? BigInt(row.failed_position) : null,
      failedEventId: row?.failed_event_id ?? null,
      failedType: row?.failed_type ?? null,
      lagSeconds,
      eventsPerSecond: worker.held ? eventsPerSecond(worker) : 0,
      parkedCount: parked.get(name) ?? 0,
      updatedAt: row?.updated_at ?? null,
      rebuild,
    };
  }
}
