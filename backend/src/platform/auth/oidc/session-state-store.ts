import { randomBytes } from 'node:crypto';
import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** The pending sign-in: the state we sent to the issuer, its nonce and where to go after. */
    oidcLogin?: { state: string; nonce?: string; returnTo: string; issuedAt: number };
    /** The ID token of this sign-in, sent back as id_token_hint when signing out. */
    idToken?: string;
  }
}

/** What a verified callback knows about the sign-in it completes. */
export interface PendingSignIn {
  nonce?: string;
  returnTo: string;
}

export type RequestWithSignIn = Request & { pendingSignIn?: PendingSignIn };

const MAX_AGE_MS = 10 * 60_000;

/**
 * passport-openidconnect's state store, replaced so the verified callback can read the nonce
 * (the stock store forgets it before our ID-token verification runs) and the return path.
 * One pending sign-in per session; a newer /api/login replaces an older one.
 */
export class SessionStateStore {
  store(req: Request, ctx: { nonce?: string }, appState: { returnTo?: string } | undefined, _meta: unknown, cb: (err: Error | null, state?: string) => void): void {
    if (!req.session) {
      cb(new Error('Sign-in requires the session middleware'));
      return;
    }
    const state = randomBytes(24).toString('base64url');
    req.session.oidcLogin = { state, nonce: ctx.nonce, returnTo: appState?.returnTo ?? '/community', issuedAt: Date.now() };
    cb(null, state);
  }

  verify(
    req: RequestWithSignIn,
    providedState: unknown,
    cb: (err: Error | null, ctx: { nonce?: string } | false, info?: unknown) => void,
  ): void {
    const pending = req.session?.oidcLogin;
    if (req.session) delete req.session.oidcLogin;
    if (!pending || typeof providedState !== 'string' || pending.state !== providedState || Date.now() - pending.issuedAt > MAX_AGE_MS) {
      cb(null, false, { message: 'invalid or expired sign-in state' });
      return;
    }
    req.pendingSignIn = { nonce: pending.nonce, returnTo: pending.returnTo };
    cb(null, { nonce: pending.nonce }, { returnTo: pending.returnTo });
  }
}
