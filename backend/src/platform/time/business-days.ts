import holidayJp from '@holiday-jp/holiday_jp';
import { addCalendarDays, calendarDate, startOfDay } from './calendar.js';

// Business days in Japan: Saturdays, Sundays and Japan's public holidays (the Cabinet Office's
// list as @holiday-jp/holiday_jp ships it, substitute holidays included, through 2050) are not
// business days. Company closures (year-end, Obon) are not public holidays and count as business
// days. Used by the contact page's reply promise and the feedback requests' reminder.

const holidays = holidayJp.holidays as Readonly<Record<string, unknown>>;

/** Whether a calendar date (`YYYY-MM-DD`) is a business day in Japan. */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && holidays[date] === undefined;
}

/** The `n`-th business day after `date` (the day itself never counts, even if it is one). */
export function addBusinessDays(date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0; ) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** Business days after `from` up to and including `to`; 0 when `to` is not after `from`. */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addCalendarDays(from, 1); day <= to; day = addCalendarDays(day, 1)) if (isBusinessDay(day)) count += 1;
  return count;
}

/**
 * The instant `n` business days after `instant`: the same time of day (in `timeZone`) on the
 * `n`-th business day after the instant's calendar date there. A request on Wednesday 10:00 waits
 * until Monday 10:00; one made on a Saturday counts from Monday.
 */
export function businessDaysLater(instant: Date, n: number, timeZone: string): { date: string; at: Date } {
  const day = calendarDate(instant, timeZone);
  const date = addBusinessDays(day, n);
  const timeOfDay = instant.getTime() - startOfDay(day, timeZone).getTime();
  return { date, at: new Date(startOfDay(date, timeZone).getTime() + timeOfDay) };
}
