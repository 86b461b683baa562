import { rowProjection } from '../../../../platform/projections/row-projection.js';
import type { InquiryEvent } from '../../events/inquiry.events.js';

/** The admin's list of inquiries with their processing state. Upserts keyed by id: applying twice changes nothing. */
export class InquiriesProjection extends rowProjection<InquiryEvent>({
  name: 'companion-inquiries',
  tables: ['inquiries'],
  on: {
    InquiryReceived: ({ data: d, metadata, revision }, db) =>
      db.upsert(
        'inquiries',
        {
          id: d.inquiryId,
          company_name: d.companyName,
          contact_person: d.contactPerson,
          email: d.email,
          phone: d.phone,
          inquiry_type: d.inquiryType,
          message: d.message,
          received_at: metadata.occurredAt,
          revision,
        },
        { key: ['id'], neverLower: ['revision'] },
      ),
    InquiryProcessed: ({ data, metadata, revision }, db) =>
      db.update(
        'inquiries',
        { processed_at: metadata.occurredAt, processed_by: metadata.userId, note: data.note, revision },
        { id: data.inquiryId },
      ),
  },
}) {}
