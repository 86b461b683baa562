import type { DownloadRegistrantFileRow, DownloadRegistrantRow } from '../../projections/download-registrants/download-registrants.read-model.js';

export interface DownloadedFileView extends Pick<DownloadRegistrantFileRow, 'fileId' | 'downloadedAt'> {
  /** The worksheet's title (or the full set's). */
  title: string;
}

export interface DownloadRegistrantView extends Pick<DownloadRegistrantRow, 'id' | 'name' | 'companyName' | 'email' | 'fileType' | 'registeredAt'> {
  /** Every file downloaded, first downloads, oldest first. */
  downloads: DownloadedFileView[];
}
