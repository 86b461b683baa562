import type { SessionUser } from './session-user.js';

/** The signed-in user a test's commands run as: a plain member unless the test says otherwise. */
export const aSessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'user-1',
  email: 'user-1@example.com',
  firstName: '太郎',
  lastName: '山田',
  userType: 'member',
  isAdmin: false,
  isTeamAdmin: false,
  ...overrides,
});
