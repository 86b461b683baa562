import { Query } from '@nestjs/cqrs';
import type { InquiryType } from '../../events/inquiry.events.js';
import type { InquiryView } from './inquiry.view.js';

export const INQUIRY_STATUSES = ['open', 'overdue', 'processed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export interface InquiryFilter {
  /** Part of the company, contact person, e-mail or message (case-insensitive). */
  q?: string;
  /** open: not processed; overdue: open past the reply promise; processed. */
  status?: InquiryStatus;
  inquiryType?: InquiryType;
  /** One inquiry (what processing answers with). */
  id?: string;
}

/** The admin's list of inquiries, newest first, with where each stands against the 3-business-day promise. */
export class ListInquiriesQuery extends Query<InquiryView[]> {
  constructor(readonly filter: InquiryFilter) {
    super();
  }
}
