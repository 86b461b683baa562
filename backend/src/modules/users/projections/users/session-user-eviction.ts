import { Injectable } from '@nestjs/common';
import { isOneOf } from '../../../../platform/event-store/event.js';
import { EventLogTail } from '../../../../platform/event-store/event-log-tail.js';
import { USER_EVENT_TYPES, type UserEvent } from '../../events/user.events.js';
import { SessionUserCache } from './session-user-cache.js';

/**
 * Evicts a user from this instance's SessionUserCache when one of their events is appended on any
 * instance (decision 0026): the users projection evicts too, but it runs on one instance only
 * when several run, so the event log is the signal every instance hears. It listens to the
 * instance's tail of the log (`EventLogTail`, from its head, without a checkpoint): a restarted
 * instance starts with an empty cache. A user event's `userId` is its person's key, never sealed.
 */
@Injectable()
export class SessionUserEviction {
  constructor(tail: EventLogTail, cache: SessionUserCache) {
    tail.listen((events) => {
      for (const event of events) if (isOneOf<UserEvent>(event, USER_EVENT_TYPES)) cache.evict(event.data.userId);
    });
  }
}
