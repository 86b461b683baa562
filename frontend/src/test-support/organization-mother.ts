import type { CompanyMemberResponse } from '../shared/api/generated/company-members';
import type { DepartmentResponse } from '../shared/api/generated/departments';

/**
 * A company member as the server answers one: the name given, everything optional empty. Each
 * feature's mother adds its own defaults (id, team, position, department) as overrides.
 */
export function companyMember(overrides: Partial<CompanyMemberResponse> & { lastName: string; firstName: string }): CompanyMemberResponse {
  const { lastName, firstName } = overrides;
  return {
    id: 'member-1',
    teamId: 'team-1',
    displayName: `${lastName} ${firstName}`,
    furigana: null,
    email: null,
    phoneNumber: null,
    positionId: null,
    positionName: null,
    position: null,
    departmentId: null,
    departmentName: null,
    departmentTags: [],
    teamTags: [],
    organizationName: null,
    companyName: null,
    notes: null,
    hireDate: null,
    pictureUrl: null,
    revision: 1,
    createdAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A department (営業部, blue, active, nobody in it) as the server answers one; override what a test cares about. */
export function department(overrides: Partial<DepartmentResponse> = {}): DepartmentResponse {
  return {
    id: 'department-1',
    name: '営業部',
    teamId: 'team-1',
    color: '#3B82F6',
    description: null,
    isActive: true,
    memberCount: 0,
    createdAt: '2026-10-01T00:00:00.000Z',
    revision: 1,
    ...overrides,
  };
}
