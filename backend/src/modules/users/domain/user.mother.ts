import type { UserEvent, UserRegistered } from '../events/user.events.js';

/** Test data builders for the user stream. */
export const aUserRegistered = (overrides: Partial<UserRegistered['data']> = {}): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: 'user-1',
    email: 'manager@demo.example',
    firstName: '誠',
    lastName: '高橋',
    userType: 'member',
    profileImageUrl: null,
    emailVerified: true,
    ...overrides,
  },
});

export const aProfileUpdate = (overrides: Partial<Extract<UserEvent, { type: 'UserProfileUpdated' }>['data']> = {}): UserEvent => ({
  type: 'UserProfileUpdated',
  data: { userId: 'user-1', firstName: '誠', lastName: '高橋', hireDate: '2020-04-01', notes: '1on1 を毎週実施', ...overrides },
});
