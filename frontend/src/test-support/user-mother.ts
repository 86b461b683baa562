import type { CurrentUser } from '../shared/auth/current-user';

/** A signed-in user as /api/auth/user answers; override what a test cares about. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'manager@demo.example',
    firstName: '太郎',
    lastName: '山田',
    userType: 'member',
    isAdmin: false,
    profileImageUrl: null,
    hireDate: null,
    notes: null,
    isActive: true,
    lastLoginAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    revision: 1,
    ...overrides,
  };
}
