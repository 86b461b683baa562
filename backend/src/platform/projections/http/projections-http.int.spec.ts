import { Body, Controller, Get, Global, Inject, Module, Param, Post, type INestApplication } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Test } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { APP_CONFIG, loadConfig } from '../../config/app-config.js';
import { EventSchemaRegistry } from '../../event-store/event-schemas.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { PostgresEventStore } from '../../event-store/postgres-event-store.js';
import { Access } from '../../auth/access.decorator.js';
import { aSessionUser } from '../../auth/session-user.mother.js';
import { AggregateStore } from '../../domain/aggregate-store.js';
import { StreamFolderRegistry } from '../../domain/stream-folders.js';
import { HttpExceptionFilter } from '../../http/http-exception.filter.js';
import { requestContextMiddleware } from '../../http/request-context.middleware.js';
import { requestContext } from '../../request-context/request-context.js';
import { DatabaseSupervision } from '../../database/embedded-postgres-supervisor.js';
import { HealthModule } from '../../health/health.module.js';
import { createTestDatabase } from '../../../test-support/test-database.js';
import { until } from '../../../test-support/until.js';
import { ProjectionsModule } from '../projections.module.js';
import { cqrsModule, ReadYourWritesQueryBus } from '../read-your-writes.js';
import {
  CountingProjection,
  EVENT_STORE_AND_CHECKPOINT_MIGRATIONS,
  ItemsProjection,
  TEST_EVENT_SCHEMAS,
  createTestDataSource,
  newEvent,
} from '../test-support/test-projections.js';

class GetTestItemQuery {
  constructor(readonly id: string) {}
}

@QueryHandler(GetTestItemQuery)
class GetTestItemHandler implements IQueryHandler<GetTestItemQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ id }: GetTestItemQuery): Promise<unknown[]> {
    return this.dataSource.query(`SELECT id, name FROM tp_items WHERE id = $1`, [id]);
  }
}

/** A command-like route: appends an event and records its position, as AggregateStore does. */
@Controller('api/test-items')
class TestItemsController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly queryBus: QueryBus,
  ) {}

  /** A write that answers with its read model: appends, then queries, with no wait of its own. */
  @Post('answered')
  @Access('public')
  async addAndRead(@Body() body: { id: string; name: string }): Promise<unknown[]> {
    const result = await this.store.appendToStream(`item-${body.id}`, [newEvent('ItemAdded', body)], { expectedRevision: 'any' });
    requestContext.recordAppend(result.position, ['ItemAdded']);
    return this.queryBus.execute(new GetTestItemQuery(body.id));
  }

  @Post()
  @Access('public')
  async add(@Body() body: { id: string; name: string }): Promise<{ id: string }> {
    const result = await this.store.appendToStream(`item-${body.id}`, [newEvent('ItemAdded', body)], { expectedRevision: 'any' });
    requestContext.recordAppend(result.position, ['ItemAdded']);
    return { id: body.id };
  }

  @Post('count')
  @Access('public')
  async count(@Body() body: { key: string }): Promise<{ ok: true }> {
    const result = await this.store.appendToStream(`count-${body.key}`, [newEvent('Counted', body)], { expectedRevision: 'any' });
    requestContext.recordAppend(result.position, ['Counted']);
    return { ok: true };
  }

  @Get(':id')
  @Access('public')
  async get(@Param('id') id: string): Promise<unknown[]> {
    return this.dataSource.query(`SELECT id, name FROM tp_items WHERE id = $1`, [id]);
  }
}

