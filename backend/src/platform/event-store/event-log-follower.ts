import type { RecordedEvent } from './event.js';
import type { EventStore } from './event-store.port.js';
import { logger } from '../logging/logger.js';

export interface EventLogFollowerOptions {
  /** How often an idle follower looks for new events. */
  pollIntervalMs: number;
  /** Events read per batch. */
  batchSize: number;
}

/**
 * Follows the event log from its head at start, in this process only: no checkpoint, nothing
 * replayed, and each instance runs its own. For what every instance must hear of, whichever
 * instance wrote the event and wherever the projections run (decision 0026: evicting a cache).
 * `onBatch` is given every batch read, in log order; it must not throw.
 */
export class EventLogFollower {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly onBatch: (events: readonly RecordedEvent[]) => void,
    private readonly options: EventLogFollowerOptions,
  ) {}

  async start(): Promise<void> {
    if (this.running) return;
    const head = await this.store.headPosition();
    this.running = true;
    this.loop = this.run(head);
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private async run(after: bigint): Promise<void> {
    // Failed reads in a row (the database unavailable): each retry waits longer, up to 5 s, and
    // only the first and every twentieth is logged (decision 0060).
    let failures = 0;
    while (this.running) {
      try {
        const batch = await this.store.readAll({ after, maxCount: this.options.batchSize });
        failures = 0;
        if (batch.length > 0) {
          this.onBatch(batch);
          after = batch[batch.length - 1].position;
          if (batch.length === this.options.batchSize) continue;
        }
      } catch (error) {
        failures++;
        if (this.running && (failures === 1 || failures % 20 === 0)) logger.warn({ err: error, failures }, 'event log follower could not read the log; retrying');
      }
      const waitMs = failures === 0 ? this.options.pollIntervalMs : Math.min(this.options.pollIntervalMs * 2 ** (failures - 1), Math.max(this.options.pollIntervalMs, 5_000));
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.wake = null;
          resolve();
        };
        const timer = setTimeout(done, waitMs);
        this.wake = done;
      });
    }
  }
}
