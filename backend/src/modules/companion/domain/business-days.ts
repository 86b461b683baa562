import holidayJp from '@holiday-jp/holiday_jp';
import { calendarDate } from '../../../platform/time/calendar.js';

// Business days for the reply promise of the contact page ("a person replies within 3 business
// days", spec part 1 §9): Saturdays, Sundays and Japan's public holidays (the Cabinet Office's
// list as @holiday-jp/holiday_jp ships it, substitute holidays included, through 2050) are not
// business days. Company closures (year-end, Obon) are not public holidays and count as business days.

/** How many business days a person has to reply. */
export const REPLY_BUSINESS_DAYS = 3;

const holidays = holidayJp.holidays as Readonly<Record<string, unknown>>;

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether a calendar date (`YYYY-MM-DD`) is a business day in Japan. */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && holidays[date] === undefined;
}

/** The `n`-th business day after `date` (the day itself never counts, even if it is one). */
export function addBusinessDays(date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/** Business days after `from` up to and including `to`; 0 when `to` is not after `from`. */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) count += 1;
  return count;
}

export interface ReplyDeadline {
  /** The calendar date the reply is due by (the 3rd business day after receipt). */
  replyDueBy: string;
  /** Business days since receipt, up to `now` (or up to processing, for a processed one). */
  businessDaysOpen: number;
  /** Still open after the day the reply was due. */
  overdue: boolean;
}

/** Where an inquiry received at `receivedAt` stands at `now`, in the deployment's time zone. */
export function replyDeadline(receivedAt: Date, processedAt: Date | null, now: Date, timeZone: string): ReplyDeadline {
  const received = calendarDate(receivedAt, timeZone);
  const until = calendarDate(processedAt ?? now, timeZone);
  const replyDueBy = addBusinessDays(received, REPLY_BUSINESS_DAYS);
  return { replyDueBy, businessDaysOpen: businessDaysBetween(received, until), overdue: processedAt === null && until > replyDueBy };
}
