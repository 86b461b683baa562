// The companion module's public surface: the stream categories of its two kinds of person (privacy's
// forgetting reads them) and its events' types.
export { CompanionModule } from './companion.module.js';
export { downloadRegistrantStream } from './domain/download-registrant.js';
export { inquiryStream } from './domain/inquiry.js';
export type { DownloadRegistrantEvent, DownloadRegistrantRegistered, WorksheetDownloaded } from './events/download-registrant.events.js';
export type { InquiryEvent, InquiryReceived, InquiryProcessed } from './events/inquiry.events.js';
/** The due-moment kind of an inquiry's reply promise (the notifications warn the staff). */
export { INQUIRY_REPLY_DUE } from './reactors/schedule-reply-due-warnings.reactor.js';
