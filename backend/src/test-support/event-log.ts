import type { DataSource } from 'typeorm';
import type { RecordedEvent } from '../platform/event-store/event.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';

/**
 * The whole PostgreSQL event log as written so far, through the store's own reads. `readAll`
 * answers only the settled prefix (below the oldest transaction still running on the server), and
 * a suite running beside this one on the same PostgreSQL can hold that back for a moment: this
 * reads until the settled head has reached what was committed before the call.
 */
export async function writtenLog(store: EventStore, dataSource: DataSource, timeoutMs = 10_000): Promise<RecordedEvent[]> {
  const [{ written }] = (await dataSource.query(`SELECT coalesce(max(position), 0)::text AS written FROM events`)) as { written: string }[];
  const deadline = Date.now() + timeoutMs;
  const all: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after: all.at(-1)?.position ?? 0n, maxCount: 1000 });
    all.push(...page);
    if (page.length === 1000) continue;
    if ((all.at(-1)?.position ?? 0n) >= BigInt(written)) return all;
    if (Date.now() > deadline) throw new Error(`the event log did not settle up to ${written} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
