import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { RecordedEvent } from '../event-store/event.js';
import type { InlineStatement } from '../event-store/inline-projection.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { requestContext } from '../request-context/request-context.js';
import type { InlinePart } from './projection.js';
import { ProjectionRuntime } from './projection-runtime.js';
import { CountingProjection, createTestDataSource, newEvent } from './test-support/test-projections.js';

/**
 * The counter (deliberately not idempotent: n = n + 1, so an event applied twice shows as 2) with
 * an inline part running the same statement. `failInline` makes that statement fail.
 */
@Injectable()
class InlineCountingProjection extends CountingProjection {
  failInline = false;
  readonly inline: InlinePart = {
    handles: ['Counted'],
    statements: (events: readonly RecordedEvent[]): InlineStatement[] =>
      events.map((event) => ({
        // Named (planned once per connection), as the boards' statements are: a rebuild's swap must not break them.
        name: this.failInline ? undefined : 'test_inline_count',
        text: this.failInline
          ? `INSERT INTO tp_counts (key, n) VALUES ($1, 1 / 0)`
          : `INSERT INTO tp_counts (key, n) VALUES ($1, 1) ON CONFLICT (key) DO UPDATE SET n = tp_counts.n + 1 RETURNING key, n`,
        values: [(event.data as { key: string }).key],
      })),
  };
}

