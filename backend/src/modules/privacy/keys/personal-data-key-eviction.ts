import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { isOneOf } from '../../../platform/event-store/event.js';
import { EventLogFollower } from '../../../platform/event-store/event-log-follower.js';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port.js';
import { PersonalDataProtector } from '../../../platform/event-store/personal-data-protector.js';
import { UpcastingEventStore } from '../../../platform/event-store/upcasting-event-store.js';
import type { PersonForgotten } from '../events/person-forgotten.events.js';

/** How often each instance looks for people forgotten on any instance. */
export const KEY_EVICTION_POLL_MS = 250;

/**
 * Drops a forgotten person's key from this instance's cache, and the kept aggregate states, when their `PersonForgotten` is
 * appended on any instance (decision 0026's pattern, decision 0044): the instance that forgot
 * them dropped it at once; the others within about one poll of the event becoming readable. It
 * reads the adapter beneath the application's store: it needs only the events' types and ids,
 * not their personal fields opened.
 */
@Injectable()
export class PersonalDataKeyEviction implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly follower: EventLogFollower;

  constructor(@Inject(EVENT_STORE) store: EventStore, personalData: PersonalDataProtector, aggregates: AggregateStore) {
    this.follower = new EventLogFollower(
      store instanceof UpcastingEventStore ? store.adapter : store,
      (events) => {
        for (const event of events) {
          if (!isOneOf<PersonForgotten>(event, ['PersonForgotten'])) continue;
          personalData.evict(event.data.subjectId);
          // A kept aggregate state may hold the person's fields in clear (decision 0014).
          aggregates.dropKeptStates();
        }
      },
      { pollIntervalMs: KEY_EVICTION_POLL_MS, batchSize: 500 },
    );
  }

  onApplicationBootstrap(): Promise<void> {
    return this.follower.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.follower.stop();
  }
}
