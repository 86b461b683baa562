import { Injectable } from '@nestjs/common';
import { AggregateStore } from '../../../platform/domain/aggregate-store.js';
import { isOneOf } from '../../../platform/event-store/event.js';
import { EventLogTail } from '../../../platform/event-store/event-log-tail.js';
import { PersonalDataProtector } from '../../../platform/event-store/personal-data-protector.js';
import type { PersonForgotten } from '../events/person-forgotten.events.js';

/**
 * Drops a forgotten person's key from this instance's cache, and the kept aggregate states, when their `PersonForgotten` is
 * appended on any instance (decision 0026's pattern, decision 0044): the instance that forgot
 * them dropped it at once; the others within about one poll of the event becoming readable. It
 * listens to the instance's tail of the log (`EventLogTail`), which reads the events as stored:
 * it needs only the events' types and ids, not their personal fields opened.
 */
@Injectable()
export class PersonalDataKeyEviction {
  constructor(tail: EventLogTail, personalData: PersonalDataProtector, aggregates: AggregateStore) {
    tail.listen((events) => {
      for (const event of events) {
        if (!isOneOf<PersonForgotten>(event, ['PersonForgotten'])) continue;
        personalData.evict(event.data.subjectId);
        // A kept aggregate state may hold the person's fields in clear (decision 0014).
        aggregates.dropKeptStates();
      }
    });
  }
}
