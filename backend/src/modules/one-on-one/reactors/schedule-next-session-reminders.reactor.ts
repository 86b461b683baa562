import { scheduleUnlessPast, schedulingReactor } from '../../../platform/schedule/scheduling-reactor.js';
import { addCalendarDays, atLocalHour } from '../../../platform/time/calendar.js';
import type { OneOnOneEntryDeleted, OneOnOneSessionRecorded } from '../events/one-on-one-entry.events.js';

/**
 * The due moment "the next 1on1 is tomorrow" (decision 0084): 09:00 in `APP_TIME_ZONE` on the day
 * before the next session date a recorded session set, as `DueMomentReached` (the notifications
 * tell the manager and the member). Payload: `{ entryId, sessionDate }`. One per board entry: the
 * next recording moves it (or drops it when it sets no date); deleting the entry drops it.
 */
export const NEXT_SESSION_TOMORROW = 'one-on-one.next-session-tomorrow';
const keyOf = (entryId: string) => `${NEXT_SESSION_TOMORROW}:${entryId}`;

export class ScheduleNextSessionReminders extends schedulingReactor<OneOnOneSessionRecorded | OneOnOneEntryDeleted>({
  name: 'one-on-one.schedule-next-session-reminders',
  on: {
    OneOnOneSessionRecorded: (event, { timeZone }) => {
      const { entryId, nextSessionDate } = event.data;
      if (!nextSessionDate) return [{ cancel: keyOf(entryId) }];
      const dueAt = atLocalHour(addCalendarDays(nextSessionDate, -1), 9, timeZone);
      return [scheduleUnlessPast({ kind: NEXT_SESSION_TOMORROW, key: keyOf(entryId), dueAt, payload: { entryId, sessionDate: nextSessionDate } }, event)];
    },
    OneOnOneEntryDeleted: ({ data }) => [{ cancel: keyOf(data.entryId) }],
  },
}) {}
