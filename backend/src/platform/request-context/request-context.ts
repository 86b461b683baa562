import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * Per-request context carried through async calls: who acts, the correlation id for logs and
 * event metadata, and the highest event position this request appended (read-your-writes).
 */
export interface RequestContext {
  correlationId: string;
  userId: string | null;
  lastAppendedPosition: bigint | null;
  /** The types of the events this request appended: only projections of these types are waited for. */
  appendedTypes: Set<string>;
  /**
   * The projections that applied every append of this request inline, in the append's own
   * transaction (decision 0029): read-your-writes need not wait for them. Null before the first append.
   */
  appliedInline: Set<string> | null;
  /** A read-your-writes wait of this request ran out of time (the response says `X-Read-Model-Lag`). */
  readModelLag?: boolean;
  /** The HTTP response of this request, where a read's wait can say it ran out of time (a header). */
  response?: { setHeader(name: string, value: string): unknown; readonly headersSent: boolean };
  /**
   * When the decided events happened. Unset means now; the demo seeder sets it to replay months
   * of history through the same commands a user runs.
   */
  occurredAt?: Date;
  /**
   * Streams this request loaded through the AggregateStore, by stream and evolver (access checks
   * load one team stream several times); an append to a stream, or a conflict on it, drops them.
   */
  streamLoads: Map<string, Map<object, Promise<unknown>>>;
  /** Set while a reactor handles an event: what the events it appends are derived from (see `Reaction`). */
  reaction?: Reaction;
  /**
   * Set while a command decides on kept states without reading their streams
   * (`AggregateStore.speculating`, decision 0032): the streams it assumed, at their kept revision.
   */
  speculation?: { readonly assumed: Map<string, number> };
}

/**
 * A reactor handling one event. The events its commands append get ids derived from the reactor,
 * the event and their place in the reaction (the n-th event appended to a stream), so a reaction
 * that runs again appends the very ids it appended before, and the event store answers that as
 * the earlier append (`AggregateStore`).
 */
export interface Reaction {
  readonly reactor: string;
  /** The triggering event: the causation id of every event the reaction appends. */
  readonly eventId: string;
  /** Events appended so far in this reaction, per stream. */
  readonly appended: Map<string, number>;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(context: Partial<RequestContext>, fn: () => T): T {
    return storage.run(
      {
        correlationId: context.correlationId ?? randomUUID(),
        userId: context.userId ?? null,
        lastAppendedPosition: null,
        appendedTypes: new Set(),
        appliedInline: null,
        occurredAt: context.occurredAt,
        streamLoads: new Map(),
        reaction: context.reaction,
        response: context.response,
      },
      fn,
    );
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  /** Runs `fn` belonging to no request (e.g. a pool event that inherited the context of the request that opened the connection). */
  outside<T>(fn: () => T): T {
    return storage.exit(fn);
  },
  setUser(userId: string | null): void {
    const ctx = storage.getStore();
    if (ctx) ctx.userId = userId;
  },
  /** `inline`: the projections that applied this append in its transaction. */
  recordAppend(position: bigint, types: readonly string[], inline: Iterable<string> = []): void {
    const ctx = storage.getStore();
    if (!ctx) return;
    if (ctx.lastAppendedPosition === null || position > ctx.lastAppendedPosition) ctx.lastAppendedPosition = position;
    for (const type of types) ctx.appendedTypes.add(type);
    const applied = new Set(inline);
    if (ctx.appliedInline === null) ctx.appliedInline = applied;
    else for (const name of ctx.appliedInline) if (!applied.has(name)) ctx.appliedInline.delete(name);
  },
};
