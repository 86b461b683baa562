import type { SessionUser } from './session-user.js';

/** What the issuer told us about the person who just signed in (from a verified ID token). */
export interface VerifiedIdentity {
  email: string;
  givenName?: string;
  familyName?: string;
  pictureUrl?: string;
}

/**
 * Implemented by the users module: sign-in records the person (registering them the first
 * time) and answers the session user from the aggregate it just decided, so sign-in never
 * waits for a projection. `findSessionUser` refreshes roles on later requests.
 */
export interface SignInPort {
  signIn(identity: VerifiedIdentity): Promise<SessionUser>;
  /** The current state of a signed-in user; null when unknown or deactivated; undefined when the read model lags. */
  findSessionUser(userId: string): Promise<SessionUser | null | undefined>;
}

export const SIGN_IN_PORT = Symbol('SIGN_IN_PORT');
