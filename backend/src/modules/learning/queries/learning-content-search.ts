import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import type { FoundItems } from '../../../platform/search/hit.js';
import { CatalogueSearch } from '../../../platform/search/in-memory.js';
import type { AnalysedQuery } from '../../../platform/search/query.js';

/** Learning contents for the global search: the published ones (all for an admin, as the library lists them), ranked by title, tags, description and body. */
@Injectable()
export class LearningContentSearch {
  private readonly catalogue = new CatalogueSearch();

  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async items(viewer: SessionUser, query: AnalysedQuery, limit: number): Promise<FoundItems> {
    const rows: { id: string; title: string; description: string; tags: string[]; body: string | null; revision: number }[] = await this.manager.query(
      `SELECT id, title, description, tags, body, revision FROM learning_contents WHERE is_public OR $1`,
      [viewer.isAdmin],
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
          { text: row.description, weight: 1 },
          { text: row.body ?? '', weight: 0.5 },
        ],
      })),
      { limit, matchAllParts: true },
    );
    return {
      items: hits.map(({ item, score }) => ({ kind: 'learning', id: item.id, title: item.title, breadcrumb: ['学習'], text: item.description, score })),
      unmatched,
    };
  }
}
