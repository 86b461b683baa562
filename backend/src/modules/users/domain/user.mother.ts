import { aSessionUser } from '../../../platform/auth/session-user.mother.js';
import type { UserEvent, UserRegistered } from '../events/user.events.js';
import { RegisterUser, UpdateProfile } from './user.commands.js';

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

/** Registers user-1 as aUserRegistered() has it, with no sign-in. */
export const aRegisterCommand = (overrides: Partial<RegisterUser['data']> = {}): RegisterUser =>
  new RegisterUser(
    { ...aUserRegistered().data, signedInAt: null, ...overrides },
  );

export const anUpdateProfileCommand = (overrides: Partial<UpdateProfile['data']> = {}): UpdateProfile =>
  new UpdateProfile(
    { userId: 'user-1', firstName: '誠', lastName: '高橋', hireDate: '2020-04-01', notes: '1on1 を毎週実施', ...overrides },
    aSessionUser(),
  );
