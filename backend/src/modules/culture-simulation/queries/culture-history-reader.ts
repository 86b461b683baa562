import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ReadYourWrites } from '../../../platform/projections/read-your-writes.js';
import { msLevelsAt } from '../../ms-matrix/index.js';
import { OrganizationDirectory } from '../../organization/index.js';
import { APPROACHES, MS_QUADRANTS, quadrantOf, type Approach, type MemberHistory, type MsQuadrant, type TeamHistory } from '../domain/culture-model.js';
import { CULTURE_HISTORY } from '../projections/culture-history/culture-history.projection.js';
import type { CultureMsPointRow, CultureSessionRow } from '../projections/culture-history/culture-history.read-model.js';

type PointRow = Pick<CultureMsPointRow, 'memberId' | 'x' | 'y' | 'at'>;
type SessionRow = Pick<CultureSessionRow, 'sessionDate' | 'approach'> & { memberId: string };

/** A session date is a calendar day; it counts at noon UTC, inside that day for every zone from UTC−12 to UTC+11. */
const sessionInstant = (date: string) => Date.parse(`${date}T12:00:00Z`);

/**
 * Reads this module's own copy of a team's history (never another module's tables) as the
 * estimator's input: trails in MS levels, and the sessions, gifts and completions of the team's
 * company members (users linked by their e-mail hash).
 */
@Injectable()
export class CultureHistoryReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly organization: OrganizationDirectory,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async teamHistory(teamId: string, now: Date): Promise<TeamHistory> {
    // The history up to now, a move made a moment ago included (decision 0055).
    await this.readYourWrites.beforeReading([CULTURE_HISTORY]);
    // One snapshot: a point and the session that moved it are read as of the same moment.
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const points: PointRow[] = await manager.query(
        `SELECT member_id AS "memberId", x, y, at FROM culture_ms_points WHERE team_id = $1 AND at <= $2 ORDER BY member_id, at, point_id`,
        [teamId, now],
      );
      const memberIds = [...new Set(points.map((p) => p.memberId))];
      const sessions: SessionRow[] = await manager.query(
        `SELECT e.member_id AS "memberId", to_char(s.session_date, 'YYYY-MM-DD') AS "sessionDate", s.approach
           FROM culture_sessions s JOIN culture_one_on_one_entries e ON e.entry_id = s.entry_id
          WHERE e.member_id = ANY($1::text[])`,
        [memberIds],
      );
      const linked = (table: 'culture_gifts' | 'culture_learning', extra: string) =>
        manager.query(
          `SELECT m.member_id AS "memberId", t.at${extra}
             FROM ${table} t
             JOIN culture_user_links u ON u.user_id = t.user_id
             JOIN culture_member_links m ON m.email_hash = u.email_hash AND m.team_id = $1
            WHERE m.member_id = ANY($2::text[]) AND t.at <= $3`,
          [teamId, memberIds, now],
        ) as Promise<{ memberId: string; at: Date; kind?: string }[]>;
      const gifts = await linked('culture_gifts', ', t.kind');
      const learning = await linked('culture_learning', '');
      const names = await this.organization.memberNames(memberIds);
      const byMember = new Map<string, MemberHistory>();
      for (const row of points) {
        const member = byMember.get(row.memberId) ?? { memberId: row.memberId, name: names.get(row.memberId) ?? '', points: [] };
        const levels = msLevelsAt({ x: row.x, y: row.y });
        member.points.push({ at: new Date(row.at).getTime(), skill: levels.skillLevel, mindset: levels.mindsetLevel, x: row.x, y: row.y });
        byMember.set(row.memberId, member);
      }
      return {
        members: [...byMember.values()].filter((m) => names.has(m.memberId)),
        sessions: sessions
          .filter((s) => (APPROACHES as readonly string[]).includes(s.approach) && sessionInstant(s.sessionDate) <= now.getTime())
          .map((s) => ({ memberId: s.memberId, at: sessionInstant(s.sessionDate), approach: s.approach as Approach })),
        gifts: gifts.map((g) => ({ memberId: g.memberId, at: new Date(g.at).getTime(), kind: g.kind === 'feed_forward' ? 'feed_forward' : 'feedback' })),
        learning: learning.map((l) => ({ memberId: l.memberId, at: new Date(l.at).getTime() })),
        now: now.getTime(),
      };
    });
  }
}

/** How many members were in each quadrant at an instant: each member's last point up to then. */
export function distributionAt(history: TeamHistory, at: number): { quadrants: Record<MsQuadrant, number>; members: number } {
  const quadrants = Object.fromEntries(MS_QUADRANTS.map((q) => [q, 0])) as Record<MsQuadrant, number>;
  let members = 0;
  for (const member of history.members) {
    const before = member.points.filter((p) => p.at <= at);
    if (before.length === 0) continue;
    const last = before[before.length - 1];
    quadrants[quadrantOf(last.skill, last.mindset)]++;
    members++;
  }
  return { quadrants, members };
}
