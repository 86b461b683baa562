import { scheduleUnlessPast, schedulingReactor, type DueJobChange } from '../../../platform/schedule/scheduling-reactor.js';
import type { CommunityEventScheduled, CommunityEventStatusChanged, CommunityEventUpdated } from '../events/community-event.events.js';

/**
 * The due moments before an event starts (decision 0084): one day and one hour before its start,
 * recorded as `DueMomentReached` (no module runs these kinds; the notifications map them to the
 * registrants). Payload: `{ eventId, startTime }`.
 */
export const EVENT_STARTS_IN = { day: 'community-event.starts-in-1-day', hour: 'community-event.starts-in-1-hour' } as const;
const BEFORE_MS = { day: 86_400_000, hour: 3_600_000 } as const;
const keyOf = (lead: keyof typeof EVENT_STARTS_IN, eventId: string) => `${EVENT_STARTS_IN[lead]}:${eventId}`;

function startingSoon(eventId: string, startTime: string, event: { metadata: { occurredAt: string } }): DueJobChange[] {
  return (['day', 'hour'] as const).map((lead) =>
    scheduleUnlessPast(
      { kind: EVENT_STARTS_IN[lead], key: keyOf(lead, eventId), dueAt: new Date(Date.parse(startTime) - BEFORE_MS[lead]), payload: { eventId, startTime } },
      event,
    ),
  );
}

/**
 * Keeps them in step with the event: scheduled with it, moved when its start changes (a moment
 * already passed is dropped, never sent late), dropped when it is cancelled or ends.
 */
export class ScheduleEventReminders extends schedulingReactor<CommunityEventScheduled | CommunityEventUpdated | CommunityEventStatusChanged>({
  name: 'community-events.schedule-event-reminders',
  on: {
    CommunityEventScheduled: (event) => startingSoon(event.data.eventId, event.data.startTime, event),
    CommunityEventUpdated: (event) => (event.data.changes.startTime ? startingSoon(event.data.eventId, event.data.changes.startTime, event) : []),
    CommunityEventStatusChanged: ({ data }) =>
      data.to === 'cancelled' || data.to === 'completed' ? [{ cancel: keyOf('day', data.eventId) }, { cancel: keyOf('hour', data.eventId) }] : [],
  },
}) {}
