import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { CalendarFeedEvent } from '../events/community-event.events.js';
import type { RenewCalendarFeed } from './community-event.commands.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/**
 * A user's secret calendar feed (stream `calendar-feed-<userId>`): the SHA-256 of the current
 * token. Renewing replaces it, so the old URL stops working. The token itself is shown once.
 */
export const calendarFeedStream = streamCategory('calendar-feed');

export type CalendarFeedState = { tokenHash: string | null };

function decide(command: RenewCalendarFeed, _state: CalendarFeedState): CalendarFeedEvent[] {
  switch (command.type) {
    case 'RenewCalendarFeed':
      return [{ type: 'CalendarFeedIssued', data: { userId: command.actor.id, feedId: command.data.feedId, tokenHash: command.data.tokenHash } }];
    default:
      return assertNever(command.type);
  }
}

function evolve(state: CalendarFeedState, event: CalendarFeedEvent): CalendarFeedState {
  switch (event.type) {
    case 'CalendarFeedIssued':
      return { tokenHash: event.data.tokenHash };
    default:
      return assertNever(event.type);
  }
}

export const calendarFeedDecider: Decider<CalendarFeedState, RenewCalendarFeed, CalendarFeedEvent> = {
  initialState: () => ({ tokenHash: null }),
  evolve,
  decide,
};
