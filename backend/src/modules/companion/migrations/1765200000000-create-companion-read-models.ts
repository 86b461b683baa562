import { orNull, SchemaMigration, t, table } from '../../../platform/database/schema.js';

/** Read models of the companion site's admin lists: download registrants with their files, and inquiries. */
export class CreateCompanionReadModels1765200000000 extends SchemaMigration {
  name = 'CreateCompanionReadModels1765200000000';
  protected readonly tables = [
    table(
      'download_registrants',
      { id: t.id, name: t.text, company_name: t.text, email: t.text, file_type: t.text, registered_at: t.timestamptz },
      { indexes: [{ on: 'registered_at DESC', as: 'registered' }] },
    ),
    table(
      'download_registrant_files',
      { registrant_id: t.text, file_id: t.text, downloaded_at: t.timestamptz },
      { primaryKey: 'registrant_id, file_id' },
    ),
    table('inquiries', {
      id: t.id, company_name: t.text, contact_person: t.text, email: t.text, phone: orNull.text, inquiry_type: t.text, message: t.text,
      received_at: t.timestamptz, processed_at: orNull.timestamptz, processed_by: orNull.text, note: orNull.text, revision: t.integer,
    }, { indexes: [{ on: 'received_at DESC', as: 'received' }] }),
  ];
}
