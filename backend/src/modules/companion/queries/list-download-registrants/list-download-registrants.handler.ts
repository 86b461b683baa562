import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { downloadFileTitle } from '../../worksheets/worksheet-catalogue.js';
import { likePattern } from '../like-pattern.js';
import type { DownloadRegistrantView } from './download-registrant.view.js';
import { ListDownloadRegistrantsQuery } from './list-download-registrants.query.js';

interface Joined {
  id: string;
  name: string;
  companyName: string;
  email: string;
  fileType: string;
  registeredAt: Date;
  downloads: { fileId: string; downloadedAt: string }[];
}

@QueryHandler(ListDownloadRegistrantsQuery)
export class ListDownloadRegistrantsHandler implements IQueryHandler<ListDownloadRegistrantsQuery> {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async execute({ filter }: ListDownloadRegistrantsQuery): Promise<DownloadRegistrantView[]> {
    const rows: Joined[] = await this.manager.query(
      `SELECT r.id, r.name, r.company_name AS "companyName", r.email, r.file_type AS "fileType", r.registered_at AS "registeredAt",
         COALESCE(json_agg(json_build_object('fileId', f.file_id, 'downloadedAt', f.downloaded_at) ORDER BY f.downloaded_at, f.file_id)
           FILTER (WHERE f.file_id IS NOT NULL), '[]') AS downloads
       FROM download_registrants r
       LEFT JOIN download_registrant_files f ON f.registrant_id = r.id
       WHERE ($1::text IS NULL OR r.name ILIKE $1 OR r.company_name ILIKE $1 OR r.email ILIKE $1)
         AND ($2::text IS NULL OR EXISTS (SELECT 1 FROM download_registrant_files x WHERE x.registrant_id = r.id AND x.file_id = $2))
       GROUP BY r.id
       ORDER BY r.registered_at DESC, r.id`,
      [likePattern(filter.q), filter.fileId || null],
    );
    return rows.map((row) => ({
      ...row,
      downloads: row.downloads.map((d) => ({ fileId: d.fileId, title: downloadFileTitle(d.fileId), downloadedAt: new Date(d.downloadedAt) })),
    }));
  }
}
