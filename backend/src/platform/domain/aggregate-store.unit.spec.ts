import { jest } from '@jest/globals';
import type { AppendResult, DomainEvent, ExpectedRevision, NewEvent, RecordedEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../event-store/event-store.errors.js';
import { EventSchemaRegistry, UnregisteredEventTypeError } from '../event-store/event-schemas.js';
import { deriveEventId } from '../event-store/derived-event-id.js';
import { requestContext } from '../request-context/request-context.js';
import { AggregateStore, onLatestState, STALE_REVISION_MESSAGE, STALE_REVISION_RETRIES, StaleRevisionError } from './aggregate-store.js';
import { ConflictError, DomainError } from './domain-error.js';

/** Streams in memory with the port's revision rules; `beforeAppend` lets a test slip a rival write in. */
class MemoryEventStore implements EventStore {
  readonly events: RecordedEvent[] = [];
  appendCalls = 0;
  beforeAppend: ((streamId: string) => void) | null = null;

  async appendToStream(streamId: string, events: readonly NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    this.appendCalls++;
    const hook = this.beforeAppend;
    this.beforeAppend = null;
    hook?.(streamId);
    // A batch whose ids are all stored in the stream is that earlier append (the port's idempotency).
    const stored = this.events.filter((e) => e.streamId === streamId && events.some((n) => n.eventId === e.eventId));
    if (stored.length === events.length) return { nextExpectedRevision: stored[stored.length - 1].revision, position: stored[stored.length - 1].position };
    const current = this.streamRevision(streamId);
    const expected = options.expectedRevision;
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === 'no_stream') ||
      (expected === 'stream_exists' && current !== 'no_stream') ||
      expected === current;
    if (!ok) throw new WrongExpectedRevisionError(streamId, expected, current);
    let revision = current === 'no_stream' ? -1 : current;
    for (const e of events) {
      revision++;
      this.events.push({ ...e, streamId, revision, position: BigInt(this.events.length + 1) });
    }
    return { nextExpectedRevision: revision, position: BigInt(this.events.length) };
  }

  async readStream(streamId: string, options: { fromRevision?: number } = {}): Promise<RecordedEvent[]> {
    return this.events.filter((e) => e.streamId === streamId && e.revision >= (options.fromRevision ?? 0));
  }

  streamRevision(streamId: string): number | 'no_stream' {
    const mine = this.events.filter((e) => e.streamId === streamId);
    return mine.length ? mine[mine.length - 1].revision : 'no_stream';
  }

  readAll = async () => this.events;
  headPosition = async () => BigInt(this.events.length);
  lastCommittedPosition = async () => BigInt(this.events.length);
  countAfter = async (after: bigint, upTo?: bigint) => this.events.filter((e) => e.position > after && (upTo === undefined || e.position <= upTo)).length;
  close = async () => undefined;
}

type Deposited = DomainEvent<'Deposited', { amount: number }>;
const account = { initialState: () => ({ balance: 0 }), evolve: (s: { balance: number }, e: Deposited) => ({ balance: s.balance + e.data.amount }) };
const deposit = (amount: number) => (): Deposited[] => [{ type: 'Deposited', data: { amount } }];
type Listed = DomainEvent<'Listed', { item: string }>;

/** `Deposited` is at its second shape (v1 carried `cents`); `Listed` at its first. */
const schemas = new EventSchemaRegistry([
  { type: 'Deposited', version: 2, upcasters: { 1: (d) => ({ amount: Number(d.cents) / 100 }) } },
  { type: 'Listed', version: 1, upcasters: {} },
]);