describe('projections over HTTP: admin endpoints, health, read-your-writes', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let app: INestApplication;
  const items = new ItemsProjection();
  const counter = new CountingProjection();

  beforeAll(async () => {
    db = await createTestDatabase();
    const setup = await createTestDataSource(db.url);
    await setup.destroy();
    store = new PostgresEventStore(db.url, 4);
    const schemas = new EventSchemaRegistry(TEST_EVENT_SCHEMAS);

    @Global()
    @Module({
      providers: [
        { provide: EVENT_STORE, useValue: store },
        { provide: EventSchemaRegistry, useValue: schemas },
        { provide: StreamFolderRegistry, useValue: new StreamFolderRegistry() },
        { provide: AggregateStore, useValue: new AggregateStore(store, schemas) },
        { provide: APP_CONFIG, useValue: loadConfig({ NODE_ENV: 'test', READ_YOUR_WRITES_TIMEOUT_MS: '1500' }) },
        // What DatabaseModule gives the app: no embedded server supervised here.
        { provide: DatabaseSupervision, useValue: new DatabaseSupervision(false) },
      ],
      exports: [EVENT_STORE, EventSchemaRegistry, StreamFolderRegistry, AggregateStore, APP_CONFIG, DatabaseSupervision],
    })
    class TestInfrastructureModule {}

    @Module({
      controllers: [TestItemsController],
      providers: [
        GetTestItemHandler,
        { provide: ItemsProjection, useValue: items },
        { provide: CountingProjection, useValue: counter },
      ],
    })
    class TestFeatureModule {}

    const moduleRef = await Test.createTestingModule({
      imports: [
        cqrsModule(),
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: db.url,
          migrations: EVENT_STORE_AND_CHECKPOINT_MIGRATIONS,
          migrationsRun: true,
        }),
        TestInfrastructureModule,
        ProjectionsModule,
        HealthModule,
        TestFeatureModule,
      ],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.use(requestContextMiddleware);
    // Access is checked in the full app's specs (admin-console.int.spec.ts); here every caller is an admin.
    app.use((req: { user?: unknown }, _res: unknown, next: () => void) => {
      req.user = aSessionUser({ email: 'admin@example.com', userType: 'admin', isAdmin: true, isTeamAdmin: true });
      next();
    });
    app.useGlobalFilters(new HttpExceptionFilter());
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    await store.close();
    await db.drop();
  });

  const http = () => request(app.getHttpServer());

  async function waitForRebuilds(): Promise<{ name: string; rebuild: { state: string; done: number; total: number } }[]> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await http().get('/api/admin/projections').expect(200);
      const body = res.body as { name: string; rebuild: { state: string; done: number; total: number } }[];
      if (body.every((p) => p.rebuild.state !== 'queued' && p.rebuild.state !== 'rebuilding')) return body;
      if (Date.now() > deadline) throw new Error(`rebuild did not finish: ${JSON.stringify(body)}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('answers a write only after the projections applied it, so the next read sees it', async () => {
    for (let i = 0; i < 5; i++) {
      const post = await http().post('/api/test-items').send({ id: `ryw-${i}`, name: `名前${i}` }).expect(201);
      expect(post.headers['x-read-model-lag']).toBeUndefined();
      const get = await http().get(`/api/test-items/ryw-${i}`).expect(200);
      expect(get.body).toEqual([{ id: `ryw-${i}`, name: `名前${i}` }]);
    }
  });

  it('lets a write answer with its read model: a query after the append sees it, with no wait in the handler', async () => {
    for (let i = 0; i < 5; i++) {
      const post = await http().post('/api/test-items/answered').send({ id: `answered-${i}`, name: `答え${i}` }).expect(201);
      expect(post.body).toEqual([{ id: `answered-${i}`, name: `答え${i}` }]);
      expect(post.headers['x-read-model-lag']).toBeUndefined();
    }
  });

  it("waits in the application's QueryBus itself: a query after an append in the same context sees it, with no interceptor and no call in the handler", async () => {
    expect(app.get(QueryBus)).toBeInstanceOf(ReadYourWritesQueryBus);
    // The projection is held for a while after the append: a query that did not wait would read nothing.
    let release!: () => void;
    items.gate = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(() => release(), 300);
    try {
      const rows = await requestContext.run({}, async () => {
        const result = await store.appendToStream('item-bus', [newEvent('ItemAdded', { id: 'bus', name: '直接' })], { expectedRevision: 'any' });
        requestContext.recordAppend(result.position, ['ItemAdded']);
        return app.get(QueryBus).execute(new GetTestItemQuery('bus'));
      });
      expect(rows).toEqual([{ id: 'bus', name: '直接' }]);
    } finally {
      clearTimeout(timer);
      items.gate = null;
      release();
    }
  });

  it('does not hold a query of a request that appended nothing', async () => {
    let release!: () => void;
    items.gate = new Promise<void>((resolve) => (release = resolve));
    try {
      await http().post('/api/test-items').send({ id: 'held', name: '保留' }).expect(201);
      const started = Date.now();
      await http().get('/api/test-items/held').expect(200);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      items.gate = null;
      release();
    }
  });

  it('answers anyway after the bound, saying the read model may lag', async () => {
    let release!: () => void;
    items.gate = new Promise<void>((resolve) => (release = resolve));
    try {
      const started = Date.now();
      const post = await http().post('/api/test-items').send({ id: 'slow', name: '遅い' }).expect(201);
      expect(post.headers['x-read-model-lag']).toBe('true');
      expect(Date.now() - started).toBeGreaterThanOrEqual(1490);
    } finally {
      items.gate = null;
      release();
    }
  });

  it('lists every projection with position, head, lag and rebuild progress', async () => {
    const res = await http().get('/api/admin/projections').expect(200);
    const body = res.body as Record<string, unknown>[];
    expect(body.map((p) => p.name).sort()).toEqual(['test-counter', 'test-items']);
    const itemsStatus = body.find((p) => p.name === 'test-items')!;
    expect(itemsStatus).toMatchObject({
      kind: 'projection',
      handles: items.handles,
      tables: items.tables,
      lastError: null,
      rebuild: { state: 'idle', done: 0, total: 0 },
    });
    expect(typeof itemsStatus.position).toBe('string');
    expect(typeof itemsStatus.headPosition).toBe('string');
    expect(['running', 'catching_up']).toContain(itemsStatus.state);
  });

  it('refuses to rebuild an unknown projection with a JSON 404', async () => {
    const res = await http().post('/api/admin/projections/no-such-projection/rebuild').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'プロジェクション「no-such-projection」は存在しません',
      error: 'Not Found',
      code: 'PROJECTIONS.NOT_FOUND',
    });
  });

  it('rebuilds one projection: 202 with the status, then progress up to the total', async () => {
    const before = await http().get('/api/test-items/ryw-3').expect(200);
    const res = await http().post('/api/admin/projections/test-items/rebuild').expect(202);
    expect(['queued', 'rebuilding', 'done']).toContain(res.body.rebuild.state);
    // The answer reads the status after recording the request: a rebuild of this small log can be over by then.
    expect(res.body).toMatchObject({ name: 'test-items', ...(res.body.rebuild.state === 'done' ? {} : { state: 'rebuilding' }) });
    const after = await waitForRebuilds();
    const rebuilt = after.find((p) => p.name === 'test-items')!;
    expect(rebuilt.rebuild.state).toBe('done');
    expect(rebuilt.rebuild.done).toBe(rebuilt.rebuild.total);
    expect(rebuilt.rebuild.total).toBeGreaterThanOrEqual(6);
    expect((await http().get('/api/test-items/ryw-3').expect(200)).body).toEqual(before.body);
  });

  it('rebuilds all projections: 202 with every status', async () => {
    const res = await http().post('/api/admin/projections/rebuild').expect(202);
    expect((res.body as { name: string; state: string }[]).map((p) => [p.name, p.state]).sort()).toEqual([
      ['test-counter', 'rebuilding'],
      ['test-items', 'rebuilding'],
    ]);
    const after = await waitForRebuilds();
    expect(after.every((p) => p.rebuild.state === 'done')).toBe(true);
  });

  it('reports health: 200 while all is well, 503 naming a projection with a parked event', async () => {
    const ok = await http().get('/api/health').expect(200);
    expect(ok.body).toMatchObject({
      status: 'ok',
      checks: {
        database: { status: 'up' },
        eventStore: { status: 'up' },
        projections: { status: 'up', count: 2, failed: [] },
      },
    });
    expect(typeof ok.body.checks.projections.maxLag).toBe('number');

    counter.afterWrite = async () => {
      throw new Error('壊れたプロジェクション');
    };
    try {
      // The failed projection does not hold the response for the whole bound.
      const post = await http().post('/api/test-items/count').send({ key: 'k' }).expect(201);
      expect(post.headers['x-read-model-lag']).toBeUndefined();
      const bad = await http().get('/api/health').expect(503);
      expect(bad.body).toMatchObject({
        status: 'degraded',
        checks: { database: { status: 'up' }, projections: { status: 'down', failed: ['test-counter'] } },
      });
      // Parking records ProjectionEventParked (decision 0091): the projection catches up to it, then runs on.
      const failed = await until(
        async () => ((await http().get('/api/admin/projections').expect(200)).body as { name: string; state: string; lastError: string; parkedCount: number }[]).find((p) => p.name === 'test-counter')!,
        (p) => p.state !== 'catching_up',
      );
      expect(failed).toMatchObject({ state: 'running', parkedCount: 1, lastError: expect.stringContaining('壊れたプロジェクション') });
    } finally {
      counter.afterWrite = null;
    }
    // A retry with the fixed code applies the parked event and clears the failure.
    const [parked] = (await http().get('/api/admin/projections/test-counter/parked').expect(200)).body as { position: string }[];
    const retried = await http().post(`/api/admin/projections/test-counter/parked/${parked.position}/retry`).expect(200);
    expect(retried.body).toMatchObject({ error: null, parked: { state: 'retried' } });
    await http().get('/api/health').expect(200);
  });

  it('describes the endpoints in the OpenAPI document', () => {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/admin/projections', '/api/admin/projections/rebuild', '/api/admin/projections/{name}/rebuild', '/api/health']),
    );
    expect(document.paths['/api/admin/projections/{name}/rebuild'].post?.responses).toHaveProperty('202');
    expect(document.paths['/api/health'].get?.responses).toHaveProperty('503');
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['ProjectionStatusDto', 'RebuildProgressDto', 'HealthDto']));
    expect((schemas.ProjectionStatusDto as { properties: Record<string, unknown> }).properties).toHaveProperty('lag');
  });
});
