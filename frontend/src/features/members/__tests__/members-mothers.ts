import type { CompanyMemberResponse, MemberStatsResponse } from '../../../shared/api/generated/company-members';
import type { DepartmentResponse } from '../../../shared/api/generated/departments';
import type { PositionResponse } from '../../../shared/api/generated/positions';
import { companyMember, department } from '../../../test-support/organization-mother';

let sequence = 0;
const next = (prefix: string) => `${prefix}-${(sequence += 1)}`;

/** A company member as GET /api/company-members/team/{teamId} answers. */
export function aMember(overrides: Partial<CompanyMemberResponse> = {}): CompanyMemberResponse {
  return companyMember({ id: next('member'), teamTags: ['team-1'], lastName: '山田', firstName: '太郎', ...overrides });
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
  return department({ id: next('department'), ...overrides });
}

export function someStats(overrides: Partial<MemberStatsResponse> = {}): MemberStatsResponse {
  return { totalMembers: 0, positions: 0, newHiresThisMonth: 0, month: '2026-11', ...overrides };
}
