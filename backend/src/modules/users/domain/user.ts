import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { UserType } from '../../../platform/auth/session-user.js';
import type { UserEvent } from '../events/user.events.js';
import { InvalidProfileError, UserAlreadyRegisteredError, UserNotFoundError } from './user.errors.js';

export const userStreamId = (userId: string) => `user-${userId}`;

export type UserState =
  | { status: 'none' }
  | {
      status: 'registered';
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      userType: UserType;
      profileImageUrl: string | null;
      hireDate: string | null;
      notes: string | null;
      lastSignedInAt: string | null;
    };

export type RegisteredUser = Extract<UserState, { status: 'registered' }>;

export type UserCommand =
  | {
      type: 'RegisterUser';
      data: {
        userId: string;
        email: string;
        firstName: string;
        lastName: string;
        userType: UserType;
        profileImageUrl: string | null;
        emailVerified: boolean;
        /** Set when registration happens at the person's first sign-in. */
        signedInAt: string | null;
      };
    }
  | { type: 'RecordSignIn'; data: { signedInAt: string } }
  | { type: 'UpdateProfile'; data: { firstName: string; lastName: string; hireDate: string | null; notes: string | null } }
  | { type: 'ChangeUserRole'; data: { userType: UserType } };

export const NAME_MAX_LENGTH = 100;
export const NOTES_MAX_LENGTH = 2000;

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        id: event.data.userId,
        email: event.data.email,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        userType: event.data.userType,
        profileImageUrl: event.data.profileImageUrl,
        hireDate: null,
        notes: null,
        lastSignedInAt: null,
      };
    case 'UserSignedIn':
      return state.status === 'registered' ? { ...state, lastSignedInAt: event.data.signedInAt } : state;
    case 'UserProfileUpdated':
      return state.status === 'registered'
        ? { ...state, firstName: event.data.firstName, lastName: event.data.lastName, hireDate: event.data.hireDate, notes: event.data.notes }
        : state;
    case 'UserRoleChanged':
      return state.status === 'registered' ? { ...state, userType: event.data.userType } : state;
    default:
      return assertNever(event);
  }
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status === 'registered') throw new UserAlreadyRegisteredError();
      const { signedInAt, ...data } = command.data;
      const registered: UserEvent = { type: 'UserRegistered', data };
      return signedInAt ? [registered, { type: 'UserSignedIn', data: { userId: data.userId, signedInAt } }] : [registered];
    }
    case 'RecordSignIn':
      if (state.status !== 'registered') throw new UserNotFoundError();
      return [{ type: 'UserSignedIn', data: { userId: state.id, signedInAt: command.data.signedInAt } }];
    case 'UpdateProfile': {
      if (state.status !== 'registered') throw new UserNotFoundError();
      const firstName = command.data.firstName.trim();
      const lastName = command.data.lastName.trim();
      const notes = command.data.notes?.trim() ? command.data.notes.trim() : null;
      if (!firstName) throw new InvalidProfileError('firstName: 名を入力してください');
      if (firstName.length > NAME_MAX_LENGTH || lastName.length > NAME_MAX_LENGTH) {
        throw new InvalidProfileError(`名前は${NAME_MAX_LENGTH}文字以内で入力してください`);
      }
      if (notes && notes.length > NOTES_MAX_LENGTH) throw new InvalidProfileError(`notes: メモは${NOTES_MAX_LENGTH}文字以内で入力してください`);
      const hireDate = command.data.hireDate;
      if (
        firstName === state.firstName &&
        lastName === state.lastName &&
        hireDate === state.hireDate &&
        notes === state.notes
      ) {
        return [];
      }
      return [{ type: 'UserProfileUpdated', data: { userId: state.id, firstName, lastName, hireDate, notes } }];
    }
    case 'ChangeUserRole':
      if (state.status !== 'registered') throw new UserNotFoundError();
      return command.data.userType === state.userType ? [] : [{ type: 'UserRoleChanged', data: { userId: state.id, userType: command.data.userType } }];
    default:
      return assertNever(command);
  }
}

/** A user of the community: registered at first sign-in (or by the seed), then edits their profile. */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
