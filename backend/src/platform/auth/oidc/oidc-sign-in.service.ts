import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import passport from 'passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { logger } from '../../logging/logger.js';
import { ReadYourWrites } from '../../projections/read-your-writes.js';
import { XsrfTokens } from '../csrf.middleware.js';
import { SIGN_IN_PORT, SignInRefusedError, type SignInPort, type VerifiedIdentity } from '../sign-in.port.js';
import type { SessionUser } from '../session-user.js';
import { verifyIdToken } from './id-token.js';
import { rememberPendingSignIn, takePendingSignIn } from './pending-sign-in.js';

/** Where the issuer lives and how we reach it; from discovery, or the embedded issuer. */
export interface IssuerSettings {
  issuer: string;
  /**
   * openid-client's configuration of the issuer and our client. Per request, because the
   * embedded issuer's server-to-server endpoints are reached on the socket the request came in on.
   */
  client: (req: Request) => oidc.Configuration;
  /** The issuer's signing keys: openid-client leaves a directly received ID token's signature to TLS; we check it. */
  keys: JWTVerifyGetKey;
}

export const SIGN_IN_FAILED_MESSAGE = 'ログインに失敗しました。もう一度お試しください。';
const SCOPE = 'openid email profile';

/**
 * Sign-in with openid-client (docs/decisions/0023): the authorization code flow of a confidential
 * client with PKCE (S256), state and nonce, the ID token verified (signature included), and the
 * person identified by issuer and subject. Passport only keeps the signed-in user in the session;
 * an instance of its own keeps several apps in one process (tests) apart.
 */
@Injectable()
export class OidcSignInService {
  readonly passport = new passport.Passport();
  private settings: IssuerSettings | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
    private readonly xsrf: XsrfTokens,
  ) {
    this.passport.serializeUser((user, done) => done(null, user));
    this.passport.deserializeUser((stored: SessionUser, done) => {
      this.port()
        .findSessionUser(stored.id)
        .then((current) => done(null, current === undefined ? stored : (current ?? false)))
        .catch((error: unknown) => done(error));
    });
  }

  /** The current session user of a signed-in id, as the session's deserialisation reads it. */
  currentUser(id: string): Promise<SessionUser | null | undefined> {
    return this.port().findSessionUser(id);
  }

  configure(settings: IssuerSettings): void {
    this.settings = settings;
  }

  endSessionUrl(req: Request): string | undefined {
    return this.issuer().client(req).serverMetadata().end_session_endpoint;
  }

  /** Redirects to the issuer; `returnTo` must already be a checked same-origin path. */
  async login(req: Request, res: Response, returnTo: string): Promise<void> {
    const pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), returnTo };
    const target = oidc.buildAuthorizationUrl(this.issuer().client(req), {
      redirect_uri: this.callbackUrl(),
      scope: SCOPE,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    rememberPendingSignIn(req, pending);
    res.redirect(302, target.href);
  }

  /** The issuer's redirect back: a refused sign-in is a 401 JSON and records nothing. */
  async callback(req: Request, res: Response, next: NextFunction): Promise<void> {
    const refuse = (reason: unknown) => {
      logger.warn({ err: reason }, 'sign-in refused');
      res.status(401).json({ statusCode: 401, message: SIGN_IN_FAILED_MESSAGE, error: 'Unauthorized' });
    };
    const pending = takePendingSignIn(req);
    if (!pending) {
      refuse('invalid or expired sign-in state');
      return;
    }
    let verified: { identity: VerifiedIdentity; idToken: string };
    try {
      verified = await this.exchange(req, pending);
    } catch (error) {
      refuse(error);
      return;
    }
    let user: SessionUser;
    try {
      user = await this.port().signIn(verified.identity);
    } catch (error) {
      if (error instanceof SignInRefusedError) refuse(error);
      else next(error);
      return;
    }
    // passport regenerates the session id here (no session fixation).
    req.logIn(user, (loginError) => {
      if (loginError) {
        next(loginError);
        return;
      }
      req.session.idToken = verified.idToken;
      // A new session: the CSRF token of the signed-out browser is worthless from now on.
      this.xsrf.rotate(req, res);
      // The next page reads the users read model: let it catch up with this sign-in first.
      void this.catchUp().finally(() => res.redirect(302, pending.returnTo));
    });
  }

  /** The code for tokens (PKCE verifier, state, nonce, the issuer's `iss` checked by openid-client), then who signed in. */
  private async exchange(req: Request, pending: { state: string; nonce: string; codeVerifier: string }) {
    const settings = this.issuer();
    const client = settings.client(req);
    // The URL the issuer redirected to: our callback with the response's parameters.
    const current = new URL(this.callbackUrl());
    current.search = new URL(req.originalUrl, current).search;
    const tokens = await oidc.authorizationCodeGrant(client, current, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.id_token!;
    const claims = await verifyIdToken(idToken, { keys: settings.keys, issuer: settings.issuer, audience: this.config.oidc.clientId, nonce: pending.nonce });
    // Only ask userinfo when the ID token lacks the e-mail (openid-client checks its `sub` is the token's).
    const userInfo = typeof claims.email === 'string' || !client.serverMetadata().userinfo_endpoint ? undefined : await oidc.fetchUserInfo(client, tokens.access_token, claims.sub!);
    return { identity: identityFrom(claims, userInfo), idToken };
  }

  private callbackUrl(): string {
    return `${this.config.baseUrl}/api/callback`;
  }

  /** The callback is a write outside Nest's pipeline (no interceptor): it waits for its own appends as a write's response does. */
  private async catchUp(): Promise<void> {
    await this.moduleRef
      .get(ReadYourWrites, { strict: false })
      .catchUp()
      .catch((error: unknown) => logger.warn({ err: error }, 'waiting for projections after sign-in failed'));
  }

  private issuer(): IssuerSettings {
    if (!this.settings) throw new Error('Sign-in is not configured: configureAuth() must run before the app serves requests');
    return this.settings;
  }

  private port(): SignInPort {
    return this.moduleRef.get<SignInPort>(SIGN_IN_PORT, { strict: false });
  }
}

/**
 * The person from the verified ID token's claims, the e-mail and its verification taken
 * together from the token or, when it has none, from userinfo.
 */
export function identityFrom(claims: JWTPayload, userInfo?: Record<string, unknown>): VerifiedIdentity {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const emailSource: Record<string, unknown> = typeof claims.email === 'string' ? claims : (userInfo ?? {});
  const email = text(emailSource.email);
  return {
    issuer: claims.iss!,
    subject: claims.sub!,
    email: email?.normalize('NFKC').toLowerCase(),
    // Some issuers send the flag as a string.
    emailVerified: email !== undefined && (emailSource.email_verified === true || emailSource.email_verified === 'true'),
    givenName: text(claims.given_name) ?? text(userInfo?.given_name),
    familyName: text(claims.family_name) ?? text(userInfo?.family_name),
    pictureUrl: typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture : undefined,
  };
}
