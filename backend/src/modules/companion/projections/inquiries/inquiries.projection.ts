import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { assertNever } from '../../../../platform/domain/decider.js';
import type { RecordedEventOf } from '../../../../platform/event-store/event.js';
import { ReadModelProjection, type Projection } from '../../../../platform/projections/projection.js';
import type { InquiryEvent } from '../../events/inquiry.events.js';

const HANDLED: readonly InquiryEvent['type'][] = ['InquiryReceived', 'InquiryProcessed'];

/** The admin's list of inquiries with their processing state. Upserts keyed by id: applying twice changes nothing. */
@Injectable()
@ReadModelProjection()
export class InquiriesProjection implements Projection<InquiryEvent> {
  readonly name = 'companion-inquiries';
  readonly handles = HANDLED;
  readonly tables = ['inquiries'];

  async apply(event: RecordedEventOf<InquiryEvent>, manager: EntityManager): Promise<void> {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'InquiryReceived': {
        const d = event.data;
        await manager.query(
          `INSERT INTO inquiries (id, company_name, contact_person, email, phone, inquiry_type, message, received_at, revision)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (id) DO UPDATE SET company_name = EXCLUDED.company_name, contact_person = EXCLUDED.contact_person,
             email = EXCLUDED.email, phone = EXCLUDED.phone, inquiry_type = EXCLUDED.inquiry_type, message = EXCLUDED.message,
             received_at = EXCLUDED.received_at, revision = GREATEST(inquiries.revision, EXCLUDED.revision)`,
          [d.inquiryId, d.companyName, d.contactPerson, d.email, d.phone, d.inquiryType, d.message, at, event.revision],
        );
        return;
      }
      case 'InquiryProcessed':
        await manager.query(`UPDATE inquiries SET processed_at = $2, processed_by = $3, note = $4, revision = $5 WHERE id = $1`, [
          event.data.inquiryId,
          at,
          event.metadata.userId,
          event.data.note,
          event.revision,
        ]);
        return;
      default:
        assertNever(event);
    }
  }
}
