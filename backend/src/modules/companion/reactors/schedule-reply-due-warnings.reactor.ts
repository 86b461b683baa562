import { scheduleUnlessPast, schedulingReactor } from '../../../platform/schedule/scheduling-reactor.js';
import { addBusinessDays } from '../../../platform/time/business-days.js';
import { atLocalHour, calendarDate } from '../../../platform/time/calendar.js';
import { REPLY_BUSINESS_DAYS } from '../domain/business-days.js';
import type { InquiryProcessed, InquiryReceived } from '../events/inquiry.events.js';

/**
 * The due moment "an inquiry is about to pass the three-business-day reply promise" (decision
 * 0084): 09:00 in `APP_TIME_ZONE` on the last day of the promise (`replyDueBy`), if it is still
 * unprocessed, as `DueMomentReached` (the notifications warn the staff). Payload:
 * `{ inquiryId, replyDueBy }`. Processing the inquiry drops it.
 */
export const INQUIRY_REPLY_DUE = 'companion.inquiry-reply-due';
const keyOf = (inquiryId: string) => `${INQUIRY_REPLY_DUE}:${inquiryId}`;

export class ScheduleReplyDueWarnings extends schedulingReactor<InquiryReceived | InquiryProcessed>({
  name: 'companion.schedule-reply-due-warnings',
  on: {
    InquiryReceived: (event, { timeZone }) => {
      const { inquiryId } = event.data;
      const replyDueBy = addBusinessDays(calendarDate(new Date(event.metadata.occurredAt), timeZone), REPLY_BUSINESS_DAYS);
      return [scheduleUnlessPast({ kind: INQUIRY_REPLY_DUE, key: keyOf(inquiryId), dueAt: atLocalHour(replyDueBy, 9, timeZone), payload: { inquiryId, replyDueBy } }, event)];
    },
    InquiryProcessed: ({ data }) => [{ cancel: keyOf(data.inquiryId) }],
  },
}) {}
