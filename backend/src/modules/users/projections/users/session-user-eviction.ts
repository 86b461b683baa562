import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { isOneOf } from '../../../../platform/event-store/event.js';
import { EventLogFollower } from '../../../../platform/event-store/event-log-follower.js';
import { EVENT_STORE, type EventStore } from '../../../../platform/event-store/event-store.port.js';
import { USER_EVENT_TYPES, type UserEvent } from '../../events/user.events.js';
import { SessionUserCache } from './session-user-cache.js';

/** How often each instance looks for user events appended on any instance. */
export const SESSION_USER_EVICTION_POLL_MS = 250;

/**
 * Evicts a user from this instance's SessionUserCache when one of their events is appended on any
 * instance (decision 0026): the users projection evicts too, but it runs on one instance only
 * when several run, so the event log is the signal every instance hears. It follows the log from
 * its head, without a checkpoint: a restarted instance starts with an empty cache.
 */
@Injectable()
export class SessionUserEviction implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly follower: EventLogFollower;

  constructor(@Inject(EVENT_STORE) store: EventStore, cache: SessionUserCache) {
    this.follower = new EventLogFollower(
      store,
      (events) => {
        for (const event of events) if (isOneOf<UserEvent>(event, USER_EVENT_TYPES)) cache.evict(event.data.userId);
      },
      { pollIntervalMs: SESSION_USER_EVICTION_POLL_MS, batchSize: 500 },
    );
  }

  onApplicationBootstrap(): Promise<void> {
    return this.follower.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.follower.stop();
  }
}
