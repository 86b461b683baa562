import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SessionUser } from '../../../platform/auth/session-user.js';
import { searchIndexOf } from '../../../platform/search/document-terms.js';
import type { FoundItems } from '../../../platform/search/hit.js';
import type { AnalysedQuery } from '../../../platform/search/query.js';
import { RankedSearch } from '../../../platform/search/ranking.js';
import { readableTeamIds } from './shared/read-access.js';

/** A member a search found, best first. */
export interface MemberHit {
  id: string;
  score: number;
}

/**
 * The member search (platform/search over `member_search_*`, decision 0092): by name, フリガナ
 * (typed in hiragana, katakana or half-width kana), department and position; every part of the
 * query must match (山田 営業部 is a 山田 in 営業部), and match whole (`wholeParts`: 人材開発部 does
 * not find 開発部, しょうじ does not find しょうた). Only members of the teams given are found:
 * the callers pass the teams whose roster the reader may open (`readableTeamIds`), the members
 * list's own rule.
 */
@Injectable()
export class MemberSearch {
  private readonly ranked = new RankedSearch(searchIndexOf('member_search'));

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async find(query: AnalysedQuery, teams: readonly string[] | 'all', limit: number): Promise<{ hits: MemberHit[]; unmatched: string[] }> {
    // A reader of no team has no member to find: every part of the query is unmatched for them.
    if (teams !== 'all' && teams.length === 0) return { hits: [], unmatched: query.parts.map((part) => part.text) };
    const { rows, unmatched } = await this.ranked.rank<MemberHit>(this.db.manager, query, {
      where: teams === 'all' ? undefined : `EXISTS (SELECT 1 FROM member_search_sources s WHERE s.id = d.id AND s.team_id = ANY($1::text[]))`,
      params: teams === 'all' ? [] : [teams],
      columns: 'd.id',
      matchAllParts: true,
      wholeParts: true,
      limit,
    });
    return { hits: rows, unmatched };
  }

  /** The global search's view: members of the reader's teams, each with its team and department as where it lives. */
  async items(reader: SessionUser, query: AnalysedQuery, limit: number): Promise<FoundItems> {
    const { hits, unmatched } = await this.find(query, await readableTeamIds(this.db, reader), limit);
    if (hits.length === 0) return { items: [], unmatched };
    const rows: { id: string; name: string; furigana: string | null; team: string | null; department: string | null; position: string | null }[] = await this.db.query(
      `SELECT m.id, m.last_name || ' ' || m.first_name AS name, m.furigana, t.name AS team, d.name AS department, p.name AS position
         FROM company_members m
         LEFT JOIN teams t ON t.id = m.team_id
         LEFT JOIN departments d ON d.id = m.department_id
         LEFT JOIN positions p ON p.id = m.position_id
        WHERE m.id = ANY($1::text[])`,
      [hits.map((hit) => hit.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = hits.flatMap(({ id, score }) => {
      const row = byId.get(id);
      if (!row) return [];
      const breadcrumb = ['メンバー', ...[row.team, row.department].filter((part): part is string => !!part)];
      const text = [row.furigana, row.department, row.position].filter(Boolean).join('・');
      return [{ kind: 'member', id, title: row.name, breadcrumb, text, score }];
    });
    return { items, unmatched };
  }
}
