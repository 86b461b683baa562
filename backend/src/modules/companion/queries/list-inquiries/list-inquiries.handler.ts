import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { replyDeadline } from '../../domain/business-days.js';
import type { InquiryType } from '../../events/inquiry.events.js';
import { likePattern } from '../like-pattern.js';
import type { InquiryView } from './inquiry.view.js';
import { ListInquiriesQuery } from './list-inquiries.query.js';

type Row = Omit<InquiryView, 'isProcessed' | 'replyDueBy' | 'businessDaysOpen' | 'overdue'>;

@QueryHandler(ListInquiriesQuery)
export class ListInquiriesHandler implements IQueryHandler<ListInquiriesQuery> {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly clock: DeploymentClock,
  ) {}

  async execute({ filter }: ListInquiriesQuery): Promise<InquiryView[]> {
    const rows: Row[] = await this.manager.query(
      `SELECT id, company_name AS "companyName", contact_person AS "contactPerson", email, phone, inquiry_type AS "inquiryType", message,
         received_at AS "receivedAt", processed_at AS "processedAt", note, revision
       FROM inquiries
       WHERE ($1::text IS NULL OR company_name ILIKE $1 OR contact_person ILIKE $1 OR email ILIKE $1 OR message ILIKE $1)
         AND ($2::text IS NULL OR inquiry_type = $2)
         AND ($3::text IS NULL OR ($3 = 'processed') = (processed_at IS NOT NULL))
         AND ($4::text IS NULL OR id = $4)
       ORDER BY received_at DESC, id`,
      [likePattern(filter.q), filter.inquiryType ?? null, filter.status ? (filter.status === 'processed' ? 'processed' : 'open') : null, filter.id ?? null],
    );
    const now = this.clock.now();
    const views = rows.map((row) => ({
      ...row,
      inquiryType: row.inquiryType as InquiryType,
      isProcessed: row.processedAt !== null,
      ...replyDeadline(row.receivedAt, row.processedAt, now, this.clock.timeZone),
    }));
    return filter.status === 'overdue' ? views.filter((view) => view.overdue) : views;
  }
}
