import { Injectable } from '@nestjs/common';
import { msQuadrantOf } from '@pivot/rules';
import type { SessionUser } from '../../../../platform/auth/session-user.js';
import { calendarDate, daysBetween } from '../../../../platform/time/calendar.js';
import { DeploymentClock } from '../../../../platform/time/deployment-clock.js';
import { MsMatrixReader } from '../../../ms-matrix/index.js';
import { OneOnOneReader, type OneOnOneEntrySummary } from '../../../one-on-one/index.js';
import { OrganizationDirectory } from '../../../organization/index.js';
import type { BoardMemberFact, BoardMoveFact, CoachContext, CoachContextRef, OneOnOneFact } from '../../coach/analysis/coach-context.js';
import { CoachMemberNotFoundError, coachTeamRefused } from './coach-context.errors.js';

/** Moves of the last four weeks are recent. */
export const RECENT_DAYS = 28;
/** No move for eight weeks: stalled. */
export const STALLED_WEEKS = 8;
/** The 1on1 board's stale rule (spec part 1 §9): more than 14 days without a 1on1. */
export const OVERDUE_DAYS = 14;

/**
 * Gathers the facts a board-started session gives the coach, through the owning modules'
 * published reads: the organisation's board visibility rule (the same check as the board's own
 * query: a refused team is a 403 or 404 and nothing is gathered), the MS module's growth history
 * (positions, quadrants, moves) and the 1on1 module's entries of the user (quadrants, last 1on1).
 */
@Injectable()
export class CoachContextReader {
  constructor(
    private readonly organization: OrganizationDirectory,
    private readonly msMatrix: MsMatrixReader,
    private readonly oneOnOnes: OneOnOneReader,
    private readonly clock: DeploymentClock,
  ) {}

  async gather(user: SessionUser, ref: CoachContextRef): Promise<CoachContext> {
    const view = await this.organization.requireBoardView(ref.teamId, user, coachTeamRefused);
    const today = this.clock.today();
    const timeZone = this.clock.timeZone;
    const dayOf = (iso: string) => calendarDate(new Date(iso), timeZone);
    const trails = await this.msMatrix.teamGrowthHistory(ref.teamId, view);

    const members: BoardMemberFact[] = trails.map((trail) => {
      const { skillLevel, mindsetLevel, timestamp } = trail.currentPosition;
      return { memberId: trail.memberId, name: trail.memberName, skillLevel, mindsetLevel, quadrant: msQuadrantOf({ skillLevel, mindsetLevel }), daysSinceMove: daysBetween(dayOf(timestamp), today) };
    });

    const moves: BoardMoveFact[] = trails.flatMap((trail) => {
      // The first point is where the member was placed; every later one is a move.
      const recent = trail.history.map((point, index) => ({ point, index })).filter(({ point, index }) => index > 0 && daysBetween(dayOf(point.timestamp), today) <= RECENT_DAYS);
      if (recent.length === 0) return [];
      const before = trail.history[recent[0].index - 1];
      const last = recent[recent.length - 1].point;
      const lastMovedOn = dayOf(last.timestamp);
      const place = (p: { skillLevel: number; mindsetLevel: number }) => ({ skillLevel: p.skillLevel, mindsetLevel: p.mindsetLevel, quadrant: msQuadrantOf(p) });
      return [{ memberId: trail.memberId, name: trail.memberName, moves: recent.length, lastMovedOn, daysAgo: daysBetween(lastMovedOn, today), from: place(before), to: place(last) }];
    });
    moves.sort((a, b) => a.daysAgo - b.daysAgo || a.name.localeCompare(b.name, 'ja'));

    const stalled = members.filter((m) => m.daysSinceMove >= STALLED_WEEKS * 7).sort((a, b) => b.daysSinceMove - a.daysSinceMove || a.name.localeCompare(b.name, 'ja'));

    // The user's own 1on1 board in this team: what the 1on1 page shows them.
    const entries = await this.oneOnOnes.entries({ managerId: user.id, teamId: ref.teamId }, { today, timeZone });
    const oneOnOnes = entries.map((entry) => this.oneOnOneFact(entry, today));

    let focus: CoachContext['focus'] = null;
    if (ref.source === 'one-on-one') {
      const oneOnOne = oneOnOnes.find((o) => o.memberId === ref.memberId) ?? null;
      const board = members.find((m) => m.memberId === ref.memberId) ?? null;
      if (!oneOnOne && !board) throw new CoachMemberNotFoundError();
      focus = { memberId: ref.memberId, name: oneOnOne?.name ?? board!.name, oneOnOne, board };
    }
    return { source: ref.source, teamId: ref.teamId, scope: view.scope, today, recentDays: RECENT_DAYS, stalledWeeks: STALLED_WEEKS, overdueDays: OVERDUE_DAYS, members, moves, stalled, oneOnOnes, focus };
  }

  private oneOnOneFact(entry: OneOnOneEntrySummary, today: string): OneOnOneFact {
    const daysSinceSession = entry.lastSessionDate ? daysBetween(entry.lastSessionDate, today) : null;
    return {
      memberId: entry.employeeId,
      name: entry.employeeName,
      quadrant: entry.recommendedApproach,
      trustLevel: entry.trustLevel,
      mindsetLevel: entry.mindsetLevel,
      lastSessionDate: entry.lastSessionDate,
      daysSinceSession,
      overdue: daysSinceSession === null || daysSinceSession > OVERDUE_DAYS,
    };
  }
}
