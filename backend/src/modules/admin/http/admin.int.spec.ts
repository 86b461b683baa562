import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { signInAll, type SignedInUser } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { ADMIN_MESSAGES, DIAGRAM_URL } from './admin.controller.js';

const ADMIN_MIGRATION = 'CreateAdminReadModels1766400000000';

interface Diagram {
  syncedAt: string | null;
  syncedByName: string | null;
  tables: { name: string; group: string; entity: string | null; columns: { name: string; type: string; nullable: boolean; primaryKey: boolean }[] }[];
  relations: { name: string; table: string; toTable: string; inferred: boolean }[];
}

describe('admin console over HTTP: migrations, ER diagram, statistics', () => {
  let app: NestExpressApplication;
  let testApp: TestApp;
  let sql: pg.Pool;
  let admin: SignedInUser;
  let hr: SignedInUser;
  let listed: SignedInUser;
  let member: SignedInUser;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'listed-admin@example.com', TRUST_PROXY: 'loopback' });
    ({ app } = testApp);
    await app.listen(0, '127.0.0.1');
    sql = new pg.Pool({ connectionString: testApp.db.url, max: 3 });
    [admin, hr, listed, member] = await signInAll(app, ['admin@demo.example', 'hr@demo.example', 'listed-admin@example.com', 'member@demo.example']);
  });
  afterAll(async () => {
    await sql.end();
    await testApp.close();
  });

  const one = async <T>(text: string, params: unknown[] = []) => (await sql.query(text, params)).rows[0] as T;
  const adminEvents = async () =>
    (await sql.query<{ type: string; user_id: string | null; data: Record<string, unknown> }>(
      `SELECT type, metadata->>'userId' AS user_id, data FROM events WHERE stream_id = 'admin-console' ORDER BY position`,
    )).rows;
  const migrate = (user: SignedInUser) => user.agent.post('/api/admin/migrate-to-production').set(user.headers);
  const sync = (user: SignedInUser) => user.agent.post('/api/admin/sync-dbdiagram').set(user.headers);

  it('lets no one else in: a member gets 403 everywhere, a visitor 401, and nothing is run or recorded', async () => {
    for (const res of await Promise.all([
      migrate(member),
      sync(member),
      member.agent.get('/api/admin/dbdiagram'),
      member.agent.get('/api/admin/statistics'),
      member.agent.get('/api/admin/actions'),
    ])) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: '権限がありません', error: 'Forbidden' });
    }
    await request(app.getHttpServer()).get('/api/admin/statistics').expect(401);
    expect(await adminEvents()).toEqual([]);
    expect((await admin.agent.get('/api/admin/dbdiagram').expect(200)).body).toEqual({ syncedAt: null, syncedByName: null, checksum: null, tables: [], relations: [] });
  });

  it('runs a pending migration once however many admins press the button at the same time', async () => {
    // Make the admin module's own migration pending again, its tables gone.
    await sql.query(`DROP TABLE admin_actions, admin_db_diagram`);
    await sql.query(`DELETE FROM migrations WHERE name = $1`, [ADMIN_MIGRATION]);
    const answers = await Promise.all([admin, hr, listed, admin, hr, listed, admin, hr].map((user) => migrate(user)));
    for (const res of answers) expect(res.status).toBe(200);
    const ran = answers.flatMap((res) => res.body.migrations as string[]);
    expect(ran).toEqual([ADMIN_MIGRATION]);
    const winner = answers.find((res) => res.body.migrations.length === 1)!;
    expect(winner.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.migrated(1), pending: [] });
    for (const res of answers.filter((r) => r !== winner)) expect(res.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.upToDate, migrations: [] });
    const executed = (await one<{ n: number }>('SELECT count(*)::int AS n FROM migrations')).n;
    for (const res of answers) expect(res.body.executedTotal).toBe(executed);
    const events = await adminEvents();
    expect(events.map((e) => e.type)).toEqual(Array(8).fill('MigrationsRun'));
    expect(events.filter((e) => (e.data.ran as string[]).length === 1)).toHaveLength(1);
    // The recreated tables serve: the list of actions has all eight runs.
    expect((await admin.agent.get('/api/admin/actions').expect(200)).body).toHaveLength(8);
  });

  it('reports nothing pending on a migrated database, recorded as the admin who asked', async () => {
    const res = await migrate(hr).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: ADMIN_MESSAGES.upToDate,
      migrations: [],
      executedTotal: (await one<{ n: number }>('SELECT count(*)::int AS n FROM migrations')).n,
      pending: [],
    });
    expect((await adminEvents()).at(-1)).toEqual({ type: 'MigrationsRun', user_id: hr.user.id, data: { ran: [], executedTotal: res.body.executedTotal } });
  });

  it('answers a failing migration with success false and the server message, records it, and leaves the database as it was', async () => {
    await sql.query(`DELETE FROM migrations WHERE name = $1`, [ADMIN_MIGRATION]);
    try {
      const before = (await one<{ n: number }>('SELECT count(*)::int AS n FROM admin_actions')).n;
      const res = await migrate(admin).expect(200);
      expect(res.body).toMatchObject({ success: false, migrations: [], pending: [ADMIN_MIGRATION] });
      expect(res.body.message).toMatch(/already exists/);
      expect((await adminEvents()).at(-1)).toEqual({
        type: 'MigrationRunFailed',
        user_id: admin.user.id,
        data: { migration: ADMIN_MIGRATION, error: res.body.message },
      });
      expect((await admin.agent.get('/api/admin/statistics').expect(200)).body.migrationsPending).toBe(1);
      const actions = (await admin.agent.get('/api/admin/actions').expect(200)).body;
      expect(actions).toHaveLength(before + 1);
      expect(actions[0]).toMatchObject({ type: 'MigrationRunFailed', success: false, summary: `${ADMIN_MIGRATION}: ${res.body.message}` });
    } finally {
      await sql.query(`INSERT INTO migrations (timestamp, name) VALUES ($1, $2)`, [1766400000000, ADMIN_MIGRATION]);
    }
  });

  it('syncs the ER diagram from the live schema: every table with its columns, keys and owner, and our own page to see it', async () => {
    const res = await sync(admin).expect(200);
    const tableNames = (
      await sql.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      )
    ).rows.map((row) => row.table_name);
    const diagram = (await admin.agent.get('/api/admin/dbdiagram').expect(200)).body as Diagram;
    expect(res.body).toEqual({
      success: true,
      message: ADMIN_MESSAGES.synced(tableNames.length, diagram.relations.length),
      timestamp: diagram.syncedAt,
      diagramUrl: DIAGRAM_URL,
      tables: tableNames.length,
      relations: diagram.relations.length,
      changed: true,
    });
    expect(diagram.syncedByName).toBe(`${admin.user.lastName} ${admin.user.firstName}`.trim());
    expect(diagram.tables.map((t) => t.name)).toEqual(tableNames);
    const events = diagram.tables.find((t) => t.name === 'events')!;
    expect(events.group).toBe('platform');
    expect(events.columns.slice(0, 2)).toEqual([
      { name: 'position', type: 'bigint', nullable: false, primaryKey: true },
      { name: 'event_id', type: 'uuid', nullable: false, primaryKey: false },
    ]);
    expect(diagram.tables.find((t) => t.name === 'inquiries')).toMatchObject({ group: 'companion-inquiries', entity: 'InquiryRow' });
    expect(diagram.relations).toContainEqual(
      expect.objectContaining({ table: 'ms_matrix_growth_points', toTable: 'ms_matrix_entries', inferred: true }),
    );
    for (const relation of diagram.relations) expect(tableNames).toEqual(expect.arrayContaining([relation.table, relation.toTable]));

    const again = await sync(listed).expect(200);
    expect(again.body.changed).toBe(false);
    expect((await adminEvents()).slice(-2).map((e) => [e.type, e.user_id, e.data.changed])).toEqual([
      ['DbDiagramSynced', admin.user.id, true],
      ['DbDiagramSynced', listed.user.id, false],
    ]);
  });

  it('counts the statistics from the database: the figures equal counts taken here', async () => {
    const stats = (await hr.agent.get('/api/admin/statistics').expect(200)).body;
    const tableNames = (
      await sql.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)
    ).rows.map((row) => row.table_name);
    expect(stats.tables).toBe(tableNames.length);
    expect(stats.tableRows.map((t: { name: string }) => t.name).sort()).toEqual([...tableNames].sort());
    // Sessions and rate-limit counters change with every sign-in and request; the rest hold still.
    for (const row of stats.tableRows as { name: string; rows: number }[]) {
      if (row.name === 'sessions' || row.name === 'rate_limit_counters') continue;
      expect([row.name, row.rows]).toEqual([row.name, (await one<{ n: number }>(`SELECT count(*)::int AS n FROM "${row.name}"`)).n]);
    }
    const totals = await one<{ events: number; streams: number }>('SELECT count(*)::int AS events, count(DISTINCT stream_id)::int AS streams FROM events');
    expect(stats).toMatchObject({ ...totals, users: (await one<{ n: number }>('SELECT count(*)::int AS n FROM users')).n, migrationsPending: 0 });
    expect(stats.users).toBe(4);
    expect(stats.migrationsExecuted).toBe((await one<{ n: number }>('SELECT count(*)::int AS n FROM migrations')).n);
    const byType = (await sql.query<{ type: string; n: number }>('SELECT type, count(*)::int AS n FROM events GROUP BY type')).rows;
    expect(Object.fromEntries(stats.eventTypes.map((t: { type: string; count: number }) => [t.type, t.count]))).toEqual(
      Object.fromEntries(byType.map((t) => [t.type, t.n])),
    );
    expect(stats.eventsPerDay).toHaveLength(14);
    expect(stats.eventsPerDay.at(-1).count).toBe(totals.events);
    expect(stats.projections).toBeGreaterThan(10);
    expect(stats.failingConsumers).toBe(0);
  });
});