describe('AggregateStore', () => {
  let store: MemoryEventStore;
  let aggregates: AggregateStore;

  beforeEach(async () => {
    store = new MemoryEventStore();
    aggregates = new AggregateStore(store, schemas);
    await aggregates.execute('acc-1', account, deposit(100));
    await aggregates.execute('acc-1', account, deposit(50));
  });

  it('loads the state, decides, and appends with the loaded revision, recording the position', async () => {
    const result = await requestContext.run({ userId: 'u-1', correlationId: 'corr-1' }, async () => {
      const r = await aggregates.execute('acc-1', account, deposit(25), { expectedRevision: 1 });
      expect(requestContext.current()?.lastAppendedPosition).toBe(3n);
      return r;
    });
    expect(result).toMatchObject({ state: { balance: 175 }, revision: 2, position: 3n });
    expect(store.events[2].metadata).toMatchObject({ userId: 'u-1', correlationId: 'corr-1', causationId: 'corr-1', schemaVersion: 2 });
    expect((await aggregates.load('acc-1', account)).state).toEqual({ balance: 175 });
  });

  it('refuses a stale If-Match revision with a ConflictError and appends nothing', async () => {
    const calls = store.appendCalls;
    const attempt = aggregates.execute('acc-1', account, deposit(999), { expectedRevision: 0, retries: 3 });
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({ kind: 'conflict', code: 'EVENT_STORE.STALE_REVISION', message: STALE_REVISION_MESSAGE });
    expect(store.appendCalls).toBe(calls);
    expect(store.events).toHaveLength(2);
  });

  /** Makes the next `count` appends lose to a rival write of the same stream. */
  function rivalsBeat(count: number): { rivals: number } {
    const seen = { rivals: 0 };
    const rival = (s: string) => {
      seen.rivals++;
      store.events.push({ ...store.events[1], eventId: `rival-${seen.rivals}`, streamId: s, revision: (store.streamRevision(s) as number) + 1, position: 0n });
      if (seen.rivals < count) store.beforeAppend = rival;
    };
    store.beforeAppend = rival;
    return seen;
  }

  it('decides a write without If-Match again on the newest state after a concurrent write', async () => {
    const decided: number[] = [];
    rivalsBeat(1);
    const result = await aggregates.execute('acc-1', account, (state): Deposited[] => {
      decided.push(state.balance);
      return [{ type: 'Deposited', data: { amount: 1 } }];
    });
    expect(decided).toEqual([150, 200]);
    expect(result).toMatchObject({ revision: 3, state: { balance: 201 } });
  });

  /** Records the pause before each retry, without waiting; `jitter` is what Math.random answers. */
  function recordPauses(jitter: number): number[] {
    const pauses: number[] = [];
    jest.spyOn(Math, 'random').mockReturnValue(jitter);
    jest.spyOn(globalThis, 'setTimeout').mockImplementation(((resolve: () => void, ms: number) => {
      pauses.push(ms);
      resolve();
      return 0;
    }) as unknown as typeof setTimeout);
    return pauses;
  }
  afterEach(() => jest.restoreAllMocks());

  it(`decides again up to ${STALE_REVISION_RETRIES} times, then answers the conflict with nothing of its own appended`, async () => {
    recordPauses(0);
    const seen = rivalsBeat(STALE_REVISION_RETRIES);
    expect(await aggregates.execute('acc-1', account, deposit(1))).toMatchObject({ revision: 1 + STALE_REVISION_RETRIES + 1 });
    expect(seen.rivals).toBe(STALE_REVISION_RETRIES);

    const endless = rivalsBeat(100);
    const attempt = aggregates.execute('acc-1', account, deposit(1));
    await expect(attempt).rejects.toBeInstanceOf(StaleRevisionError);
    await expect(attempt).rejects.toMatchObject({ kind: 'conflict', code: 'EVENT_STORE.STALE_REVISION' });
    expect(endless.rivals).toBe(STALE_REVISION_RETRIES + 1);
    expect(store.events.filter((e) => e.streamId === 'acc-1' && !e.eventId.startsWith('rival'))).toHaveLength(3);
  });

  it('answers a conflict at once when the command allows no retry, or when the client sent If-Match', async () => {
    rivalsBeat(1);
    await expect(aggregates.execute('acc-1', account, deposit(5), { retries: 0 })).rejects.toBeInstanceOf(StaleRevisionError);
    expect(store.events.map((e) => e.eventId).at(-1)).toBe('rival-1');

    const decided: number[] = [];
    rivalsBeat(1);
    const ifMatch = aggregates.execute(
      'acc-1',
      account,
      (state): Deposited[] => {
        decided.push(state.balance);
        return [{ type: 'Deposited', data: { amount: 5 } }];
      },
      { expectedRevision: 2, retries: 3 },
    );
    await expect(ifMatch).rejects.toBeInstanceOf(StaleRevisionError);
    expect(decided).toEqual([200]);
    expect(store.events.map((e) => e.eventId).at(-1)).toBe('rival-1');
  });

  it('pauses a random part of 20 ms before the first retry, doubling up to 1 s, so that writers that lost together part', async () => {
    const pauses = recordPauses(1);
    rivalsBeat(100);
    await expect(aggregates.execute('acc-1', account, deposit(1))).rejects.toBeInstanceOf(StaleRevisionError);
    expect(pauses).toEqual([20, 40, 80, 160, 320, 640, 1000, 1000, 1000, 1000]);
    jest.restoreAllMocks();
    const halved = recordPauses(0.5);
    rivalsBeat(2);
    await aggregates.execute('acc-1', account, deposit(1));
    expect(halved).toEqual([10, 20]);
  });

  it('gives up after the allowed retries', async () => {
    const seen = rivalsBeat(5);
    await expect(aggregates.execute('acc-1', account, deposit(1), { retries: 2 })).rejects.toBeInstanceOf(ConflictError);
    expect(seen.rivals).toBe(3);
  });

  describe('onLatestState', () => {
    const stale = () => new StaleRevisionError();

    it('plans again from the start after a stale revision when the client sent no If-Match', async () => {
      let attempts = 0;
      const result = await onLatestState(undefined, async () => {
        attempts++;
        if (attempts < 3) throw stale();
        return 'done';
      });
      expect(result).toBe('done');
      expect(attempts).toBe(3);
    });

    it('answers the client\'s stale If-Match, any other error, and a conflict that outlasts the retries as they are', async () => {
      const pauses = recordPauses(0);
      let attempts = 0;
      await expect(onLatestState(4, async () => (attempts++, Promise.reject(stale())))).rejects.toBeInstanceOf(StaleRevisionError);
      expect(attempts).toBe(1);
      const refusal = new ConflictError('ACCOUNT.CLOSED', '解約済みです');
      await expect(onLatestState(undefined, async () => (attempts++, Promise.reject(refusal)))).rejects.toBe(refusal);
      expect(attempts).toBe(2);
      attempts = 0;
      await expect(onLatestState(undefined, async () => (attempts++, Promise.reject(stale())))).rejects.toBeInstanceOf(StaleRevisionError);
      expect(attempts).toBe(STALE_REVISION_RETRIES + 1);
      expect(pauses).toHaveLength(STALE_REVISION_RETRIES);
    });

    it('with an attempt pinned to the revision it loaded, never applies a plan to a newer state', async () => {
      const plans: number[] = [];
      rivalsBeat(2);
      const result = await onLatestState(undefined, async () => {
        const loaded = await aggregates.load('acc-1', account);
        const plan = loaded.state.balance;
        plans.push(plan);
        return aggregates.execute('acc-1', account, (state): Deposited[] => [{ type: 'Deposited', data: { amount: state.balance === plan ? 1 : 1000 } }], {
          expectedRevision: loaded.revision as number,
        });
      });
      expect(plans).toEqual([150, 200, 250]);
      expect(result).toMatchObject({ state: { balance: 251 } });
    });
  });

  /** Records each stream read from here on as `stream@fromRevision`. */
  function recordReads(): string[] {
    const reads: string[] = [];
    const readStream = store.readStream.bind(store);
    store.readStream = async (streamId, options) => {
      reads.push(`${streamId}@${options?.fromRevision ?? 0}`);
      return readStream(streamId, options);
    };
    return reads;
  }

  it('reads a stream once per request, and afresh after an append or a conflict', async () => {
    const reads = recordReads();
    await requestContext.run({}, async () => {
      await aggregates.load('acc-1', account);
      expect((await aggregates.load('acc-1', account)).state).toEqual({ balance: 150 });
      expect(reads).toEqual(['acc-1@2']);
      // The first attempt decides on the copy; the rival's write makes it conflict, the retry reads again.
      store.beforeAppend = (s) => store.events.push({ ...store.events[1], eventId: 'rival', streamId: s, revision: 2, position: 3n });
      const result = await aggregates.execute('acc-1', account, deposit(1));
      expect(result).toMatchObject({ revision: 3, state: { balance: 201 } });
      expect(await aggregates.load('acc-1', account)).toMatchObject({ revision: 3, state: { balance: 201 } });
      expect(reads).toEqual(['acc-1@2', 'acc-1@2', 'acc-1@4']);
    });
    await requestContext.run({}, () => aggregates.load('acc-1', account));
    expect(reads).toEqual(['acc-1@2', 'acc-1@2', 'acc-1@4', 'acc-1@4']);
  });

  it('reads only the events after the state it keeps, including those another instance appended', async () => {
    const other = new AggregateStore(store, schemas);
    await other.execute('acc-1', account, deposit(7));
    const reads = recordReads();
    expect(await aggregates.load('acc-1', account)).toEqual({ state: { balance: 157 }, revision: 2 });
    expect(await aggregates.execute('acc-1', account, deposit(3))).toMatchObject({ state: { balance: 160 }, revision: 3 });
    expect(await aggregates.load('acc-1', account)).toEqual({ state: { balance: 160 }, revision: 3 });
    expect(reads).toEqual(['acc-1@2', 'acc-1@3', 'acc-1@4']);
  });

  it('reads a stream from the start again once its state is no longer kept', async () => {
    const small = new AggregateStore(store, schemas, 1);
    await small.load('acc-1', account);
    await small.execute('acc-2', account, deposit(1));
    const reads = recordReads();
    expect((await small.load('acc-1', account)).state).toEqual({ balance: 150 });
    expect(reads).toEqual(['acc-1@0']);
  });

  it('refuses an event type no module registered before anything is appended', async () => {
    type Withdrawn = DomainEvent<'Withdrawn', { amount: number }>;
    const calls = store.appendCalls;
    const ledger = {
      initialState: account.initialState,
      evolve: (s: { balance: number }, e: Deposited | Withdrawn) => ({ balance: s.balance + (e.type === 'Deposited' ? 1 : -1) * e.data.amount }),
    };
    const attempt = aggregates.execute('acc-1', ledger, (): (Deposited | Withdrawn)[] => [deposit(1)()[0], { type: 'Withdrawn', data: { amount: 1 } }]);
    await expect(attempt).rejects.toBeInstanceOf(UnregisteredEventTypeError);
    await expect(aggregates.append('acc-9', [{ type: 'Withdrawn', data: { amount: 1 } }], 'any')).rejects.toThrow(/Withdrawn.*forFeature/);
    expect(store.appendCalls).toBe(calls);
    expect(store.events).toHaveLength(2);
  });

  it('hands out kept states frozen: a decision that changes its state fails and appends nothing', async () => {
    const list = {
      initialState: () => ({ items: [] as string[] }),
      evolve: (s: { items: string[] }, e: Listed) => ({ items: [...s.items, e.data.item] }),
    };
    await aggregates.execute('list-1', list, (): Listed[] => [{ type: 'Listed', data: { item: 'a' } }]);
    const calls = store.appendCalls;
    const sneaky = aggregates.execute('list-1', list, (state): Listed[] => {
      state.items.push('b');
      return [];
    });
    await expect(sneaky).rejects.toBeInstanceOf(TypeError);
    expect(store.appendCalls).toBe(calls);
    expect((await aggregates.load('list-1', list)).state).toEqual({ items: ['a'] });
  });

  describe('inside a reaction', () => {
    const triggeredBy = (eventId: string) =>
      ({ correlationId: 'corr-trigger', userId: null, reaction: { reactor: 'award-on-deposit', eventId, appended: new Map() } }) as const;

    it('derives the ids of what it appends from the reaction, the stream and the place in it, with the trigger as causation', async () => {
      await requestContext.run(triggeredBy('trigger-1'), async () => {
        await aggregates.execute('acc-9', account, (): Deposited[] => [deposit(1)()[0], deposit(2)()[0]]);
        await aggregates.execute('acc-9', account, deposit(3));
        await aggregates.execute('acc-8', account, deposit(4));
      });
      const ids = store.events.filter((e) => e.streamId !== 'acc-1').map((e) => [e.streamId, e.eventId]);
      expect(ids).toEqual([
        ['acc-9', deriveEventId('award-on-deposit', 'trigger-1', 'acc-9', '0')],
        ['acc-9', deriveEventId('award-on-deposit', 'trigger-1', 'acc-9', '1')],
        ['acc-9', deriveEventId('award-on-deposit', 'trigger-1', 'acc-9', '2')],
        ['acc-8', deriveEventId('award-on-deposit', 'trigger-1', 'acc-8', '0')],
      ]);
      expect(store.events.at(-1)!.metadata).toMatchObject({ causationId: 'trigger-1', correlationId: 'corr-trigger', userId: null });
    });

    it('run again on a state that already holds its events, appends nothing and keeps that state counted once', async () => {
      await requestContext.run(triggeredBy('trigger-1'), () => aggregates.execute('acc-1', account, deposit(10)));
      const events = store.events.length;
      const again = await requestContext.run(triggeredBy('trigger-1'), () => aggregates.execute('acc-1', account, deposit(10)));
      expect(store.events).toHaveLength(events);
      expect(again).toMatchObject({ state: { balance: 160 }, revision: 2 });
      expect(await aggregates.execute('acc-1', account, deposit(1))).toMatchObject({ state: { balance: 161 }, revision: 3 });
      // Another process (no kept state) running it again: the same.
      const fresh = new AggregateStore(store, schemas);
      await requestContext.run(triggeredBy('trigger-1'), () => fresh.execute('acc-1', account, deposit(10)));
      expect(store.events).toHaveLength(events + 1);
    });
  });

  it('appends nothing when the decision is empty, and lets a domain refusal through unchanged', async () => {
    const calls = store.appendCalls;
    expect(await aggregates.execute('acc-1', account, () => [])).toMatchObject({ events: [], revision: 1, position: null });
    const refusal = new DomainError('ACCOUNT.LIMIT', '上限を超えています');
    await expect(
      aggregates.execute('acc-1', account, () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(store.appendCalls).toBe(calls);
  });
});