async function until(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('inline projections (decision 0029)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let store: PostgresEventStore;
  let runtime: ProjectionRuntime;
  let projection: InlineCountingProjection;

  const counts = async () =>
    Object.fromEntries(((await dataSource.query(`SELECT key, n FROM tp_counts ORDER BY key`)) as { key: string; n: number }[]).map((r) => [r.key, r.n]));
  const checkpoint = async () =>
    BigInt(((await dataSource.query(`SELECT position FROM projection_checkpoints WHERE name = 'test-counter'`)) as { position: string }[])[0].position);
  const count = (key: string) => newEvent('Counted', { key });

  beforeEach(async () => {
    db = await createTestDatabase();
    dataSource = await createTestDataSource(db.url);
    store = new PostgresEventStore(db.url, 4);
    projection = new InlineCountingProjection();
    runtime = new ProjectionRuntime({ dataSource, eventStore: store, pollIntervalMs: 50, batchSize: 50 });
    runtime.register([projection]);
    await runtime.start();
  });

  afterEach(async () => {
    await runtime.stop();
    await store.close();
    await dataSource.destroy();
    await db.drop();
  });

  it('writes the rows with the append, answers them, and the catch-up loop does not apply the event again', async () => {
    const result = await store.appendToStream('counter-1', [count('a')], { expectedRevision: 'no_stream' });
    // Committed together with the event: no catch-up loop has run for it yet.
    expect(result.appliedInline?.get('test-counter')).toEqual([{ key: 'a', n: 1 }]);
    expect(await counts()).toEqual({ a: 1 });
    const [stored] = await store.readAll();
    expect(stored.appliedInline).toEqual(['test-counter']);

    await until(async () => (await checkpoint()) >= result.position);
    expect(await counts()).toEqual({ a: 1 });
  });

  it('needs no read-your-writes wait for the projection that applied the write inline', async () => {
    await runtime.stop();
    const ctx = await requestContext.run({}, async () => {
      const result = await store.appendToStream('counter-1', [count('a')], { expectedRevision: 'no_stream' });
      // As AggregateStore records every append.
      requestContext.recordAppend(result.position, ['Counted'], result.appliedInline?.keys());
      return requestContext.current()!;
    });
    expect(ctx.appliedInline).toEqual(new Set(['test-counter']));
    // The loops are stopped: only a wait that skips the inline projection can succeed.
    await expect(runtime.waitForPosition(ctx.lastAppendedPosition!, 200, ctx.appendedTypes, ctx.appliedInline!)).resolves.toBe(true);
    await expect(runtime.waitForPosition(ctx.lastAppendedPosition!, 200, ctx.appendedTypes)).resolves.toBe(false);
  });

  it('leaves to the catch-up loop what was appended without the inline part (another process, an older instance)', async () => {
    const elsewhere = new PostgresEventStore(db.url, 1);
    try {
      const { position } = await elsewhere.appendToStream('counter-1', [count('a'), count('b')], { expectedRevision: 'no_stream' });
      expect(await counts()).toEqual({});
      await until(async () => (await checkpoint()) >= position);
      expect(await counts()).toEqual({ a: 1, b: 1 });
    } finally {
      await elsewhere.close();
    }
  });

  it('writes nothing, neither event nor row, when the expected revision is stale', async () => {
    await store.appendToStream('counter-1', [count('a')], { expectedRevision: 'no_stream' });
    await expect(store.appendToStream('counter-1', [count('a')], { expectedRevision: 'no_stream' })).rejects.toMatchObject({
      name: 'WrongExpectedRevisionError',
    });
    expect(await store.readStream('counter-1')).toHaveLength(1);
    expect(await counts()).toEqual({ a: 1 });
  });

  it('answers a retried append as stored without applying it again', async () => {
    const events = [count('a')];
    const first = await store.appendToStream('counter-1', events, { expectedRevision: 'no_stream' });
    const again = await store.appendToStream('counter-1', events, { expectedRevision: 'no_stream' });
    expect(again).toMatchObject({ position: first.position, nextExpectedRevision: 0 });
    expect(again.appliedInline).toBeUndefined();
    expect(await counts()).toEqual({ a: 1 });
  });

  it('still stores the event when the inline statement fails, and the catch-up loop applies it', async () => {
    projection.failInline = true;
    const result = await store.appendToStream('counter-1', [count('a')], { expectedRevision: 'no_stream' });
    expect(result.appliedInline).toBeUndefined();
    const [stored] = await store.readAll();
    expect(stored.appliedInline).toBeUndefined();
    await until(async () => (await checkpoint()) >= result.position);
    expect(await counts()).toEqual({ a: 1 });
  });

  it('applies every event exactly once under concurrent appends, and a rebuild gives the same rows', async () => {
    const keys = ['a', 'b', 'c', 'd'];
    const appended = await Promise.all(
      Array.from({ length: 40 }, (_, i) => store.appendToStream(`counter-${i}`, [count(keys[i % 4])], { expectedRevision: 'no_stream' })),
    );
    // Some without the inline part, interleaved with the rest.
    const elsewhere = new PostgresEventStore(db.url, 1);
    try {
      for (let i = 0; i < 8; i++) appended.push(await elsewhere.appendToStream(`elsewhere-${i}`, [count(keys[i % 4])], { expectedRevision: 'no_stream' }));
    } finally {
      await elsewhere.close();
    }
    const last = appended.reduce((max, r) => (r.position > max ? r.position : max), 0n);
    await until(async () => (await checkpoint()) >= last);
    const live = await counts();
    expect(live).toEqual({ a: 12, b: 12, c: 12, d: 12 });
    await runtime.rebuild('test-counter');
    expect(await counts()).toEqual(live);
  });

  it('gives the statements each event\'s revision, and its position through event_position (sent before it exists)', async () => {
    store.registerInline([
      {
        name: 'test-items-inline',
        handles: new Set(['ItemAdded']),
        statements: (events) =>
          events.map((event) => ({
            text: `INSERT INTO tp_items (id, name, updated_position) VALUES ($1, $2, coalesce($3::bigint, event_position($4::uuid)))`,
            values: [(event.data as { id: string }).id, `revision ${event.revision}`, event.position, event.eventId],
          })),
      },
    ]);
    await store.appendToStream('items-1', [newEvent('ItemAdded', { id: 'x' })], { expectedRevision: 'no_stream' });
    await store.appendToStream('items-1', [newEvent('ItemAdded', { id: 'y' }), newEvent('ItemAdded', { id: 'z' })], { expectedRevision: 0 });
    const stored = await store.readAll();
    const rows = (await dataSource.query(`SELECT id, name, updated_position FROM tp_items ORDER BY id`)) as { id: string; name: string; updated_position: string }[];
    expect(rows).toEqual(
      stored.map((event) => ({ id: (event.data as { id: string }).id, name: `revision ${event.revision}`, updated_position: String(event.position) })),
    );
    expect(rows.map((r) => r.name)).toEqual(['revision 0', 'revision 1', 'revision 2']);
  });

  it('keeps the inline appends that committed while an older transaction still ran when the projection is rebuilt', async () => {
    await store.appendToStream('early', [count('a')], { expectedRevision: 'no_stream' });
    await until(async () => (await checkpoint()) >= (await store.headPosition()));
    // An open transaction with an id: the log's settled prefix (what readAll returns) ends before
    // it, so the appends below are applied inline at once but are not in the rebuild's tail.
    const older = dataSource.createQueryRunner();
    await older.connect();
    await older.startTransaction();
    await older.query('SELECT txid_current()');
    try {
      for (let i = 0; i < 5; i++) await store.appendToStream(`late-${i}`, [count('a')], { expectedRevision: 'no_stream' });
      expect(await counts()).toEqual({ a: 6 });
      await runtime.rebuild('test-counter');
      expect(await counts()).toEqual({ a: 6 });
    } finally {
      await older.commitTransaction();
      await older.release();
    }
    const head = await store.headPosition();
    await until(async () => (await checkpoint()) >= head);
    expect(await counts()).toEqual({ a: 6 });
  });

  it('loses and doubles nothing when inline appends run while the projection is rebuilt', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.appendToStream(`before-${i}`, [count('a')], { expectedRevision: 'no_stream' })));
    let written = 20;
    // Steady traffic for a while, not a flood (a rebuild's tail must be able to catch up with it).
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; i < 40; i++) {
        await store.appendToStream(`during-${w}-${i}`, [count('a')], { expectedRevision: 'no_stream' });
        written++;
        await new Promise((r) => setTimeout(r, 5));
      }
    });
    await runtime.rebuild('test-counter');
    await runtime.rebuild('test-counter');
    await Promise.all(writers);
    const head = await store.headPosition();
    await until(async () => (await checkpoint()) >= head);
    expect(written).toBe(180);
    expect(await counts()).toEqual({ a: written });
  }, 60_000);

  it('refuses an inline part for events the projection does not handle', () => {
    const wrong = new InlineCountingProjection();
    Object.assign(wrong, { name: 'test-wrong', inline: { handles: ['Counted', 'ItemAdded'], statements: () => [] } });
    const other = new ProjectionRuntime({ dataSource, eventStore: store });
    expect(() => other.register([wrong])).toThrow('projection test-wrong applies inline what it does not handle: ItemAdded');
  });
});

