import { Column, Entity, PrimaryColumn } from 'typeorm';

// Written only by InquiriesProjection; created by the migration 1765200000000.

@Entity({ name: 'inquiries' })
export class InquiryRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ name: 'company_name', type: 'text' }) companyName: string;
  @Column({ name: 'contact_person', type: 'text' }) contactPerson: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text', nullable: true }) phone: string | null;
  @Column({ name: 'inquiry_type', type: 'text' }) inquiryType: string;
  @Column({ type: 'text' }) message: string;
  @Column({ name: 'received_at', type: 'timestamptz' }) receivedAt: Date;
  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true }) processedAt: Date | null;
  /** The admin's user id (the event's metadata). */
  @Column({ name: 'processed_by', type: 'text', nullable: true }) processedBy: string | null;
  @Column({ type: 'text', nullable: true }) note: string | null;
  /** Revision of the inquiry's stream: what a client sends back in If-Match. */
  @Column({ type: 'integer' }) revision: number;
}
