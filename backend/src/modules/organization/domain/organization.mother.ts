import type { CompanyMemberData } from '../events/company-member.events.js';
import type { DepartmentCreated, TeamCreated, UserJoinedTeam } from '../events/team.events.js';
import type { PositionCreated } from '../events/position.events.js';
import { blankCompanyMember } from './company-member.js';

// Test data builders: the smallest valid value, overridable field by field.

export const aTeamCreated = (overrides: Partial<TeamCreated['data']> = {}): TeamCreated => ({
  type: 'TeamCreated',
  data: { teamId: 'team-1', name: '営業チーム', description: null, organizationType: 'company', leaderId: 'user-1', ...overrides },
});

export const aUserJoinedTeam = (overrides: Partial<UserJoinedTeam['data']> = {}): UserJoinedTeam => ({
  type: 'UserJoinedTeam',
  data: { teamId: 'team-1', userId: 'user-1', isPrimaryTeam: false, isLeader: false, ...overrides },
});

export const aDepartmentCreated = (overrides: Partial<DepartmentCreated['data']> = {}): DepartmentCreated => ({
  type: 'DepartmentCreated',
  data: { departmentId: 'dept-1', teamId: 'team-1', name: '開発部', color: '#3B82F6', description: null, ...overrides },
});

export const aPositionCreated = (overrides: Partial<PositionCreated['data']> = {}): PositionCreated => ({
  type: 'PositionCreated',
  data: { positionId: 'pos-1', teamId: 'team-1', name: '課長', level: 3, description: null, ...overrides },
});

export const aMember = (overrides: Partial<CompanyMemberData> = {}): CompanyMemberData => ({
  ...blankCompanyMember('member-1', 'team-1'),
  firstName: '花子',
  lastName: '佐藤',
  email: 'hanako@example.com',
  ...overrides,
});
