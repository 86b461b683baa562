import { rowProjection } from '../../../../platform/projections/row-projection.js';
import type { DownloadRegistrantEvent } from '../../events/download-registrant.events.js';

/** The admin's list of download registrants and the files each downloaded. Upserts keyed by ids: applying twice changes nothing. */
export class DownloadRegistrantsProjection extends rowProjection<DownloadRegistrantEvent>({
  name: 'companion-download-registrants',
  tables: ['download_registrants', 'download_registrant_files'],
  on: {
    DownloadRegistrantRegistered: ({ data: d, metadata }, db) =>
      db.upsert(
        'download_registrants',
        { id: d.registrantId, name: d.name, company_name: d.companyName, email: d.email, file_type: d.fileType, registered_at: metadata.occurredAt },
        { key: ['id'] },
      ),
    WorksheetDownloaded: ({ data, metadata }, db) =>
      db.insert(
        'download_registrant_files',
        { registrant_id: data.registrantId, file_id: data.fileId, downloaded_at: metadata.occurredAt },
        ['registrant_id', 'file_id'],
      ),
  },
}) {}
