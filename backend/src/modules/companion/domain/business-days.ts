import { addBusinessDays, businessDaysBetween } from '../../../platform/time/business-days.js';
import { calendarDate } from '../../../platform/time/calendar.js';

// The reply promise of the contact page ("a person replies within 3 business days", spec part 1
// §9), counted in business days (platform/time/business-days.ts).

/** How many business days a person has to reply. */
export const REPLY_BUSINESS_DAYS = 3;

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
