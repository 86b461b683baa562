import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';

export const INQUIRY_TYPES = ['organization', 'workshop', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/**
 * An inquiry came in through the contact form. Starts the stream `inquiry-<inquiryId>`.
 * Personal data in clear (decision 0005).
 */
export type InquiryReceived = DomainEvent<
  'InquiryReceived',
  {
    inquiryId: string;
    companyName: string;
    contactPerson: string;
    email: string;
    phone: string | null;
    inquiryType: InquiryType;
    message: string;
  }
>;

/** An admin answered the inquiry and marked it processed; `note` says what was done. The admin is `metadata.userId`. */
export type InquiryProcessed = DomainEvent<'InquiryProcessed', { inquiryId: string; note: string }>;

export type InquiryEvent = InquiryReceived | InquiryProcessed;

export const INQUIRY_EVENT_SCHEMAS = eventSchemas<InquiryEvent>({
  InquiryReceived: 1,
  InquiryProcessed: 1,
});
