import type { ReplyDeadline } from '../../domain/business-days.js';
import type { InquiryType } from '../../events/inquiry.events.js';
import type { InquiryRow } from '../../projections/inquiries/inquiries.read-model.js';

export interface InquiryView
  extends Pick<InquiryRow, 'id' | 'companyName' | 'contactPerson' | 'email' | 'phone' | 'message' | 'receivedAt' | 'processedAt' | 'note' | 'revision'>,
    ReplyDeadline {
  inquiryType: InquiryType;
  isProcessed: boolean;
}
