import type { TeamResponse } from '../shared/api/generated/teams';

let sequence = 0;

/** A team as GET /api/teams answers; override what a test cares about. */
export function aTeam(overrides: Partial<TeamResponse> = {}): TeamResponse {
  sequence += 1;
  return {
    id: `team-${sequence}`,
    name: `チーム${sequence}`,
    description: null,
    organizationType: 'company',
    leaderId: '00000000-0000-4000-8000-000000000001',
    isActive: true,
    memberCount: 1,
    createdAt: '2026-10-01T00:00:00.000Z',
    revision: 1,
    isMember: true,
    isOpen: false,
    joinRequested: false,
    canReadBoard: true,
    canManage: true,
    ...overrides,
  };
}
