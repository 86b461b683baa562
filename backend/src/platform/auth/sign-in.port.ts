import type { SessionUser } from './session-user.js';

/** What the issuer told us about the person who just signed in (from a verified ID token, and userinfo). */
export interface VerifiedIdentity {
  /** The ID token's `iss`: with `subject`, the key of the account. */
  issuer: string;
  /** The ID token's `sub`: the issuer's stable id of the person (an e-mail address can change hands). */
  subject: string;
  /** Normalised; may be missing. */
  email?: string;
  /** The issuer vouches that `email` is the person's (`email_verified: true`). Only then may it link or register an account. */
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  pictureUrl?: string;
}

/** The users side refuses this sign-in (e.g. a new account without a verified e-mail): a 401, and nothing recorded. */
export class SignInRefusedError extends Error {
  constructor(reason: string) {
    super(`sign-in refused: ${reason}`);
    this.name = 'SignInRefusedError';
  }
}

/**
 * Implemented by the users module: sign-in finds the person by issuer and subject, or links a
 * user by verified e-mail the first time (registering them when there is none), and answers the
 * session user from the aggregate it just decided, so sign-in never waits for a projection.
 * `findSessionUser` refreshes roles on later requests.
 */
export interface SignInPort {
  /** Throws SignInRefusedError when the identity may not sign in. */
  signIn(identity: VerifiedIdentity): Promise<SessionUser>;
  /** The current state of a signed-in user; null when unknown or deactivated; undefined when the read model lags. */
  findSessionUser(userId: string): Promise<SessionUser | null | undefined>;
}

export const SIGN_IN_PORT = Symbol('SIGN_IN_PORT');
