import { calendarDate } from '../../../platform/time/calendar.js';
import { countByWeek } from './calendar-weeks.js';

/**
 * The team's movement on the MS board in a calendar month, pure: computed from each member's
 * growth history (the MS module's trail, oldest point first; the first point is where the member
 * was placed, every later one a move).
 */

/**
 * The board's four areas, as the MS page draws them: split at skill 50 and mindset 50 (levels in
 * the spec's units, derived on the server). `highMindset`: mindset high, skill low.
 */
export type MsQuadrant = 'highHigh' | 'highMindset' | 'highSkill' | 'lowLow';
export const MS_QUADRANTS: readonly MsQuadrant[] = ['highHigh', 'highMindset', 'highSkill', 'lowLow'];
export const QUADRANT_SPLIT_LEVEL = 50;

export function quadrantOf({ skillLevel, mindsetLevel }: MsLevelsAt): MsQuadrant {
  const skillHigh = skillLevel >= QUADRANT_SPLIT_LEVEL;
  if (mindsetLevel >= QUADRANT_SPLIT_LEVEL) return skillHigh ? 'highHigh' : 'highMindset';
  return skillHigh ? 'highSkill' : 'lowLow';
}

export interface MsLevelsAt {
  skillLevel: number;
  mindsetLevel: number;
}

export interface MemberTrail {
  entryId: string;
  memberId: string;
  memberName: string;
  /** Oldest first; `timestamp` an ISO instant. */
  history: readonly (MsLevelsAt & { timestamp: string })[];
}

export interface MsMover {
  entryId: string;
  memberId: string;
  memberName: string;
  /** Moves recorded in the month. */
  moves: number;
  /** Where the member stood when the month began (where they were placed, when that was in the month). */
  from: MsLevelsAt & { quadrant: MsQuadrant };
  /** Where the member stands after the month's last move. */
  to: MsLevelsAt & { quadrant: MsQuadrant };
  skillChange: number;
  mindsetChange: number;
}

export interface MsMovement {
  /** `YYYY-MM`. */
  month: string;
  membersOnBoard: number;
  /** Members with at least one move in the month. */
  membersMoved: number;
  /** Moves in the month, all members. */
  moves: number;
  /** Mean change over the members who moved, one decimal; null when nobody moved. */
  averageSkillChange: number | null;
  averageMindsetChange: number | null;
  /** Members who moved and now stand in another quadrant than at the month's start. */
  crossedQuadrant: number;
  /** Members who moved, the largest change first. */
  movers: MsMover[];
  /** Moves per week (Mondays of `weekStarts`). */
  weeks: { weekStart: string; count: number }[];
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

function withQuadrant(levels: MsLevelsAt): MsLevelsAt & { quadrant: MsQuadrant } {
  return { skillLevel: levels.skillLevel, mindsetLevel: levels.mindsetLevel, quadrant: quadrantOf(levels) };
}

/**
 * `today`: a `YYYY-MM-DD` date in `timeZone`; the month is today's, and a point's date is taken
 * in `timeZone` too. `weekStarts`: the Mondays of the weekly chart, oldest first.
 */
export function msMovement(
  trails: readonly MemberTrail[],
  { today, timeZone, weekStarts }: { today: string; timeZone: string; weekStarts: readonly string[] },
): MsMovement {
  const month = today.slice(0, 7);
  const movers: MsMover[] = [];
  const moveDates: { date: string; count: number }[] = [];
  for (const trail of trails) {
    const dated = trail.history.map((point) => ({ ...point, date: calendarDate(new Date(point.timestamp), timeZone) }));
    // The first point is the placement, not a move.
    const moves = dated.slice(1);
    for (const move of moves) moveDates.push({ date: move.date, count: 1 });
    const movesThisMonth = moves.filter((point) => point.date.slice(0, 7) === month).length;
    if (movesThisMonth === 0) continue;
    const before = dated.filter((point) => point.date.slice(0, 7) < month).at(-1) ?? dated[0];
    const after = dated.at(-1)!;
    movers.push({
      entryId: trail.entryId,
      memberId: trail.memberId,
      memberName: trail.memberName,
      moves: movesThisMonth,
      from: withQuadrant(before),
      to: withQuadrant(after),
      skillChange: after.skillLevel - before.skillLevel,
      mindsetChange: after.mindsetLevel - before.mindsetLevel,
    });
  }
  movers.sort(
    (a, b) =>
      Math.abs(b.skillChange) + Math.abs(b.mindsetChange) - (Math.abs(a.skillChange) + Math.abs(a.mindsetChange)) ||
      a.memberName.localeCompare(b.memberName, 'ja') ||
      a.entryId.localeCompare(b.entryId),
  );
  const average = (pick: (mover: MsMover) => number) =>
    movers.length === 0 ? null : oneDecimal(movers.reduce((sum, mover) => sum + pick(mover), 0) / movers.length);
  return {
    month,
    membersOnBoard: trails.length,
    membersMoved: movers.length,
    moves: movers.reduce((sum, mover) => sum + mover.moves, 0),
    averageSkillChange: average((mover) => mover.skillChange),
    averageMindsetChange: average((mover) => mover.mindsetChange),
    crossedQuadrant: movers.filter((mover) => mover.from.quadrant !== mover.to.quadrant).length,
    movers,
    weeks: countByWeek(weekStarts, moveDates),
  };
}
