import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { FORGOTTEN_NAME, forgottenEmail, personal } from '../../../platform/event-store/personal-data.js';

/**
 * A reader passed the download gate (once per browser): who they are, and the file they asked
 * for when the gate opened. Starts the stream `download-registrant-<registrantId>`. Name, company and
 * e-mail are sealed under the registrant's own key (decision 0044).
 */
export type DownloadRegistrantRegistered = DomainEvent<
  'DownloadRegistrantRegistered',
  { registrantId: string; name: string; companyName: string; email: string; fileType: string }
>;

/** The registrant downloaded a file for the first time (a worksheet id or `pivot-all`); repeats are not recorded. */
export type WorksheetDownloaded = DomainEvent<'WorksheetDownloaded', { registrantId: string; fileId: string }>;

export type DownloadRegistrantEvent = DownloadRegistrantRegistered | WorksheetDownloaded;

export const DOWNLOAD_REGISTRANT_EVENT_SCHEMAS = eventSchemas<DownloadRegistrantEvent>({
  DownloadRegistrantRegistered: {
    version: 1,
    personal: personal<DownloadRegistrantRegistered['data']>('registrantId', { name: FORGOTTEN_NAME, companyName: '', email: forgottenEmail }),
  },
  WorksheetDownloaded: 1,
});
