import type { DashboardFirstScreenResponse, DashboardSummaryResponse, MsMovementResponse, MsMoverResponse, WeeklyCountResponse } from '../../../shared/api/generated/dashboard';
import type { UserDepartmentResponse } from '../../../shared/api/generated/departments';
import { aLearningSummary } from '../../../test-support/learning-mother';

/** Twelve weeks ending with the week of Monday 23 November 2026; `counts` fills the last weeks (oldest first). */
export function someWeeks(counts: number[] = []): WeeklyCountResponse[] {
  const padded = [...Array(Math.max(12 - counts.length, 0)).fill(0), ...counts].slice(-12) as number[];
  return padded.map((count, index) => {
    const monday = new Date(Date.UTC(2026, 10, 23 - 7 * (11 - index)));
    return { weekStart: monday.toISOString().slice(0, 10), count };
  });
}

/** A dashboard summary as GET /api/dashboard/summary answers; override what a test cares about. */
export function aDashboardSummary(overrides: Partial<DashboardSummaryResponse> = {}): DashboardSummaryResponse {
  return {
    joinedTeams: 0,
    managedMembers: 0,
    sessionsThisMonth: 0,
    upcomingSessions: [],
    oneOnOneCadence: { weeks: someWeeks(), staleAfterDays: 14, staleMembers: [] },
    ...overrides,
  };
}

/**
 * The dashboard's first screen as GET /api/dashboard/first-screen answers it: the summary, no
 * journal entry and no learning content yet.
 */
export function aDashboardFirstScreen(summary: DashboardSummaryResponse = aDashboardSummary()): DashboardFirstScreenResponse {
  return {
    summary,
    journal: { total: 0, latest: [] },
    learning: aLearningSummary({ totalCount: 0, badges: [], categories: [] }),
  };
}

/** A member who moved this month, as the MS movement lists them. */
export function aMover(overrides: Partial<MsMoverResponse> = {}): MsMoverResponse {
  return {
    entryId: 'entry-1',
    memberId: 'member-1',
    memberName: '山田 太郎',
    moves: 1,
    from: { skillLevel: 30, mindsetLevel: 40, quadrant: 'lowLow' },
    to: { skillLevel: 60, mindsetLevel: 70, quadrant: 'highHigh' },
    skillChange: 30,
    mindsetChange: 30,
    ...overrides,
  };
}

/** A team's MS movement as GET /api/dashboard/ms-movement/{teamId} answers. */
export function anMsMovement(overrides: Partial<MsMovementResponse> = {}): MsMovementResponse {
  return {
    teamId: 'team-1',
    scope: 'team',
    month: '2026-11',
    membersOnBoard: 0,
    membersMoved: 0,
    moves: 0,
    averageSkillChange: null,
    averageMindsetChange: null,
    crossedQuadrant: 0,
    movers: [],
    weeks: someWeeks(),
    ...overrides,
  };
}

/** One of a user's departments as GET /api/users/{id}/departments answers. */
export function aUserDepartment(overrides: Partial<UserDepartmentResponse> = {}): UserDepartmentResponse {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    departmentId: 'department-1',
    teamId: 'team-1',
    name: '営業部',
    color: '#3B82F6',
    isMain: true,
    joinedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}
