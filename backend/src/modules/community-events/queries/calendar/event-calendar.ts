import ical, { ICalEventStatus } from 'ical-generator';
import type { CommunityEventStatus } from '../../events/community-event.events.js';

/** What a calendar entry shows of an event. Times are instants; the file writes them in UTC. */
export interface CalendarEntry {
  id: string;
  title: string;
  description: string | null;
  status: CommunityEventStatus;
  startTime: Date;
  endTime: Date;
  /** The meeting link, only for people holding a seat (and the host). */
  meetingUrl: string | null;
  hostName: string | null;
  /** The event's page in the app. */
  pageUrl: string;
  updatedAt: Date;
  /** Bumped on every change so calendars replace their copy (RFC 5545 SEQUENCE). */
  sequence: number;
  /** Another UID than the event's (an entry that is no community event, e.g. a 1on1). */
  uid?: string;
  /** A whole day (`startTime` is that date's UTC midnight): written as a DATE, not a time. */
  allDay?: boolean;
}

/** Stable across feeds and files: calendars match entries by UID. */
export const calendarUid = (eventId: string) => `community-event-${eventId}@pivot-community`;

/**
 * An RFC 5545 calendar of `entries` (ical-generator writes the folding, escaping and CRLFs).
 * A cancelled event stays in the file with STATUS:CANCELLED, so a subscribed calendar removes it.
 */
export function eventCalendar(name: string, entries: readonly CalendarEntry[], timezone: string): string {
  const calendar = ical({ name, prodId: { company: 'pivot community', product: 'community-events', language: 'JA' }, timezone: null, ttl: 60 * 60 });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timezone }]);
  for (const entry of entries) {
    const description = [entry.description, entry.hostName ? `主催: ${entry.hostName}` : null, entry.meetingUrl ? `参加URL: ${entry.meetingUrl}` : null, `詳細: ${entry.pageUrl}`]
      .filter(Boolean)
      .join('\n\n');
    calendar.createEvent({
      id: entry.uid ?? calendarUid(entry.id),
      allDay: entry.allDay ?? false,
      sequence: entry.sequence,
      start: entry.startTime,
      end: entry.endTime,
      stamp: entry.updatedAt,
      lastModified: entry.updatedAt,
      summary: entry.title,
      description,
      location: entry.meetingUrl ?? undefined,
      url: entry.pageUrl,
      status: entry.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
