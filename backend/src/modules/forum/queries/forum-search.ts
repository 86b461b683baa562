import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { searchIndexOf } from '../../../platform/search/document-terms.js';
import type { AnalysedQuery } from '../../../platform/search/query.js';
import { RankedSearch } from '../../../platform/search/ranking.js';

/** A post a search found, best first. */
export interface ForumHit {
  id: string;
  score: number;
}

/**
 * The forum's ranked search (platform/search over `forum_search_*`): only posts readers may open
 * (shown, not deleted by their author), a whole-query phrase in the title counting extra.
 */
@Injectable()
export class ForumSearch {
  private readonly ranked = new RankedSearch(searchIndexOf('forum_search'));

  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  async find(query: AnalysedQuery, options: { categoryId?: string; limit: number }): Promise<{ hits: ForumHit[]; unmatched: string[] }> {
    const { rows, unmatched } = await this.ranked.rank<ForumHit>(this.manager, query, {
      where: `EXISTS (SELECT 1 FROM forum_posts p WHERE p.id = d.id AND p.visibility = 'shown' AND p.deleted_at IS NULL AND ($1::text IS NULL OR p.category_id = $1))`,
      params: [options.categoryId ?? null],
      columns: 'd.id',
      matchAllParts: true,
      limit: options.limit,
    });
    return { hits: rows, unmatched };
  }
}
