import { Query } from '@nestjs/cqrs';
import type { DownloadRegistrantView } from './download-registrant.view.js';

export interface DownloadRegistrantFilter {
  /** Part of the name, company or e-mail (case-insensitive). */
  q?: string;
  /** Only registrants who downloaded this file (a worksheet id or `pivot-all`). */
  fileId?: string;
}

/** The admin's list of download registrants, newest first. */
export class ListDownloadRegistrantsQuery extends Query<DownloadRegistrantView[]> {
  constructor(readonly filter: DownloadRegistrantFilter) {
    super();
  }
}
