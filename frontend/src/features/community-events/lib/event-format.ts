import dayjs, { type Dayjs } from 'dayjs';
import type { CommunityEventStatus } from '../../../shared/api/generated/api';

/** Events are held in Japan (spec part 2 §9): times are shown and entered in Asia/Tokyo. */
export const EVENT_TIME_ZONE = 'Asia/Tokyo';
/** Asia/Tokyo has no daylight saving time: a wall time there is always UTC+9. */
const TOKYO_OFFSET = '+09:00';
export const DEFAULT_DURATION_MINUTES = 60;
export const DEFAULT_CAPACITY = 100;

const dateFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
const timeFormat = new Intl.DateTimeFormat('ja-JP', { timeZone: EVENT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026年12月1日(火)` in Tokyo. */
export const formatEventDate = (iso: string) => dateFormat.format(new Date(iso));

/** `19:00〜20:30`, or with the end's date when it ends on another day in Tokyo. */
export function formatTimeRange(startIso: string, endIso: string): string {
  const sameDay = formatEventDate(startIso) === formatEventDate(endIso);
  const end = sameDay ? timeFormat.format(new Date(endIso)) : `${formatEventDate(endIso)} ${timeFormat.format(new Date(endIso))}`;
  return `${timeFormat.format(new Date(startIso))}〜${end}`;
}

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** A wall time picked in the form, read as Tokyo time: `2026-12-01T19:00:00+09:00`. */
export const tokyoInstant = (value: Dayjs) => `${value.format('YYYY-MM-DDTHH:mm')}:00${TOKYO_OFFSET}`;

/** The inverse of `tokyoInstant`: an instant as the Tokyo wall time a picker shows. */
export const tokyoWallTime = (iso: string): Dayjs => dayjs(new Date(iso).toLocaleString('sv-SE', { timeZone: EVENT_TIME_ZONE }));

/** The changes the server allows (docs/modules/community-events.md); the host's buttons show exactly these. */
export const NEXT_STATUSES: Readonly<Record<CommunityEventStatus, readonly CommunityEventStatus[]>> = {
  scheduled: ['live', 'completed', 'cancelled'],
  live: ['completed'],
  completed: [],
  cancelled: [],
};
