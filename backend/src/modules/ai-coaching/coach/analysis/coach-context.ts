import type { MsQuadrant, OneOnOneQuadrant } from '@pivot/rules';

/**
 * What the client sends when it starts a session from a board: only a reference. The server
 * gathers the facts itself (`CoachContextReader`), as of the moment the coach answers, and only
 * what the user may see of that board.
 */
export type CoachContextRef = { source: 'ms-board'; teamId: string } | { source: 'one-on-one'; teamId: string; memberId: string };

/** A member on the MS board now. */
export interface BoardMemberFact {
  memberId: string;
  /** `姓 名`, as the board shows it. */
  name: string;
  skillLevel: number;
  mindsetLevel: number;
  quadrant: MsQuadrant;
  /** Days since the member was last moved (or placed, when never moved). */
  daysSinceMove: number;
}

/** A member's moves in the recent window: from where they stood before the first to where they stand now. */
export interface BoardMoveFact {
  memberId: string;
  name: string;
  moves: number;
  /** `YYYY-MM-DD` of the latest move, in the deployment's zone. */
  lastMovedOn: string;
  daysAgo: number;
  from: { skillLevel: number; mindsetLevel: number; quadrant: MsQuadrant };
  to: { skillLevel: number; mindsetLevel: number; quadrant: MsQuadrant };
}

/** A member on the user's own 1on1 board. */
export interface OneOnOneFact {
  memberId: string;
  name: string;
  quadrant: OneOnOneQuadrant;
  /** 0..1, as the 1on1 board stores them. */
  trustLevel: number;
  mindsetLevel: number;
  /** `YYYY-MM-DD`; null when no 1on1 was recorded. */
  lastSessionDate: string | null;
  /** Days from the last 1on1 to today; null when none was recorded. */
  daysSinceSession: number | null;
  /** Longer than the 1on1 board's stale rule (14 days) without a 1on1, or none at all. */
  overdue: boolean;
}

/**
 * The facts the coach is given about a board, as of `today`: the MS board's members and their
 * quadrants, who moved recently and who has stalled, and the user's own 1on1s with those members.
 * `scope: 'own'` when the user may see only their own entry (a plain member): the facts are only that.
 */
export interface CoachContext {
  source: CoachContextRef['source'];
  teamId: string;
  scope: 'team' | 'own';
  /** `YYYY-MM-DD` in the deployment's zone. */
  today: string;
  /** Moves of the last this many days count as recent. */
  recentDays: number;
  /** A member not moved for this many weeks has stalled. */
  stalledWeeks: number;
  /** Days without a 1on1 after which a member is overdue (the 1on1 board's stale rule). */
  overdueDays: number;
  /** Everyone on the MS board, by name. */
  members: BoardMemberFact[];
  /** Members who moved in the recent window, latest move first. */
  moves: BoardMoveFact[];
  /** Members not moved for `stalledWeeks` weeks or more, longest first. */
  stalled: BoardMemberFact[];
  /** The user's own 1on1 board in this team (the entries they hold 1on1s with), by name. */
  oneOnOnes: OneOnOneFact[];
  /** The one-on-one source's member: their 1on1 (and MS place when on the board). */
  focus: { memberId: string; name: string; oneOnOne: OneOnOneFact | null; board: BoardMemberFact | null } | null;
}

/** Parses a start request's `context` JSON into a board reference; null when it is none (a role-play scenario, or nothing). */
export function coachContextRefOf(json: string | null | undefined): CoachContextRef | null | 'invalid' {
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return 'invalid';
  }
  if (typeof parsed !== 'object' || parsed === null || !('source' in parsed)) return null;
  const { source, teamId, memberId } = parsed as { source: unknown; teamId?: unknown; memberId?: unknown };
  const id = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 100;
  if (source === 'ms-board' && id(teamId)) return { source, teamId: teamId as string };
  if (source === 'one-on-one' && id(teamId) && id(memberId)) return { source, teamId: teamId as string, memberId: memberId as string };
  return 'invalid';
}
