import { USER_PROFILE_LIMITS } from '@pivot/rules';
import { assertNever, type Decider } from '../../../platform/domain/decider.js';
import type { UserEvent } from '../events/user.events.js';
import { isEmailAddress, normaliseEmail } from './email.js';
import { sameIdentity, type IssuerIdentity } from './identity.js';
import type { RegisteredUser, UserStreamCommand } from './user.commands.js';
import { InvalidProfileError, UserAlreadyRegisteredError, UserNotFoundError } from './user.errors.js';
import { streamCategory } from '../../../platform/domain/stream-folders.js';

export const userStream = streamCategory('user');

export type UserState = { status: 'none' } | RegisteredUser;

/** Shared with the client's profile form. */
const NAME_MAX_LENGTH = USER_PROFILE_LIMITS.name.max;
const NOTES_MAX_LENGTH = USER_PROFILE_LIMITS.notes.max;

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
        identities: [],
      };
    case 'UserSignedIn':
      return state.status === 'registered' ? { ...state, lastSignedInAt: event.data.signedInAt } : state;
    case 'UserProfileUpdated':
      return state.status === 'registered'
        ? { ...state, firstName: event.data.firstName, lastName: event.data.lastName, hireDate: event.data.hireDate, notes: event.data.notes }
        : state;
    case 'UserRoleChanged':
      return state.status === 'registered' ? { ...state, userType: event.data.userType } : state;
    case 'UserIdentityLinked':
      return state.status === 'registered'
        ? { ...state, identities: [...state.identities, { issuer: event.data.issuer, subject: event.data.subject }] }
        : state;
    case 'ProfilePictureChanged':
      return state.status === 'registered' ? { ...state, profileImageUrl: event.data.pictureUrl } : state;
    default:
      return assertNever(event);
  }
}

function linked(userId: string, identity: IssuerIdentity): UserEvent {
  return { type: 'UserIdentityLinked', data: { userId, issuer: identity.issuer, subject: identity.subject } };
}

function decide(command: UserStreamCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status === 'registered') throw new UserAlreadyRegisteredError();
      const { userId, signedInAt } = command.data;
      const email = normaliseEmail(command.data.email);
      if (!isEmailAddress(email)) throw new InvalidProfileError('email: メールアドレスの形式が正しくありません');
      const registered: UserEvent = {
        type: 'UserRegistered',
        data: {
          userId,
          email,
          firstName: command.data.firstName?.trim() ?? '',
          lastName: command.data.lastName?.trim() ?? '',
          userType: command.data.userType ?? 'member',
          profileImageUrl: command.data.profileImageUrl ?? null,
          emailVerified: command.data.emailVerified ?? false,
        },
      };
      const identity = command.data.identity;
      return [
        registered,
        ...(identity ? [linked(userId, identity)] : []),
        ...(signedInAt ? [{ type: 'UserSignedIn', data: { userId, signedInAt } } satisfies UserEvent] : []),
      ];
    }
    case 'RecordSignIn': {
      if (state.status !== 'registered') throw new UserNotFoundError();
      const identity = command.data.identity;
      const link = identity && !state.identities.some((known) => sameIdentity(known, identity)) ? [linked(state.id, identity)] : [];
      return [...link, { type: 'UserSignedIn', data: { userId: state.id, signedInAt: command.data.signedInAt } }];
    }
    case 'UpdateProfile': {
      if (state.status !== 'registered') throw new UserNotFoundError();
      const firstName = command.data.firstName.trim();
      const lastName = command.data.lastName.trim();
      const notes = command.data.notes?.trim() ? command.data.notes.trim() : null;
      if (!firstName) throw new InvalidProfileError('firstName: 名を入力してください');
      if (firstName.length > NAME_MAX_LENGTH || lastName.length > NAME_MAX_LENGTH) {
        throw new InvalidProfileError(USER_PROFILE_LIMITS.name.tooLong);
      }
      if (notes && notes.length > NOTES_MAX_LENGTH) throw new InvalidProfileError(USER_PROFILE_LIMITS.notes.tooLong);
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
    case 'ChangeProfilePicture':
      if (state.status !== 'registered') throw new UserNotFoundError();
      return command.data.pictureUrl === state.profileImageUrl ? [] : [{ type: 'ProfilePictureChanged', data: { userId: state.id, pictureUrl: command.data.pictureUrl } }];
    case 'ChangeUserRole':
      if (state.status !== 'registered') throw new UserNotFoundError();
      return command.data.userType === state.userType ? [] : [{ type: 'UserRoleChanged', data: { userId: state.id, userType: command.data.userType } }];
    default:
      return assertNever(command);
  }
}

/** A user of the community: registered at first sign-in (or by the seed), then edits their profile. */
export const userDecider: Decider<UserState, UserStreamCommand, UserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
