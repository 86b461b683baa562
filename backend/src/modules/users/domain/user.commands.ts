import type { UserType } from '../../../platform/auth/session-user.js';
import { DomainCommand, UserCommand } from '../../../platform/domain/command.js';
import type { IssuerIdentity } from './identity.js';

// Commands of a user (stream `user-<userId>`): each is the command bus's message and the decider's
// input. Ids are generated where a command is created.

/** A registered user as just decided: what registering and signing in answer (not the read model, which may lag). */
export interface RegisteredUser {
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
  /** The issuer accounts the user signs in as. */
  identities: IssuerIdentity[];
}

/**
 * Registers a user, keeping the e-mail unique through its reservation stream. 409 when the
 * address is taken. Registered by the person's first sign-in, or by the demo seed.
 */
export class RegisterUser extends DomainCommand<
  'RegisterUser',
  {
    /** A new id, or the one a reservation made before a crash holds. */
    userId: string;
    email: string;
    firstName?: string;
    lastName?: string;
    userType?: UserType;
    profileImageUrl?: string | null;
    emailVerified?: boolean;
    /** Set when the person registers by signing in. */
    signedInAt?: string | null;
    /** The issuer account they signed in with (reserved for them before the user is appended). */
    identity?: IssuerIdentity | null;
  },
  RegisteredUser
> {
  readonly type = 'RegisterUser';
}

/**
 * Notes a sign-in of a registered user. With `identity`, the user was found by their verified
 * e-mail address and from now on signs in as that issuer account (it is linked once).
 */
export class RecordSignIn extends DomainCommand<'RecordSignIn', { userId: string; signedInAt: string; identity?: IssuerIdentity }, RegisteredUser> {
  readonly type = 'RecordSignIn';
}

/** The user themself or an admin edits a profile; others get 403. */
export class UpdateProfile extends UserCommand<
  'UpdateProfile',
  {
    userId: string;
    firstName: string;
    lastName: string;
    /** ISO date (YYYY-MM-DD) or null. */
    hireDate: string | null;
    notes: string | null;
  }
> {
  readonly type = 'UpdateProfile';
}

/** Sets a user's userType (admin tools and the demo seed; the caller checks the admin rule). */
export class ChangeUserRole extends DomainCommand<'ChangeUserRole', { userId: string; userType: UserType }> {
  readonly type = 'ChangeUserRole';
}

/** The user aggregate's commands (UserCommand is the base of commands a signed-in user issues). */
/**
 * Sets (or, with null, removes) the user's profile picture: the URL of a picture already stored
 * under the user (decision 0095). The user themself or an admin; others get 403.
 */
export class ChangeProfilePicture extends UserCommand<'ChangeProfilePicture', { userId: string; pictureUrl: string | null }> {
  readonly type = 'ChangeProfilePicture';
}

export type UserStreamCommand = RegisterUser | RecordSignIn | UpdateProfile | ChangeUserRole | ChangeProfilePicture;
