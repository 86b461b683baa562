import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import passport from 'passport';
import OpenIDConnectStrategy from 'passport-openidconnect';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { logger } from '../../logging/logger.js';
import { ProjectionRuntimeService } from '../../projections/projection-runtime.service.js';
import { requestContext } from '../../request-context/request-context.js';
import { XsrfTokens } from '../csrf.middleware.js';
import { SIGN_IN_PORT, type SignInPort } from '../sign-in.port.js';
import type { SessionUser } from '../session-user.js';
import { IdTokenRejectedError, verifyIdToken } from './id-token.js';
import { SessionStateStore, type RequestWithSignIn } from './session-state-store.js';

/** Where the issuer lives and how we reach it; from discovery, or the embedded issuer. */
export interface IssuerSettings {
  issuer: string;
  authorizationUrl: string;
  /** Server-to-server endpoints may depend on the request (the embedded issuer is reached on our own socket). */
  tokenUrl: (req: Request) => string;
  userInfoUrl: (req: Request) => string | undefined;
  endSessionUrl: string | undefined;
  keys: JWTVerifyGetKey;
}

export const SIGN_IN_FAILED_MESSAGE = 'サインインに失敗しました。もう一度お試しください。';

/**
 * Sign-in through passport-openidconnect (authorization code flow, state + nonce, confidential
 * client), with the ID token verified by `verifyIdToken`. A passport instance of its own keeps
 * several apps in one process (tests) apart.
 */
@Injectable()
export class OidcSignInService {
  readonly passport = new passport.Passport();
  private settings: IssuerSettings | undefined;
  private readonly stateStore = new SessionStateStore();

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

  configure(settings: IssuerSettings): void {
    this.settings = settings;
  }

  get endSessionUrl(): string | undefined {
    return this.issuer().endSessionUrl;
  }

  /** Redirects to the issuer; `returnTo` must already be a checked same-origin path. */
  login(req: Request, res: Response, next: NextFunction, returnTo: string): void {
    this.passport.authenticate(this.strategyFor(req), { state: { returnTo } } as never)(req, res, next);
  }

  callback(req: Request, res: Response, next: NextFunction): void {
    this.passport.authenticate(this.strategyFor(req), (error: unknown, user: SessionUser | false, info: { idToken?: string; state?: { returnTo?: string } } | undefined) => {
      if (error || !user) {
        logger.warn({ err: error, info }, 'sign-in refused');
        res.status(401).json({ statusCode: 401, message: SIGN_IN_FAILED_MESSAGE, error: 'Unauthorized' });
        return;
      }
      // passport regenerates the session id here (no session fixation).
      req.logIn(user, (loginError) => {
        if (loginError) {
          next(loginError);
          return;
        }
        req.session.idToken = info?.idToken;
        // A new session: the CSRF token of the signed-out browser is worthless from now on.
        this.xsrf.rotate(req, res);
        // The next page reads the users read model: let it catch up with this sign-in first.
        void this.catchUp().finally(() => res.redirect(302, info?.state?.returnTo ?? '/community'));
      });
    })(req, res, next);
  }

  private strategyFor(req: Request): OpenIDConnectStrategy {
    const settings = this.issuer();
    const options = {
      issuer: settings.issuer,
      authorizationURL: settings.authorizationUrl,
      tokenURL: settings.tokenUrl(req),
      userInfoURL: settings.userInfoUrl(req) ?? '',
      clientID: this.config.oidc.clientId,
      clientSecret: this.config.oidc.clientSecret,
      callbackURL: `${this.config.baseUrl}/api/callback`,
      scope: ['email', 'profile'],
      nonce: true,
      store: this.stateStore,
      passReqToCallback: true,
      // Only ask userinfo when the (verified) ID token lacks the e-mail.
      skipUserProfile: (_req: Request, claims: { email?: unknown }) => typeof claims.email === 'string',
    };
    const port = () => this.port();
    const expectedAudience = this.config.oidc.clientId;
    // passport-openidconnect picks the arguments it passes by the verify function's arity (6 here).
    function verify(
      request: RequestWithSignIn,
      _issuer: string,
      profile: { emails?: { value: string }[]; name?: { givenName?: string; familyName?: string } },
      _context: unknown,
      idToken: string,
      done: (error: unknown, user?: SessionUser | false, info?: unknown) => void,
    ): void {
      verifyIdToken(idToken, { keys: settings.keys, issuer: settings.issuer, audience: expectedAudience, nonce: request.pendingSignIn?.nonce ?? '' })
        .then(async (claims) => {
          const identity = identityFrom(claims, profile);
          if (!identity) {
            done(null, false, { message: 'the issuer gave no verified e-mail address' });
            return;
          }
          done(null, await port().signIn(identity), { idToken });
        })
        .catch((error: unknown) => {
          if (error instanceof IdTokenRejectedError) done(null, false, { message: error.message });
          else done(error);
        });
    }
    return new OpenIDConnectStrategy(options as never, verify as never);
  }

  private async catchUp(): Promise<void> {
    const position = requestContext.current()?.lastAppendedPosition;
    if (position === null || position === undefined) return;
    await this.moduleRef
      .get(ProjectionRuntimeService, { strict: false })
      .waitForPosition(position, this.config.readYourWritesTimeoutMs)
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

function identityFrom(
  claims: JWTPayload,
  profile: { emails?: { value: string }[]; name?: { givenName?: string; familyName?: string } } | undefined,
): { email: string; givenName?: string; familyName?: string; pictureUrl?: string } | undefined {
  const email = typeof claims.email === 'string' ? claims.email : profile?.emails?.[0]?.value;
  if (!email || claims.email_verified === false) return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    email: email.trim().toLowerCase(),
    givenName: text(claims.given_name) ?? text(profile?.name?.givenName),
    familyName: text(claims.family_name) ?? text(profile?.name?.familyName),
    pictureUrl: typeof claims.picture === 'string' && /^https:\/\//.test(claims.picture) ? claims.picture : undefined,
  };
}
