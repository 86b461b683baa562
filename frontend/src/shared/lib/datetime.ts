import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ja';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useSiteConfigGetQuery } from '../api/generated/site-config';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The one place the client turns instants and calendar dates into text (decision 0067).
 *
 * An instant (`2026-11-24T10:00:00.000Z`) is shown as the wall time of the deployment's zone, the
 * server's `APP_TIME_ZONE` (`GET /api/site-config` answers it; `useAppTimeZone` sets it before
 * the signed-in screens draw), never the browser's: a manager in Osaka and an admin abroad read
 * the same time, and "today" is the day the server calls today. A calendar date (`2026-05-01`:
 * a hire date, a session day, a week's Monday) has no zone and is shown as written.
 *
 * Every format is named here; screens call `formatInstant(iso, 'dateTime')` or
 * `formatCalendarDate(date, 'dayWithWeekday')`, never `dayjs(…).format(…)` or `toLocale…String`.
 */

/** The server's default (`APP_TIME_ZONE`); what the client uses until the setting has arrived. */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

let appTimeZone = DEFAULT_TIME_ZONE;

/** Sets the deployment's zone (from the server's settings); an unknown zone is ignored. */
export function setAppTimeZone(zone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    appTimeZone = zone;
  } catch {
    // An IANA name the browser does not know: keep the default rather than fail every date.
  }
}

/**
 * Reads the deployment's zone from `GET /api/site-config` and applies it; true while it is still
 * on its way (the signed-in frame waits that long, so no screen draws in a zone it then changes).
 * A failed answer leaves the default: dates are still shown.
 */
export function useAppTimeZone(): { pending: boolean } {
  const { data, isLoading } = useSiteConfigGetQuery();
  const zone = data?.timeZone;
  // Set while rendering (idempotent), so the screens drawn in this pass already use it.
  if (zone !== undefined && zone !== appTimeZone) setAppTimeZone(zone);
  return { pending: isLoading };
}

/** The named formats of an instant, shown in the deployment's zone. */
export const instantFormats = {
  /** 2026/11/24 19:00 */
  dateTime: 'YYYY/MM/DD HH:mm',
  /** 2026/11/24 19:00:05 */
  dateTimeSeconds: 'YYYY/MM/DD HH:mm:ss',
  /** 2026-11-24 19:00:05: the admin console's logs and tables, sortable as text. */
  logTimestamp: 'YYYY-MM-DD HH:mm:ss',
  /** 2026/11/24 */
  day: 'YYYY/MM/DD',
  /** 11/24: a past point's day beside a board's growth trail */
  shortDay: 'M/D',
  /** 2026年11月24日(火) */
  longDay: 'YYYY年M月D日(dd)',
  /** 19:00 */
  time: 'HH:mm',
  /** 19:00:05 */
  timeSeconds: 'HH:mm:ss',
  /** 2026-11-24: a day as the API and file names write it. */
  isoDay: 'YYYY-MM-DD',
  /** 20261124: a file name's day. */
  compactDay: 'YYYYMMDD',
} as const;

/** The named formats of a calendar date (no zone: shown as written). */
export const calendarFormats = {
  /** 2026/05/01 */
  day: 'YYYY/MM/DD',
  /** 2026/05/01（金） */
  dayWithWeekday: 'YYYY/MM/DD（dd）',
  /** 2026年5月1日 */
  longDay: 'YYYY年M月D日',
  /** 2026年5月1日(金) */
  longDayWithWeekday: 'YYYY年M月D日(ddd)',
  /** 5月1日 */
  monthDay: 'M月D日',
  /** 5月1日(金) */
  monthDayWeekday: 'M月D日(dd)',
  /** 5/1: a week's Monday on a chart's axis */
  shortDay: 'M/D',
  /** 2026年5月 */
  month: 'YYYY年M月',
} as const;

export type InstantFormat = keyof typeof instantFormats;
export type CalendarFormat = keyof typeof calendarFormats;

/** One formatter per zone: building one is what makes `Date#toLocaleString` with a zone slow. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** A zone's offset by quarter hour of UTC: every offset change of the zone database falls on one. */
const offsets = new Map<string, number>();
const QUARTER_HOUR = 900_000;

