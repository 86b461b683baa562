import { given, inStream, projectionHarness } from '../../../platform/projections/test-support/projection-harness.js';
import { aRegistrantRegistered, anInquiryProcessed, anInquiryReceived, aWorksheetDownloaded } from '../domain/companion.mother.js';
import { CreateCompanionReadModels1765200000000 } from '../migrations/1765200000000-create-companion-read-models.js';
import { DownloadRegistrantsProjection } from './download-registrants/download-registrants.projection.js';
import { InquiriesProjection } from './inquiries/inquiries.projection.js';

const registrant = (id: string) => inStream(`download-registrant-${id}`);
const inquiry = (id: string) => inStream(`inquiry-${id}`);

describe('companion projections', () => {
  const h = projectionHarness([new DownloadRegistrantsProjection(), new InquiriesProjection()], [CreateCompanionReadModels1765200000000]);

  const snapshot = async () => ({
    registrants: await h.rows('SELECT id, name, company_name, email, file_type, registered_at FROM download_registrants ORDER BY id'),
    files: await h.rows('SELECT registrant_id, file_id, downloaded_at FROM download_registrant_files ORDER BY registrant_id, file_id'),
    inquiries: await h.rows('SELECT id, contact_person, phone, received_at, processed_at, processed_by, note, revision FROM inquiries ORDER BY id'),
  });

  it('lists registrants with the first download of each file, and inquiries with their processing, the same when applied twice', async () => {
    const history = given(
      registrant('r1')(aRegistrantRegistered({ registrantId: 'r1' })),
      registrant('r1')(aWorksheetDownloaded('mvv', 'r1')),
      registrant('r2')(aRegistrantRegistered({ registrantId: 'r2', name: '鈴木 一郎', fileType: 'pivot-all' })),
      registrant('r1')(aWorksheetDownloaded('pivot-all', 'r1')),
      inquiry('i1')(anInquiryReceived({ inquiryId: 'i1' })),
      inquiry('i2')(anInquiryReceived({ inquiryId: 'i2', phone: null })),
      inquiry('i1')(anInquiryProcessed('対応済み', 'i1')),
    );
    const rows = await h.applyTwice(history, snapshot);
    expect(rows.registrants).toEqual([
      expect.objectContaining({ id: 'r1', name: '山田 太郎', file_type: 'mvv', registered_at: new Date('2026-05-01T00:00:00Z') }),
      expect.objectContaining({ id: 'r2', name: '鈴木 一郎', file_type: 'pivot-all' }),
    ]);
    expect(rows.files).toEqual([
      { registrant_id: 'r1', file_id: 'mvv', downloaded_at: new Date('2026-05-02T00:00:00Z') },
      { registrant_id: 'r1', file_id: 'pivot-all', downloaded_at: new Date('2026-05-04T00:00:00Z') },
    ]);
    expect(rows.inquiries).toEqual([
      { id: 'i1', contact_person: '佐藤 花子', phone: '03-1234-5678', received_at: new Date('2026-05-05T00:00:00Z'), processed_at: new Date('2026-05-07T00:00:00Z'), processed_by: 'user-1', note: '対応済み', revision: 1 },
      { id: 'i2', contact_person: '佐藤 花子', phone: null, received_at: new Date('2026-05-06T00:00:00Z'), processed_at: null, processed_by: null, note: null, revision: 0 },
    ]);
  });
});
