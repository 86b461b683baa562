import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test-support/test-database.js';
import type { DomainEvent } from '../event-store/event.js';
import { EventSchemaRegistry } from '../event-store/event-schemas.js';
import { StreamChangedError } from '../event-store/event-store.errors.js';
import { eventStoreMigrations } from '../event-store/migrations/event-store-migrations.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { requestContext } from '../request-context/request-context.js';
import { AggregateStore, StaleRevisionError } from './aggregate-store.js';
import { DomainError } from './domain-error.js';

type Deposited = DomainEvent<'Deposited', { amount: number }>;
type GateSet = DomainEvent<'GateSet', { open: boolean }>;
const account = { initialState: () => ({ balance: 0 }), evolve: (s: { balance: number }, e: Deposited) => ({ balance: s.balance + e.data.amount }) };
const gate = { initialState: () => ({ open: false }), evolve: (_: { open: boolean }, e: GateSet) => ({ open: e.data.open }) };
const schemas = new EventSchemaRegistry([
  { type: 'Deposited', version: 1, upcasters: {} },
  { type: 'GateSet', version: 1, upcasters: {} },
]);

class GateClosedError extends DomainError {
  constructor() {
    super('TEST.GATE_CLOSED', '閉じています', 'forbidden');
  }
}

/** A PostgreSQL store that counts stream reads. */
class CountingStore extends PostgresEventStore {
  reads = 0;
  override readStream(streamId: string, options?: { fromRevision?: number }) {
    this.reads++;
    return super.readStream(streamId, options);
  }
}

describe('speculating commands (decision 0032)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let storeA: CountingStore;
  let storeB: CountingStore;
  let a: AggregateStore;
  let b: AggregateStore;

  /** The command under test: the gate must be open (another stream), then a deposit. */
  const depositThroughGate = (aggregates: AggregateStore, amount: number, expectedRevision?: number) =>
    requestContext.run({}, () =>
      aggregates.speculating(async () => {
        const { state } = await aggregates.load('gate', gate);
        if (!state.open) throw new GateClosedError();
        return aggregates.execute('acc', account, () => [{ type: 'Deposited', data: { amount } } as Deposited], { expectedRevision });
      }),
    );
  const setGate = (aggregates: AggregateStore, open: boolean) =>
    requestContext.run({}, () => aggregates.execute('gate', gate, () => [{ type: 'GateSet', data: { open } } as GateSet]));
  const balance = async () => (await storeA.readStream('acc')).reduce((sum, e) => sum + (e.data as { amount: number }).amount, 0);

  beforeEach(async () => {
    db = await createTestDatabase();
    const dataSource = new DataSource({ type: 'postgres', url: db.url, migrations: eventStoreMigrations, migrationsRun: true });
    await dataSource.initialize();
    await dataSource.destroy();
    // Two app instances on one database, each with its own kept states.
    storeA = new CountingStore(db.url, 10);
    storeB = new CountingStore(db.url, 10);
    a = new AggregateStore(storeA, schemas);
    b = new AggregateStore(storeB, schemas);
    await setGate(a, true);
    await depositThroughGate(a, 100);
  });
  afterEach(async () => {
    await storeA.close();
    await storeB.close();
    await db.drop();
  });

  it('decides on kept states without reading their streams, and the append checks them', async () => {
    storeA.reads = 0;
    const result = await depositThroughGate(a, 5);
    expect(storeA.reads).toBe(0);
    expect(result.state).toEqual({ balance: 105 });
    expect(await balance()).toBe(105);
  });

  it('runs the command again, reading, when another instance changed a stream it assumed: the refusal is the same as without', async () => {
    await setGate(b, false);
    storeA.reads = 0;
    await expect(depositThroughGate(a, 5)).rejects.toBeInstanceOf(GateClosedError);
    expect(storeA.reads).toBeGreaterThan(0);
    expect(await balance()).toBe(100);
    // Open again elsewhere: the next command sees it.
    await setGate(b, true);
    await expect(depositThroughGate(a, 7)).resolves.toMatchObject({ state: { balance: 107 } });
  });

  it("accepts the client's If-Match of a revision newer than the kept state, and refuses a stale one", async () => {
    await requestContext.run({}, () => b.execute('acc', account, () => [{ type: 'Deposited', data: { amount: 1 } } as Deposited]));
    // A's kept state is at revision 0; the client saw revision 1 (written through B).
    await expect(depositThroughGate(a, 2, 1)).resolves.toMatchObject({ state: { balance: 103 }, revision: 2 });
    await expect(depositThroughGate(a, 2, 1)).rejects.toBeInstanceOf(StaleRevisionError);
    expect(await balance()).toBe(103);
  });

  it('counts every deposit exactly once when two instances speculate on the same streams in parallel', async () => {
    await depositThroughGate(b, 0); // B keeps the states too
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => depositThroughGate(i % 2 ? a : b, 1)),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    expect(accepted).toBe(40);
    expect(await balance()).toBe(140);
  });

  it('refuses an append whose other streams grew, appending nothing (the store check)', async () => {
    const attempt = storeA.appendToStream(
      'acc',
      [{ eventId: crypto.randomUUID(), type: 'Deposited', data: { amount: 9 }, metadata: { correlationId: 'c', causationId: null, userId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
      { expectedRevision: 0, unchanged: [{ streamId: 'gate', revision: -1 }] },
    );
    await expect(attempt).rejects.toBeInstanceOf(StreamChangedError);
    expect(await balance()).toBe(100);
  });
});
