import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { DownloadRegistrantEvent } from '../../events/download-registrant.events.js';

const HANDLED: readonly DownloadRegistrantEvent['type'][] = ['DownloadRegistrantRegistered', 'WorksheetDownloaded'];

/** The admin's list of download registrants and the files each downloaded. Upserts keyed by ids: applying twice changes nothing. */
@Injectable()
@ReadModelProjection()
export class DownloadRegistrantsProjection implements Projection<DownloadRegistrantEvent> {
  readonly name = 'companion-download-registrants';
  readonly handles = HANDLED;
  readonly tables = ['download_registrants', 'download_registrant_files'];

  async apply(event: RecordedEventOf<DownloadRegistrantEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'DownloadRegistrantRegistered': {
        const d = event.data;
        await manager.query(
          `INSERT INTO download_registrants (id, name, company_name, email, file_type, registered_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, company_name = EXCLUDED.company_name, email = EXCLUDED.email,
             file_type = EXCLUDED.file_type, registered_at = EXCLUDED.registered_at`,
          [d.registrantId, d.name, d.companyName, d.email, d.fileType, at],
        );
        return;
      }
      case 'WorksheetDownloaded':
        await manager.query(
          `INSERT INTO download_registrant_files (registrant_id, file_id, downloaded_at) VALUES ($1, $2, $3)
           ON CONFLICT (registrant_id, file_id) DO NOTHING`,
          [event.data.registrantId, event.data.fileId, at],
        );
        return;
      default:
        assertNever(event);
    }
  }
}
