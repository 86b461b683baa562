import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import type { BoardView } from '../../organization/index.js';
import { levelsAt } from '@pivot/rules';
import { msMatrixEntryId } from '../domain/ms-matrix-entry.js';
import type { MsMatrixEntryRow, MsMatrixGrowthPointRow } from '../projections/ms-matrix-board/ms-matrix-board.read-model.js';
import type { GrowthPointView, MemberGrowthHistoryView } from './get-team-growth-history/get-team-growth-history.query.js';

/** The entry's columns as its entity names them, and when it last changed, in epoch milliseconds. */
type EntryRow = Pick<MsMatrixEntryRow, 'id' | 'memberId' | 'memberName' | 'positionX' | 'positionY'> & { updatedMs: number };

/** The point's columns as its entity names them, and when it was recorded, in epoch milliseconds. */
type PointRow = Pick<MsMatrixGrowthPointRow, 'entryId' | 'id' | 'x' | 'y'> & { recordedMs: number };

/**
 * The MS module's published reads, exported by `MsMatrixModule` and re-exported from `index.ts`
 * (import the module in yours). Answered from this module's read models; access is the caller's
 * to check (`OrganizationDirectory.requireBoardView` answers the `BoardView` to pass).
 */
@Injectable()
export class MsMatrixReader {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /**
   * The growth history of the team's board as `view` allows: every member's (`team`), or only the
   * reader's own entry (`own`; none while no member is linked to them). `history` oldest first.
   *
   * Built for a whole team at once (200 members × 50 points must answer in tens of milliseconds):
   * two index-ordered scans with plain SQL (no entity hydration, times as epoch milliseconds), and
   * the nested shape assembled in one pass over the points, which arrive grouped by entry.
   */
  async teamGrowthHistory(teamId: string, view: BoardView): Promise<MemberGrowthHistoryView[]> {
    let ownEntryId: string | null = null;
    if (view.scope === 'own') {
      if (view.memberId === null) return [];
      ownEntryId = msMatrixEntryId(teamId, view.memberId);
    }
    const params = ownEntryId === null ? [teamId] : [teamId, ownEntryId];
    const [entries, points] = await Promise.all([
      this.manager.query<EntryRow[]>(
        `SELECT id, member_id AS "memberId", member_name AS "memberName", position_x AS "positionX", position_y AS "positionY",
                (extract(epoch FROM updated_at) * 1000)::float8 AS "updatedMs"
         FROM ms_matrix_entries WHERE team_id = $1${ownEntryId === null ? '' : ' AND id = $2'} ORDER BY member_name, id`,
        params,
      ),
      this.manager.query<PointRow[]>(
        `SELECT entry_id AS "entryId", id, x, y, (extract(epoch FROM recorded_at) * 1000)::float8 AS "recordedMs"
         FROM ms_matrix_growth_points WHERE team_id = $1${ownEntryId === null ? '' : ' AND entry_id = $2'} ORDER BY entry_id, event_position`,
        params,
      ),
    ]);

    const historyByEntry = new Map<string, GrowthPointView[]>();
    let current: GrowthPointView[] | undefined;
    let currentEntryId: string | undefined;
    for (const p of points) {
      if (p.entryId !== currentEntryId) {
        currentEntryId = p.entryId;
        current = [];
        historyByEntry.set(p.entryId, current);
      }
      current!.push({ id: p.id, x: p.x, y: p.y, ...levelsAt(p), timestamp: new Date(p.recordedMs).toISOString() });
    }

    return entries.map((e) => {
      const history = historyByEntry.get(e.id) ?? [];
      const last = history[history.length - 1];
      const position = { x: e.positionX, y: e.positionY };
      return {
        entryId: e.id,
        memberId: e.memberId,
        memberName: e.memberName,
        history,
        currentPosition: {
          ...position,
          ...levelsAt(position),
          timestamp: last ? last.timestamp : new Date(e.updatedMs).toISOString(),
        },
        growthPath: history.map((h) => ({ x: h.x, y: h.y })),
      };
    });
  }
}