/** Minutes the zone's wall clock is ahead of UTC at `ms` (what dayjs's `tz` computes, without a formatter per call). */
function zoneOffset(zone: string, ms: number): number {
  const key = `${zone} ${Math.floor(ms / QUARTER_HOUR)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  let clock = wallClocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClocks.set(zone, clock);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of clock.formatToParts(ms)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  const offset = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * An instant (ISO text, Date or epoch ms) as the wall time of the deployment's zone: what dayjs's
 * `tz(zone)` answers (the same offset, the zone kept on the object for its `startOf`), with the
 * zone's offset read from one cached formatter instead of a new one per call: about fifteen times
 * faster on screens that show hundreds of dates (decision 0118).
 */
export function inAppZone(instant: string | Date | number): Dayjs {
  const moment = dayjs(instant);
  if (!moment.isValid()) return moment.tz(appTimeZone).locale('ja');
  const zoned = moment.utcOffset(zoneOffset(appTimeZone, moment.valueOf()));
  (zoned as Dayjs & { $x: { $timezone?: string } }).$x.$timezone = appTimeZone;
  return zoned.locale('ja');
}

/** An instant in one of the named formats, in the deployment's zone; '' for none. */
export function formatInstant(instant: string | Date | number | null | undefined, format: InstantFormat): string {
  if (instant === null || instant === undefined || instant === '') return '';
  return inAppZone(instant).format(instantFormats[format]);
}

/** A calendar date (`YYYY-MM-DD`, or the month `YYYY-MM`) in one of the named formats; '' for none. */
export function formatCalendarDate(date: string | null | undefined, format: CalendarFormat): string {
  if (!date) return '';
  return dayjs(date.length === 7 ? `${date}-01` : date)
    .locale('ja')
    .format(calendarFormats[format]);
}

/** `YYYY-MM-DD` of an instant in the deployment's zone (the day the server calls it). */
export function calendarDateOf(instant: string | Date | number): string {
  return formatInstant(instant, 'isoDay');
}

/** Today (`YYYY-MM-DD`) in the deployment's zone. */
export function today(now: Date = new Date()): string {
  return calendarDateOf(now);
}

/** Whole days from `from` to `to` (calendar dates, `YYYY-MM-DD`): negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whole days from today in the deployment's zone to a calendar date (`YYYY-MM-DD`): 0 today, negative once it has passed. */
export function daysUntil(date: string, now: Date = new Date()): number {
  return daysBetween(today(now), date);
}

/** A picker's value (a date or a date and time, zone-less) as the API's `YYYY-MM-DD`. */
export function toApiDate(value: Dayjs): string {
  return value.format('YYYY-MM-DD');
}

/** A calendar date (`YYYY-MM-DD`) as a date picker's value. */
export function pickerDate(date: string): Dayjs {
  return dayjs(date);
}

/** Now as a picker's value: the wall time of the deployment's zone (its day and hour, zone-less). */
export function pickerNow(): Dayjs {
  return wallTime(new Date());
}

/**
 * A wall time picked in a form (its year to minute, whatever zone the picker's object carries),
 * read in the deployment's zone, as the API's instant: `2026-12-01T19:00:00+09:00`.
 */
export function zonedInstant(value: Dayjs): string {
  return dayjs.tz(value.format('YYYY-MM-DDTHH:mm'), appTimeZone).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** The inverse of `zonedInstant`: an instant as the deployment-zone wall time a picker shows. */
export function wallTime(instant: string | Date): Dayjs {
  return dayjs(inAppZone(instant).format('YYYY-MM-DDTHH:mm:ss'));
}

/** The first instant of a day (a picker's date) in the deployment's zone, as ISO text. */
export function startOfDay(value: Dayjs): string {
  return dayjs.tz(toApiDate(value), appTimeZone).startOf('day').toISOString();
}

/** The last instant of a day (a picker's date) in the deployment's zone, as ISO text. */
export function endOfDay(value: Dayjs): string {
  return dayjs.tz(toApiDate(value), appTimeZone).endOf('day').toISOString();
}

/** Whether two instants fall on the same day in the deployment's zone. */
export function sameDay(a: string | Date, b: string | Date): boolean {
  return calendarDateOf(a) === calendarDateOf(b);
}

/**
 * Spec part 2 §9's relative time labels: days, hours or minutes ago, otherwise 'たった今'.
 * `now` is passed in so that a list renders every label against one instant.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  const minutes = Math.floor(elapsed / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 1) return `${days}日前`;
  if (hours >= 1) return `${hours}時間前`;
  if (minutes >= 1) return `${minutes}分前`;
  return 'たった今';
}
