import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import type { FoundItems } from '../../../platform/search/hit.js';
import { CatalogueSearch } from '../../../platform/search/in-memory.js';
import type { AnalysedQuery } from '../../../platform/search/query.js';
import { VISIBLE_TO_VIEWER } from './community-events-reader.js';

/** Community events for the global search: only those the viewer may open (as the list shows them), ranked by title, tags and description. */
@Injectable()
export class CommunityEventSearch {
  private readonly catalogue = new CatalogueSearch();

  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async items(viewer: SessionUser, query: AnalysedQuery, limit: number): Promise<FoundItems> {
    const rows: { id: string; title: string; description: string | null; tags: string[]; revision: number; startTime: Date; timezone: string }[] =
      await this.manager.query(
        `SELECT e.id, e.title, e.description, e.tags, e.revision, e.start_time AS "startTime", e.timezone FROM community_events e WHERE ${VISIBLE_TO_VIEWER}`,
        [viewer.id, viewer.isTeamAdmin],
      );
    const { hits, unmatched } = this.catalogue.rank(
      query,
      rows.map((row) => ({
        id: row.id,
        revision: row.revision,
        item: row,
        fields: [
          { text: row.title, weight: 3, readings: true },
          { text: row.tags.join('\n'), weight: 2, readings: true },
          { text: row.description ?? '', weight: 1 },
        ],
      })),
      { limit, matchAllParts: true },
    );
    const day = (row: (typeof rows)[number]) =>
      new Intl.DateTimeFormat('ja-JP', { timeZone: row.timezone, year: 'numeric', month: 'long', day: 'numeric' }).format(row.startTime);
    return {
      items: hits.map(({ item, score }) => ({ kind: 'event', id: item.id, title: item.title, breadcrumb: ['イベント', day(item)], text: item.description ?? '', score })),
      unmatched,
    };
  }
}
