import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NewEvent, RecordedEvent } from './event.js';
import type { EventStore } from './event-store.port.js';
import { DuplicateEventIdError, WrongExpectedRevisionError } from './event-store.errors.js';
import { deriveEventId } from './derived-event-id.js';

/**
 * The behaviour every EventStore adapter must show, run by each adapter's spec. Streams get
 * fresh names and global reads start at the head seen before the test, so the suite also runs
 * against a shared server that holds other data.
 */
export interface ContractSubject {
  store: EventStore;
  /** Called once after the suite (after `store.close()`). */
  dispose?: () => Promise<void>;
}

export function contractEvent(type: string, data: object): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: {
      correlationId: randomUUID(),
      causationId: null,
      userId: 'user-1',
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

/**
 * Waits until `readAll` can return the log up to `position`. On PostgreSQL an append becomes
 * readable once every older transaction on the server has ended, and test files running beside
 * this one (other databases, same server) hold short transactions of their own.
 */
export async function untilReadable(store: EventStore, position: bigint, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await store.headPosition()) < position) {
    if (Date.now() > deadline) throw new Error(`position ${position} not readable within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Declares the suite for one adapter. With `skipReason`, every test of the contract is listed as
 * skipped under a title that says why (and the factory is never called).
 */
export function eventStoreContract(name: string, factory: () => Promise<ContractSubject>, options: { skipReason?: string } = {}): void {
  const declare = options.skipReason ? describe.skip : describe;
  const title = options.skipReason ? `EventStore contract: ${name} (skipped: ${options.skipReason})` : `EventStore contract: ${name}`;
  declare(title, () => {
    let subject: ContractSubject;
    let store: EventStore;
    const stream = (label: string) => `contract_${label}-${randomUUID()}`;
    const mine = (events: RecordedEvent[], streams: string[]) => events.filter((e) => streams.includes(e.streamId));

    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterAll(async () => {
      await store?.close();
      await subject?.dispose?.();
    });

    it('appends with an expected revision and reads the stream back with data and metadata', async () => {
      const s = stream('order');
      const first = contractEvent('OrderPlaced', { orderId: 'o-1', lines: [{ sku: 'a', qty: 2 }], note: '日本語のメモ' });
      const r1 = await store.appendToStream(s, [first], { expectedRevision: 'no_stream' });
      expect(r1.nextExpectedRevision).toBe(0);
      const more = [contractEvent('OrderPaid', { amount: 1200 }), contractEvent('OrderShipped', { carrier: 'yamato' })];
      const r2 = await store.appendToStream(s, more, { expectedRevision: 0 });
      expect(r2.nextExpectedRevision).toBe(2);
      expect(r2.position).toBeGreaterThan(r1.position);
      const r3 = await store.appendToStream(s, [contractEvent('OrderNoted', {})], { expectedRevision: 'stream_exists' });
      expect(r3.nextExpectedRevision).toBe(3);
      const r4 = await store.appendToStream(s, [contractEvent('OrderNoted', {})], { expectedRevision: 'any' });
      expect(r4.nextExpectedRevision).toBe(4);

      const read = await store.readStream(s);
      expect(read.map((e) => [e.revision, e.type])).toEqual([
        [0, 'OrderPlaced'],
        [1, 'OrderPaid'],
        [2, 'OrderShipped'],
        [3, 'OrderNoted'],
        [4, 'OrderNoted'],
      ]);
      expect(read[0]).toMatchObject({ eventId: first.eventId, streamId: s, data: first.data, metadata: first.metadata });
    });

    it('refuses a stale expected revision with WrongExpectedRevisionError and appends nothing', async () => {
      const s = stream('stale');
      await store.appendToStream(s, [contractEvent('A', {}), contractEvent('B', {})], { expectedRevision: 'no_stream' });
      const attempt = store.appendToStream(s, [contractEvent('C', {})], { expectedRevision: 0 });
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(attempt).rejects.toMatchObject({ streamId: s, expected: 0, actual: 1 });
      await expect(store.appendToStream(s, [contractEvent('C', {})], { expectedRevision: 5 })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('refuses no_stream on an existing stream and stream_exists on a missing one', async () => {
      const s = stream('exists');
      await store.appendToStream(s, [contractEvent('A', {})], { expectedRevision: 'no_stream' });
      const again = store.appendToStream(s, [contractEvent('B', {})], { expectedRevision: 'no_stream' });
      await expect(again).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(again).rejects.toMatchObject({ actual: 0 });
      const missing = stream('missing');
      const onMissing = store.appendToStream(missing, [contractEvent('B', {})], { expectedRevision: 'stream_exists' });
      await expect(onMissing).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(onMissing).rejects.toMatchObject({ actual: 'no_stream' });
      await expect(store.appendToStream(missing, [contractEvent('B', {})], { expectedRevision: 3 })).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(await store.readStream(missing)).toEqual([]);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['A']);
    });

    it('treats a re-append of the same event ids as the same append: no duplicates, same result', async () => {
      const s = stream('idem');
      const head = await store.headPosition();
      const batch = [contractEvent('A', { n: 1 }), contractEvent('B', { n: 2 })];
      const first = await store.appendToStream(s, batch, { expectedRevision: 'no_stream' });
      const retry = await store.appendToStream(s, batch, { expectedRevision: 'no_stream' });
      expect(retry).toEqual(first);
      const next = contractEvent('C', { n: 3 });
      const third = await store.appendToStream(s, [next], { expectedRevision: 1 });
      expect(await store.appendToStream(s, [next], { expectedRevision: 1 })).toEqual(third);
      expect((await store.readStream(s)).map((e) => e.eventId)).toEqual([...batch, next].map((e) => e.eventId));
      await untilReadable(store, third.position);
      expect(mine(await store.readAll({ after: head }), [s])).toHaveLength(3);
    });

    it('treats a re-append of derived ids as the earlier append whatever the expected revision (a reaction run again)', async () => {
      const s = stream('reaction');
      const head = await store.headPosition();
      const cause = randomUUID();
      const reacted = (n: number, amount: number) => ({ ...contractEvent('PointsAdded', { amount }), eventId: deriveEventId('contract', cause, s, String(n)) });
      await store.appendToStream(s, [contractEvent('Opened', {})], { expectedRevision: 'no_stream' });
      const first = await store.appendToStream(s, [reacted(0, 10)], { expectedRevision: 0 });
      // Run again on the state that holds the first run's event: the next revision is expected.
      expect(await store.appendToStream(s, [reacted(0, 10)], { expectedRevision: 1 })).toEqual(first);
      const other = await store.appendToStream(s, [contractEvent('Other', {})], { expectedRevision: 1 });
      expect(await store.appendToStream(s, [reacted(0, 10)], { expectedRevision: 2 })).toEqual(first);
      expect(await store.appendToStream(s, [reacted(0, 10)], { expectedRevision: 'any' })).toEqual(first);
      // Part of a batch stored, part new: neither the same append nor a new one.
      await expect(store.appendToStream(s, [reacted(0, 10), reacted(1, 5)], { expectedRevision: 2 })).rejects.toBeInstanceOf(DuplicateEventIdError);
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['Opened', 'PointsAdded', 'Other']);
      await untilReadable(store, other.position);
      expect(mine(await store.readAll({ after: head }), [s])).toHaveLength(3);
    });

    it('reads a stream forwards from a revision, and a missing stream as empty', async () => {
      const s = stream('from');
      const events = Array.from({ length: 5 }, (_, i) => contractEvent('Counted', { i }));
      await store.appendToStream(s, events, { expectedRevision: 'no_stream' });
      expect((await store.readStream(s, { fromRevision: 3 })).map((e) => [e.revision, (e.data as { i: number }).i])).toEqual([
        [3, 3],
        [4, 4],
      ]);
      expect(await store.readStream(s, { fromRevision: 5 })).toEqual([]);
      expect(await store.readStream(stream('nothing'))).toEqual([]);
    });

    it('reads all streams in one global order, strictly after a position, honouring maxCount', async () => {
      const head = await store.headPosition();
      const a = stream('all-a');
      const b = stream('all-b');
      const ra1 = await store.appendToStream(a, [contractEvent('A1', {}), contractEvent('A2', {})], { expectedRevision: 'no_stream' });
      await store.appendToStream(b, [contractEvent('B1', {})], { expectedRevision: 'no_stream' });
      const last = await store.appendToStream(a, [contractEvent('A3', {})], { expectedRevision: 1 });
      await untilReadable(store, last.position);

      const all = mine(await store.readAll({ after: head }), [a, b]);
      expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
      const positions = all.map((e) => e.position);
      expect([...positions].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(positions);
      expect(new Set(positions.map(String)).size).toBe(4);
      expect(positions[1]).toBe(ra1.position);
      expect(positions[3]).toBe(last.position);

      const afterA2 = mine(await store.readAll({ after: ra1.position }), [a, b]);
      expect(afterA2.map((e) => e.type)).toEqual(['B1', 'A3']);
      expect((await store.readAll({ after: last.position })).every((e) => e.position > last.position)).toBe(true);
      expect(mine(await store.readAll({ after: last.position }), [a, b])).toEqual([]);
      const typed = mine(await store.readAll({ after: head, types: ['A1', 'A3'] }), [a, b]);
      expect(typed.map((e) => e.type)).toEqual(['A1', 'A3']);
      expect(typed.map((e) => e.position)).toEqual([positions[0], positions[3]]);
      const firstTyped = await store.readAll({ after: ra1.position, types: ['B1', 'A3'], maxCount: 1 });
      expect(firstTyped.map((e) => e.type)).toEqual(['B1']);
      const limited = await store.readAll({ after: head, maxCount: 2 });
      expect(limited).toHaveLength(2);
      expect(limited.every((e) => e.position > head)).toBe(true);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(last.position);
      expect(await store.lastCommittedPosition()).toBeGreaterThanOrEqual(await store.headPosition());
      expect(await store.countAfter(head)).toBeGreaterThanOrEqual(4);
      expect(await store.countAfter(ra1.position)).toBeGreaterThanOrEqual(2);
      // Up to a position: what a rebuild reports as replayed (between two of this test's own events, nothing else).
      expect(await store.countAfter(positions[0], positions[3])).toBe(3);
      expect(await store.countAfter(positions[0], positions[2])).toBe(2);
      expect(await store.countAfter(positions[3], positions[3])).toBe(0);
    });

    it('refuses an empty batch', async () => {
      await expect(store.appendToStream(stream('empty'), [], { expectedRevision: 'any' })).rejects.toThrow(/at least one event/);
    });
  });
}
