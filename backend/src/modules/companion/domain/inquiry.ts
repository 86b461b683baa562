import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import { INQUIRY_TYPES, type InquiryEvent } from '../events/inquiry.events.js';
import { CompanionValidationError, InquiryAlreadyProcessedError, InquiryAlreadyReceivedError, InquiryNotFoundError } from './companion.errors.js';
import { INQUIRY_MESSAGES, LIMITS, tooLong } from './companion.messages.js';
import { emailAddress, requiredText } from './contact-rules.js';
import type { InquiryCommand } from './inquiry.commands.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

/** An inquiry from the contact form: received, then processed by an admin. Stream `inquiry-<inquiryId>`. */
export const inquiryStream = streamCategory('inquiry');

export type InquiryState = { status: 'empty' } | { status: 'open'; inquiryId: string } | { status: 'processed'; inquiryId: string };

/** Digits, spaces and `+ - ( )`, at most 30 characters. */
export const PHONE_PATTERN = /^[0-9+\-() ]{1,30}$/;

function decide(command: InquiryCommand, state: InquiryState): InquiryEvent[] {
  switch (command.type) {
    case 'ReceiveInquiry': {
      if (state.status !== 'empty') throw new InquiryAlreadyReceivedError();
      const d = command.data;
      const phone = d.phone?.normalize('NFKC').trim() || null;
      if (phone !== null && !PHONE_PATTERN.test(phone)) throw new CompanionValidationError('INVALID_PHONE', 'phone', INQUIRY_MESSAGES.phone);
      if (!(INQUIRY_TYPES as readonly string[]).includes(d.inquiryType)) {
        throw new CompanionValidationError('INVALID_INQUIRY_TYPE', 'inquiryType', INQUIRY_MESSAGES.inquiryType);
      }
      return [
        {
          type: 'InquiryReceived',
          data: {
            inquiryId: d.inquiryId,
            companyName: requiredText(d.companyName, 'companyName', INQUIRY_MESSAGES.companyName, LIMITS.companyName, '会社名'),
            contactPerson: requiredText(d.contactPerson, 'contactPerson', INQUIRY_MESSAGES.contactPerson, LIMITS.name, 'ご担当者名'),
            email: emailAddress(d.email, INQUIRY_MESSAGES.email),
            phone,
            inquiryType: d.inquiryType,
            message: requiredText(d.message, 'message', INQUIRY_MESSAGES.message, LIMITS.message, 'お問い合わせ内容'),
          },
        },
      ];
    }
    case 'ProcessInquiry': {
      if (state.status === 'empty') throw new InquiryNotFoundError();
      if (state.status === 'processed') throw new InquiryAlreadyProcessedError();
      const note = command.data.note.trim();
      if (note.length > LIMITS.note) throw new CompanionValidationError('TOO_LONG', 'note', tooLong('メモ', LIMITS.note));
      return [{ type: 'InquiryProcessed', data: { inquiryId: state.inquiryId, note } }];
    }
    default:
      return assertNever(command);
  }
}

function evolve(state: InquiryState, event: InquiryEvent): InquiryState {
  switch (event.type) {
    case 'InquiryReceived':
      return { status: 'open', inquiryId: event.data.inquiryId };
    case 'InquiryProcessed':
      return state.status === 'empty' ? state : { status: 'processed', inquiryId: state.inquiryId };
    default:
      return assertNever(event);
  }
}

export const inquiryDecider: Decider<InquiryState, InquiryCommand, InquiryEvent> = {
  initialState: () => ({ status: 'empty' }),
  evolve,
  decide,
};
