import { passThrough } from '../../../platform/commands/pass-through.js';
import { ProcessInquiry, ReceiveInquiry } from '../domain/inquiry.commands.js';
import { inquiryDecider, inquiryStream } from '../domain/inquiry.js';

const onInquiry = (command: { data: { inquiryId: string } }) => inquiryStream.streamId(command.data.inquiryId);

/**
 * The inquiry commands decide on the inquiry's stream alone (platform/commands/pass-through.ts).
 * Processing is for admins only: the route's `@Access('admin')` is the check (the list of
 * inquiries is theirs alone). The download registrant's commands check the file first: their own handlers.
 */
export const INQUIRY_COMMAND_HANDLERS = [
  passThrough(ReceiveInquiry, onInquiry, inquiryDecider, (c) => ({ id: c.data.inquiryId })),
  passThrough(ProcessInquiry, onInquiry, inquiryDecider),
];
