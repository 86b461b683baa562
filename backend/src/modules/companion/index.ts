// The companion module's public surface. Nothing of it is used by other modules yet.
export { CompanionModule } from './companion.module.js';
export type { DownloadRegistrantEvent, DownloadRegistrantRegistered, WorksheetDownloaded } from './events/download-registrant.events.js';
export type { InquiryEvent, InquiryReceived, InquiryProcessed } from './events/inquiry.events.js';
