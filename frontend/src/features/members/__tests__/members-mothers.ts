import type {
  CompanyMemberResponse,
  DepartmentResponse,
  MemberStatsResponse,
  PositionResponse,
} from '../../../shared/api/generated/api';

let sequence = 0;
const next = (prefix: string) => `${prefix}-${(sequence += 1)}`;

/** A company member as GET /api/company-members/team/{teamId} answers. */
export function aMember(overrides: Partial<CompanyMemberResponse> = {}): CompanyMemberResponse {
  const lastName = overrides.lastName ?? '山田';
  const firstName = overrides.firstName ?? '太郎';
  return {
    id: next('member'),
    teamId: 'team-1',
    firstName,
    lastName,
    displayName: `${lastName} ${firstName}`,
    email: null,
    phoneNumber: null,
    positionId: null,
    positionName: null,
    position: null,
    departmentId: null,
    departmentName: null,
    departmentTags: [],
    teamTags: ['team-1'],
    organizationName: null,
    companyName: null,
    notes: null,
    hireDate: null,
    revision: 1,
    createdAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aPosition(overrides: Partial<PositionResponse> = {}): PositionResponse {
  return {
    id: next('position'),
    name: '課長',
    level: 5,
    description: null,
    teamId: 'team-1',
    isActive: true,
    memberCount: 0,
    createdAt: '2026-10-01T00:00:00.000Z',
    revision: 1,
    ...overrides,
  };
}

export function aDepartment(overrides: Partial<DepartmentResponse> = {}): DepartmentResponse {
  return {
    id: next('department'),
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

export function someStats(overrides: Partial<MemberStatsResponse> = {}): MemberStatsResponse {
  return { totalMembers: 0, positions: 0, newHiresThisMonth: 0, month: '2026-11', ...overrides };
}
