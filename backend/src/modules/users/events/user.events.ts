import type { DomainEvent } from '../../../platform/event-store/event.js';
import { eventSchemas } from '../../../platform/event-store/event-schemas.js';
import type { UserType } from '../../../platform/auth/session-user.js';

// Stream `user-<uuid>`. E-mail and names are in clear for now: see docs/decisions/0004 and 0005
// for how they become forgettable (crypto-shredding as a new schema version with upcasters).

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

export type UserEvent = UserRegistered | UserSignedIn | UserProfileUpdated | UserRoleChanged | UserIdentityLinked;

/** Stream `user-email-<sha256 of the normalised address>`: who owns an address (first one wins). */
export type UserEmailReserved = DomainEvent<'UserEmailReserved', { userId: string }>;
/** Stream `user-identity-<sha256 of issuer and subject>`: which user an issuer account signs in as (first one wins). */
export type UserIdentityReserved = DomainEvent<'UserIdentityReserved', { userId: string }>;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserSignedIn',
  'UserProfileUpdated',
  'UserRoleChanged',
  'UserIdentityLinked',
] as const satisfies readonly UserEvent['type'][];

/** Schema versions, registered by `UsersModule`: a breaking change raises a version and adds its upcaster here. */
export const USER_EVENT_SCHEMAS = eventSchemas<UserEvent | UserEmailReserved | UserIdentityReserved>({
  UserRegistered: 1,
  UserSignedIn: 1,
  UserProfileUpdated: 1,
  UserRoleChanged: 1,
  UserIdentityLinked: 1,
  UserEmailReserved: 1,
  UserIdentityReserved: 1,
});
