import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { FORGOTTEN_NAME, forgottenEmail, personal } from '../../../platform/event-store/personal-data.js';

export const INQUIRY_TYPES = ['organization', 'workshop', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/**
 * An inquiry came in through the contact form. Starts the stream `inquiry-<inquiryId>`.
 * The person's data and message are sealed under the inquiry's own key (decision 0044).
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
  InquiryReceived: {
    version: 1,
    personal: personal<InquiryReceived['data']>('inquiryId', {
      companyName: '',
      contactPerson: FORGOTTEN_NAME,
      email: forgottenEmail,
      phone: null,
      message: '',
    }),
  },
  InquiryProcessed: 1,
});
