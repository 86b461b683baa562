import { DomainCommand, UserCommand } from '../../../platform/domain/command.js';
import type { InquiryType } from '../events/inquiry.events.js';

// Commands of an inquiry (stream `inquiry-<inquiryId>`).

/** The contact form was sent (public: anyone, signed in or not). */
export class ReceiveInquiry extends DomainCommand<
  'ReceiveInquiry',
  {
    inquiryId: string;
    companyName: string;
    contactPerson: string;
    email: string;
    phone?: string | null;
    inquiryType: InquiryType;
    message: string;
  },
  { id: string }
> {
  readonly type = 'ReceiveInquiry';
}

/** An admin marks the inquiry processed, with a note of what was done. */
export class ProcessInquiry extends UserCommand<'ProcessInquiry', { inquiryId: string; note: string }> {
  readonly type = 'ProcessInquiry';
}

export type InquiryCommand = ReceiveInquiry | ProcessInquiry;
