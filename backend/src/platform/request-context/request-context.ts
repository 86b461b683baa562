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
  /** A read-your-writes wait of this request ran out of time (the response says `X-Read-Model-Lag`). */
  readModelLag?: boolean;
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
        occurredAt: context.occurredAt,
        streamLoads: new Map(),
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
  recordAppend(position: bigint, types: readonly string[]): void {
    const ctx = storage.getStore();
    if (!ctx) return;
    if (ctx.lastAppendedPosition === null || position > ctx.lastAppendedPosition) ctx.lastAppendedPosition = position;
    for (const type of types) ctx.appendedTypes.add(type);
  },
};
