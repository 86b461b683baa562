import type { DashboardSummaryResponse, UserDepartmentResponse } from '../../../shared/api/generated/api';

/** A dashboard summary as GET /api/dashboard/summary answers; override what a test cares about. */
export function aDashboardSummary(overrides: Partial<DashboardSummaryResponse> = {}): DashboardSummaryResponse {
  return { joinedTeams: 0, managedMembers: 0, sessionsThisMonth: 0, upcomingSessions: [], ...overrides };
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
