import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** The sign-in under way: what the callback must find again (state, nonce, PKCE verifier) and where to go after. */
    oidcLogin?: PendingSignIn & { issuedAt: number };
    /** The ID token of this sign-in, sent back as id_token_hint when signing out. */
    idToken?: string;
  }
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  /** PKCE: the secret whose S256 hash went to the issuer with the authorization request. */
  codeVerifier: string;
  returnTo: string;
}

const MAX_AGE_MS = 10 * 60_000;

/** Remembers the sign-in in the browser's session; a newer /api/login replaces an older one. */
export function rememberPendingSignIn(req: Request, pending: PendingSignIn): void {
  req.session.oidcLogin = { ...pending, issuedAt: Date.now() };
}

/**
 * The pending sign-in the callback's `state` belongs to, taken out of the session (one use), or
 * undefined when this browser started none, another one, or too long ago.
 */
export function takePendingSignIn(req: Request): PendingSignIn | undefined {
  const pending = req.session?.oidcLogin;
  if (req.session) delete req.session.oidcLogin;
  const state = req.query.state;
  if (!pending || typeof state !== 'string' || pending.state !== state || Date.now() - pending.issuedAt > MAX_AGE_MS) return undefined;
  return { state: pending.state, nonce: pending.nonce, codeVerifier: pending.codeVerifier, returnTo: pending.returnTo };
}
