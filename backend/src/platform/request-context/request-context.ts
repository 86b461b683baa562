import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../event-store/event.js';

/**
 * Per-request context carried through async calls: who acts, the correlation id for logs and
 * event metadata, and the highest event position this request appended (read-your-writes).
 */
export interface RequestContext {
  correlationId: string;
  userId: string | null;
  lastAppendedPosition: bigint | null;
  /**
   * When the decided events happened. Unset means now; the demo seeder sets it to replay months
   * of history through the same commands a user runs.
   */
  occurredAt?: Date;
  /**
   * Streams this request read through the AggregateStore (access checks read one team stream
   * several times); an append to a stream, or a conflict on it, drops its copy.
   */
  streamReads: Map<string, Promise<RecordedEvent[]>>;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const requestContext = {
  run<T>(context: Partial<RequestContext>, fn: () => T): T {
    return storage.run(
      {
        correlationId: context.correlationId ?? randomUUID(),
        userId: context.userId ?? null,
        lastAppendedPosition: null,
        occurredAt: context.occurredAt,
        streamReads: new Map(),
      },
      fn,
    );
  },
  current(): RequestContext | undefined {
    return storage.getStore();
  },
  setUser(userId: string | null): void {
    const ctx = storage.getStore();
    if (ctx) ctx.userId = userId;
  },
  recordAppend(position: bigint): void {
    const ctx = storage.getStore();
    if (ctx && (ctx.lastAppendedPosition === null || position > ctx.lastAppendedPosition)) ctx.lastAppendedPosition = position;
  },
};
