import { Column, Entity, PrimaryColumn } from 'typeorm';

// Written only by DownloadRegistrantsProjection; created by the migration 1765200000000.

@Entity({ name: 'download_registrants' })
export class DownloadRegistrantRow {
  @PrimaryColumn({ type: 'text' }) id: string;
  @Column({ type: 'text' }) name: string;
  @Column({ name: 'company_name', type: 'text' }) companyName: string;
  @Column({ type: 'text' }) email: string;
  /** The file asked for when the gate opened. */
  @Column({ name: 'file_type', type: 'text' }) fileType: string;
  @Column({ name: 'registered_at', type: 'timestamptz' }) registeredAt: Date;
}

/** One row per registrant and file: the first download. */
@Entity({ name: 'download_registrant_files' })
export class DownloadRegistrantFileRow {
  @PrimaryColumn({ name: 'registrant_id', type: 'text' }) registrantId: string;
  @PrimaryColumn({ name: 'file_id', type: 'text' }) fileId: string;
  @Column({ name: 'downloaded_at', type: 'timestamptz' }) downloadedAt: Date;
}
