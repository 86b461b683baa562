import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { RecordedEvent } from './event.js';
import { EventLogFollower } from './event-log-follower.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { UpcastingEventStore } from './upcasting-event-store.js';

/** How often the tail looks for appends made on any instance. */
export const EVENT_LOG_TAIL_POLL_MS = 250;

/** Given every batch the tail reads, in log order; must not throw. */
export type EventLogListener = (events: readonly RecordedEvent[]) => void;

/**
 * This instance's one follower of the event log from its head (decision 0026's signal, decision
 * 0107): every piece that must hear of appends made on any instance (the session-user cache, the
 * personal-data key cache, the live channel's "changed" signals) listens here, so the instance
 * polls the log once per interval, not once per listener. It reads the adapter beneath the
 * application's store, as written: listeners look only at types, stream ids, positions and the
 * ids events are keyed by, never at a personal field, so nothing is opened or upcast for them.
 */
@Injectable()
export class EventLogTail implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly listeners = new Set<EventLogListener>();
  private readonly follower: EventLogFollower;

  constructor(@Inject(EVENT_STORE) store: EventStore) {
    this.follower = new EventLogFollower(store instanceof UpcastingEventStore ? store.adapter : store, (events) => this.hand(events), {
      pollIntervalMs: EVENT_LOG_TAIL_POLL_MS,
      batchSize: 500,
    });
  }

  /** Adds a listener (from a constructor or `onModuleInit`: the tail starts from the head once the application is up). */
  listen(listener: EventLogListener): void {
    this.listeners.add(listener);
  }

  /** Starts following when something listens: an application without listeners never polls the log. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.listeners.size > 0) await this.follower.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.follower.stop();
  }

  private hand(events: readonly RecordedEvent[]): void {
    for (const listener of this.listeners) listener(events);
  }
}
