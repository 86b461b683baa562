import { randomUUID } from 'node:crypto';
import { Global, Module, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test-support/test-database.js';
import { APP_CONFIG, loadConfig } from '../config/app-config.js';
import { AggregateStore } from '../domain/aggregate-store.js';
import { StreamFolderRegistry } from '../domain/stream-folders.js';
import { aSessionUser } from '../auth/session-user.mother.js';
import { ConflictError } from '../domain/domain-error.js';
import { deriveEventId } from '../event-store/derived-event-id.js';
import type { RecordedEvent } from '../event-store/event.js';
import { EVENT_STORE } from '../event-store/event-store.port.js';
import { EventSchemaRegistry } from '../event-store/event-schemas.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { HttpExceptionFilter } from '../http/http-exception.filter.js';
import { ProjectionRuntimeService } from './projection-runtime.service.js';
import { ProjectionsModule } from './projections.module.js';
import { cqrsModule } from './read-your-writes.js';
import { EVENT_STORE_AND_CHECKPOINT_MIGRATIONS, ItemsProjection, TEST_EVENT_SCHEMAS, append, createTestDataSource, newEvent } from './test-support/test-projections.js';
import {
  AddTestPointsHandler,
  AwardPointsOnTestFeedbackGiven,
  FEEDBACK_GIVEN,
  POINTS_ADDED,
  TEST_REACTOR_EVENT_SCHEMAS,
  TestPointsProjection,
  pointsStreamId,
} from './test-support/test-reactors.js';
import pg from 'pg';
import { until } from '../../test-support/until.js';

const REACTOR = 'test-award-points-on-feedback-given';

/** One application process: its own event store pool, AggregateStore (kept states) and runtime. */
interface Process {
  app: INestApplication;
  runtime: ProjectionRuntimeService;
  reactor: AwardPointsOnTestFeedbackGiven;
  close: () => Promise<void>;
}

describe('reactors: a checkpointed consumer that issues commands, exactly once in effect', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  /** The test's own connection to the log (the processes have theirs). */
  let log: PostgresEventStore;
  const running: Process[] = [];

  /** `withPoints`: also a projection of what the reactor emits. */
  async function startProcess({ withPoints = false } = {}): Promise<Process> {
    const store = new PostgresEventStore(db.url, 4);
    const schemas = new EventSchemaRegistry([...TEST_EVENT_SCHEMAS, ...TEST_REACTOR_EVENT_SCHEMAS]);

    @Global()
    @Module({
      providers: [
        { provide: EVENT_STORE, useValue: store },
        { provide: EventSchemaRegistry, useValue: schemas },
        { provide: AggregateStore, useValue: new AggregateStore(store, schemas) },
        { provide: StreamFolderRegistry, useValue: new StreamFolderRegistry() },
        { provide: APP_CONFIG, useValue: loadConfig({ NODE_ENV: 'test' }) },
      ],
      exports: [EVENT_STORE, EventSchemaRegistry, AggregateStore, StreamFolderRegistry, APP_CONFIG],
    })
    class InfrastructureModule {}

    @Module({ providers: [AddTestPointsHandler, AwardPointsOnTestFeedbackGiven, ItemsProjection, ...(withPoints ? [TestPointsProjection] : [])] })
    class PointsModule {}

    const moduleRef = await Test.createTestingModule({
      imports: [
        // As in AppModule: the buses' handlers are registered before the runtime starts the reactors.
        cqrsModule(),
        TypeOrmModule.forRoot({ type: 'postgres', url: db.url, migrations: EVENT_STORE_AND_CHECKPOINT_MIGRATIONS, migrationsRun: true }),
        InfrastructureModule,
        ProjectionsModule,
        PointsModule,
      ],
    }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalFilters(new HttpExceptionFilter());
    // Access is checked in the full app's specs; here the admin routes are called as an admin.
    app.use((req: { user?: unknown }, _res: unknown, next: () => void) => {
      req.user = aSessionUser({ email: 'admin@example.com', userType: 'admin', isAdmin: true, isTeamAdmin: true });
      next();
    });
    await app.init();
    const process: Process = {
      app,
      runtime: app.get(ProjectionRuntimeService),
      reactor: app.get(AwardPointsOnTestFeedbackGiven),
      close: async () => {
        running.splice(running.indexOf(process), 1);
        await app.close();
        await store.close();
      },
    };
    running.push(process);
    return process;
  }

  async function giveFeedback(memberId: string): Promise<RecordedEvent> {
    const streamId = `test-feedback-${randomUUID()}`;
    await append(log, streamId, FEEDBACK_GIVEN, { memberId });
    const [event] = await log.readStream(streamId);
    return event;
  }

  async function checkpoint(): Promise<{ position: bigint; state: string; lastError: string | null }> {
    const [row] = (await dataSource.query(`SELECT position, state, last_error FROM projection_checkpoints WHERE name = $1`, [REACTOR])) as {
      position: string;
      state: string;
      last_error: string | null;
    }[];
    return { position: BigInt(row?.position ?? -1), state: row?.state, lastError: row?.last_error ?? null };
  }

  const reachedPosition = (position: bigint) => until(checkpoint, (row) => row.position >= position);

  async function pointsEvents(memberId: string): Promise<RecordedEvent[]> {
    return (await log.readStream(pointsStreamId(memberId))).filter((e) => e.type === POINTS_ADDED);
  }

  beforeEach(async () => {
    db = await createTestDatabase();
    dataSource = await createTestDataSource(db.url);
    log = new PostgresEventStore(db.url, 2);
  });

  afterEach(async () => {
    for (const process of [...running]) await process.close();
    await log.close();
    await dataSource.destroy();
    await db.drop();
  });

  it('reacts once to each handled event; the command’s events carry derived ids, the trigger as causation, its correlation and time, no user', async () => {
    const { reactor } = await startProcess();
    const first = await giveFeedback('m1');
    await append(log, 'noise-1', 'SomethingElse', {});
    const second = await giveFeedback('m2');
    const third = await giveFeedback('m1');
    const last = await append(log, 'noise-2', 'SomethingElse', {});
    await reachedPosition(last);
    // Longer than a few polls: nothing is reacted to again.
    await new Promise((r) => setTimeout(r, 800));

    expect(reactor.reacted.map((e) => e.eventId)).toEqual([first.eventId, second.eventId, third.eventId]);
    const m1 = await pointsEvents('m1');
    expect(m1.map((e) => e.data)).toEqual([
      { memberId: 'm1', points: 10, total: 10 },
      { memberId: 'm1', points: 10, total: 20 },
    ]);
    expect((await pointsEvents('m2')).map((e) => e.data)).toEqual([{ memberId: 'm2', points: 10, total: 10 }]);
    const [awarded] = await pointsEvents('m2');
    expect(awarded.eventId).toBe(deriveEventId(REACTOR, second.eventId, pointsStreamId('m2'), '0'));
    expect(awarded.metadata).toMatchObject({
      causationId: second.eventId,
      correlationId: second.metadata.correlationId,
      userId: null,
      occurredAt: second.metadata.occurredAt,
    });
    expect(m1.map((e) => e.metadata.causationId)).toEqual([first.eventId, third.eventId]);
  });

  it('killed between the command it issued and its checkpoint: after a restart the command’s effect is there once', async () => {
    // The reactor's checkpoint cannot be stored: every run of this process dies "after the command, before the checkpoint".
    await dataSource.query(`CREATE FUNCTION refuse_checkpoint() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated crash before the checkpoint was stored'; END $$`);
    await dataSource.query(`CREATE TRIGGER crash_before_checkpoint BEFORE UPDATE ON projection_checkpoints FOR EACH ROW
      WHEN (NEW.name = '${REACTOR}' AND NEW.position <> OLD.position) EXECUTE FUNCTION refuse_checkpoint()`);
    const dying = await startProcess();
    const feedback = await giveFeedback('m1');
    // The command took effect, and the reaction ran again at least once in this process (its retry).
    await until(
      async () => ({ events: (await pointsEvents('m1')).length, reactions: dying.reactor.reacted.length }),
      (seen) => seen.events >= 1 && seen.reactions >= 2,
    );
    await dying.close();
    expect((await checkpoint()).position).toBeLessThan(feedback.position);

    await dataSource.query(`DROP TRIGGER crash_before_checkpoint ON projection_checkpoints`);
    const restarted = await startProcess();
    await reachedPosition(feedback.position);
    expect(restarted.reactor.reacted.map((e) => e.eventId)).toEqual([feedback.eventId]);
    expect((await pointsEvents('m1')).map((e) => e.data)).toEqual([{ memberId: 'm1', points: 10, total: 10 }]);

    // The ledger state was not counted twice either: the next award builds on 10.
    const next = await giveFeedback('m1');
    await reachedPosition(next.position);
    expect((await pointsEvents('m1')).map((e) => (e.data as { total: number }).total)).toEqual([10, 20]);
    expect(await checkpoint()).toMatchObject({ state: 'running', lastError: null });
  });

  it('resumes from its checkpoint after a restart: what it reacted to before is not reacted to again', async () => {
    const before = await startProcess();
    await giveFeedback('m1');
    const second = await giveFeedback('m2');
    await reachedPosition(second.position);
    expect(before.reactor.reacted).toHaveLength(2);
    await before.close();

    const whileDown = await giveFeedback('m3');
    const after = await startProcess();
    await reachedPosition(whileDown.position);
    await new Promise((r) => setTimeout(r, 600));
    expect(after.reactor.reacted.map((e) => e.eventId)).toEqual([whileDown.eventId]);
    const totals = await Promise.all(['m1', 'm2', 'm3'].map(async (m) => (await pointsEvents(m)).length));
    expect(totals).toEqual([1, 1, 1]);
  });

  it('two instances running the reactor never react to one event both', async () => {
    const [a, b] = await Promise.all([startProcess(), startProcess()]);
    const given: RecordedEvent[] = [];
    for (let i = 0; i < 12; i++) {
      given.push(await giveFeedback(`m${i % 3}`));
      for (const p of [a, b]) p.runtime.notifyAppended(given[i].position);
    }
    await reachedPosition(given[given.length - 1].position);
    const reacted = [...a.reactor.reacted, ...b.reactor.reacted].map((e) => e.eventId).sort();
    expect(reacted).toEqual(given.map((e) => e.eventId).sort());
    const awarded = await Promise.all(['m0', 'm1', 'm2'].map(async (m) => (await pointsEvents(m)).map((e) => (e.data as { total: number }).total)));
    expect(awarded).toEqual([
      [10, 20, 30, 40],
      [10, 20, 30, 40],
      [10, 20, 30, 40],
    ]);
  });

  it('a reaction that fails is parked, the reactor goes on past it, and a retry takes effect once', async () => {
    const ok = await giveFeedback('m1');
    const poisoned = await giveFeedback('m2');
    const later = await giveFeedback('m3');
    const first = await startProcess();
    first.reactor.afterReact = async (event) => {
      if (event.eventId === poisoned.eventId) throw new Error('ポイント付与に失敗');
    };
    const passed = await until(checkpoint, (row) => BigInt(row.position) >= BigInt(later.position));
    expect(passed.lastError).toContain('ポイント付与に失敗');
    const [status] = (await first.runtime.status()).filter((s) => s.name === REACTOR);
    expect(status).toMatchObject({ kind: 'reactor', state: 'running', parkedCount: 1, failedPosition: BigInt(poisoned.position) });
    // The failed reaction's command had taken effect before the throw.
    expect(await Promise.all(['m1', 'm2', 'm3'].map(async (m) => (await pointsEvents(m)).length))).toEqual([1, 1, 1]);
    expect(ok.position).toBeDefined();

    first.reactor.afterReact = null;
    const retries = await Promise.allSettled(Array.from({ length: 5 }, () => first.runtime.retryParked(REACTOR, BigInt(poisoned.position), 'admin@example.com')));
    expect(retries.some((r) => r.status === 'fulfilled' && r.value.error === null)).toBe(true);
    // Run again (even several times at once), it stays once: the derived event ids.
    expect(await Promise.all(['m1', 'm2', 'm3'].map(async (m) => (await pointsEvents(m)).length))).toEqual([1, 1, 1]);
    expect((await first.runtime.status()).find((s) => s.name === REACTOR)).toMatchObject({ parkedCount: 0 });
    await first.close();
  });

  it('is listed with the projections, is never rebuilt, and holds up a read-your-writes wait for its types only until the bound', async () => {
    const { app, runtime, reactor } = await startProcess();
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    reactor.afterReact = () => stalled;
    try {
      const feedback = await giveFeedback('m1');
      const item = await log.appendToStream('item-a', [newEvent('ItemAdded', { id: 'a', name: 'A' })], { expectedRevision: 'no_stream' });
      await until(async () => reactor.reacted.length, (n) => n === 1);
      // The reactor is stuck in its reaction: a wait for positions alone, or for other types, returns
      // at once; a wait for the types it handles waits for it (decision 0054), but only until the bound.
      expect(await runtime.waitForPosition(item.position, 2000)).toBe(true);
      expect(await runtime.waitForPosition(item.position, 2000, new Set(['ItemAdded']))).toBe(true);
      const started = Date.now();
      expect(await runtime.waitForPosition(feedback.position, 300, new Set([FEEDBACK_GIVEN]))).toBe(false);
      expect(Date.now() - started).toBeLessThan(1500);

      const list = await request(app.getHttpServer()).get('/api/admin/projections').expect(200);
      const byName = new Map((list.body as { name: string; position: string }[]).map((s) => [s.name, s]));
      expect(byName.get('test-items')).toMatchObject({ kind: 'projection', tables: ['tp_items', 'tp_item_tags'] });
      expect(byName.get(REACTOR)).toMatchObject({ kind: 'reactor', handles: [FEEDBACK_GIVEN], tables: [], rebuild: { state: 'idle' } });
      expect(Number(byName.get(REACTOR)!.position)).toBeLessThan(Number(feedback.position));

      const refused = await request(app.getHttpServer()).post(`/api/admin/projections/${REACTOR}/rebuild`).expect(409);
      expect(refused.body).toMatchObject({ code: 'PROJECTIONS.REACTOR_NOT_REBUILDABLE', message: expect.stringContaining('リアクター') });
      expect(() => runtime.requestRebuild(REACTOR)).toThrow(ConflictError);
      expect((await runtime.rebuildAll()).map((r) => r.name)).toEqual(['test-items']);
    } finally {
      release();
    }
    await until(checkpoint, (row) => row.position > 0n);
    expect((await pointsEvents('m1')).length).toBe(1);
    // Released, the typed wait passes the reactor and what it emitted.
    const next = await giveFeedback('m2');
    expect(await runtime.waitForPosition(next.position, 5000, new Set([FEEDBACK_GIVEN]))).toBe(true);
    expect((await pointsEvents('m2')).length).toBe(1);
  });

  it('a wait for a reactor passes what it emitted only once that has been applied, though an older transaction holds the readable head back', async () => {
    const { app, runtime, reactor } = await startProcess({ withPoints: true });
    const points = app.get(TestPointsProjection);
    // An unrelated transaction takes its id before the reaction's append and stays open: the
    // award commits at a higher position than anything readAll may return until it ends.
    const other = new pg.Client({ connectionString: db.url });
    await other.connect();
    let opened!: () => void;
    const holding = new Promise<void>((resolve) => (opened = resolve));
    reactor.beforeReact = async () => {
      reactor.beforeReact = null;
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      opened();
    };
    try {
      const feedback = await giveFeedback('m1');
      await holding;
      const released = new Promise<void>((resolve) => setTimeout(() => void other.query('COMMIT').then(() => resolve()), 500));
      const waited = runtime.waitForPosition(feedback.position, 10_000, new Set([FEEDBACK_GIVEN]));
      const appliedWhenAnswered = waited.then((caughtUp) => ({ caughtUp, applied: [...points.applied] }));
      expect(await appliedWhenAnswered).toEqual({ caughtUp: true, applied: ['m1'] });
      await released;
    } finally {
      await other.end();
    }
  });
});

