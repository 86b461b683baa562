import type { DataSource } from 'typeorm';
import type { EventStore } from '../event-store/event-store.port.js';
import type { Projection } from './projection.js';
import { ProjectionRuntime } from './projection-runtime.js';

export interface ReplayBenchResult {
  /** Events read from the log (handled or not). */
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

/**
 * Bench hook: replays one projection over the whole log of `dataSource` through the real rebuild
 * path (shadow tables, batches, swap) without starting any catch-up loop, and reports the rate.
 * The database must have the migrations applied and the projection's tables present.
 */
export async function replayForBench(options: {
  dataSource: DataSource;
  eventStore: EventStore;
  projection: Projection;
  rebuildBatchSize?: number;
}): Promise<ReplayBenchResult> {
  const runtime = new ProjectionRuntime({
    dataSource: options.dataSource,
    eventStore: options.eventStore,
    rebuildBatchSize: options.rebuildBatchSize,
  });
  runtime.register([options.projection]);
  const result = await runtime.rebuild(options.projection.name);
  return { events: result.events, seconds: result.seconds, eventsPerSecond: result.events / result.seconds };
}
