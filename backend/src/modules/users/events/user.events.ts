import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import { FORGOTTEN_NAME, forgottenEmail, personal } from '../../../platform/event-store/personal-data.js';
import type { UserType } from '../../../platform/auth/session-user.js';

// Stream `user-<uuid>`. E-mail, names and the issuer account are sealed under the user's key
// (docs/decisions/0044): the event store does it, and reads them back in clear or, once the user
// is forgotten, as placeholders.

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    userType: UserType;
    profileImageUrl: string | null;
    /** The issuer vouched for the address (a verified ID token); false for users created otherwise. */
    emailVerified: boolean;
  }
>;
export type UserSignedIn = DomainEvent<'UserSignedIn', { userId: string; signedInAt: string }>;
export type UserProfileUpdated = DomainEvent<
  'UserProfileUpdated',
  { userId: string; firstName: string; lastName: string; hireDate: string | null; notes: string | null }
>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { userId: string; userType: UserType }>;
/** From now on the user signs in as this issuer account (OpenID Connect `iss` and `sub`). */
export type UserIdentityLinked = DomainEvent<'UserIdentityLinked', { userId: string; issuer: string; subject: string }>;

/**
 * The user's profile picture (decision 0095): the app's URL of the picture stored under the user
 * (`/api/pictures/<userId>/<pictureId>`, content-addressed), or null when removed. Personal: once
 * the user is forgotten it reads as null, and the files are deleted from storage.
 */
export type ProfilePictureChanged = DomainEvent<'ProfilePictureChanged', { userId: string; pictureUrl: string | null }>;

export type UserEvent = UserRegistered | UserSignedIn | UserProfileUpdated | UserRoleChanged | UserIdentityLinked | ProfilePictureChanged;

/** Stream `user-email-<sha256 of the normalised address>`: who owns an address (the latest reservation; taken over only from a forgotten user). */
export type UserEmailReserved = DomainEvent<'UserEmailReserved', { userId: string }>;
/** Stream `user-identity-<sha256 of issuer and subject>`: which user an issuer account signs in as (the latest reservation, as for e-mail). */
export type UserIdentityReserved = DomainEvent<'UserIdentityReserved', { userId: string }>;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserSignedIn',
  'UserProfileUpdated',
  'UserRoleChanged',
  'UserIdentityLinked',
  'ProfilePictureChanged',
] as const satisfies readonly UserEvent['type'][];

/** Schema versions, registered by `UsersModule`: a breaking change raises a version and adds its upcaster here. */
export const USER_EVENT_SCHEMAS = eventSchemas<UserEvent | UserEmailReserved | UserIdentityReserved>({
  UserRegistered: {
    version: 1,
    personal: personal<UserRegistered['data']>('userId', { email: forgottenEmail, firstName: '', lastName: FORGOTTEN_NAME, profileImageUrl: null }),
  },
  UserSignedIn: 1,
  UserProfileUpdated: {
    version: 1,
    personal: personal<UserProfileUpdated['data']>('userId', { firstName: '', lastName: FORGOTTEN_NAME, hireDate: null, notes: null }),
  },
  UserRoleChanged: 1,
  UserIdentityLinked: { version: 1, personal: personal<UserIdentityLinked['data']>('userId', { subject: forgottenEmail }) },
  ProfilePictureChanged: { version: 1, personal: personal<ProfilePictureChanged['data']>('userId', { pictureUrl: null }) },
  UserEmailReserved: 1,
  UserIdentityReserved: 1,
});
