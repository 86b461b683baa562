import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { searchIndexOf } from '../../../platform/search/document-terms.js';
import type { FoundItems } from '../../../platform/search/hit.js';
import { FORUM_CATEGORIES } from '../domain/forum-categories.js';
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

  /** The global search's view: the posts found with their title, category and content. */
  async items(query: AnalysedQuery, limit: number): Promise<FoundItems> {
    const { hits, unmatched } = await this.find(query, { limit });
    if (hits.length === 0) return { items: [], unmatched };
    const rows: { id: string; title: string; content: string; categoryId: string }[] = await this.manager.query(
      `SELECT id, title, content, category_id AS "categoryId" FROM forum_posts WHERE id = ANY($1::text[])`,
      [hits.map((hit) => hit.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = hits.flatMap(({ id, score }) => {
      const row = byId.get(id);
      if (!row) return [];
      const category = FORUM_CATEGORIES.find((c) => c.id === row.categoryId)?.name;
      return [{ kind: 'forum', id, title: row.title, breadcrumb: ['フォーラム', ...(category ? [category] : [])], text: row.content, score }];
    });
    return { items, unmatched };
  }
}
