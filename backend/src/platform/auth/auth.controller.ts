import { BadRequestException, Controller, Get, Next, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Inject } from '@nestjs/common';
import { ApiAnswers } from '../http/api-answers.js';
import { Access } from './access.decorator.js';
import { XsrfTokens } from './csrf.middleware.js';
import { SESSION_COOKIE } from './auth.setup.js';
import { canonicalLocation } from './canonical-host.js';
import { OidcSignInService } from './oidc/oidc-sign-in.service.js';

export const DEFAULT_RETURN_TO = '/community';
export const INVALID_RETURN_TO_MESSAGE = 'returnTo にはこのサイト内のパス（/ で始まる）を指定してください';

/** A same-origin path only: no scheme, no host, no protocol-relative `//`, no backslash tricks. */
export function safeReturnTo(value: unknown): string | undefined {
  if (value === undefined || value === '') return DEFAULT_RETURN_TO;
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}

/** Browser navigations that start and end sign-in (spec part 1: /api/login, /api/logout). */
@ApiTags('auth')
@Controller('api')
@Access('public')
export class AuthController {
  constructor(
    private readonly signIn: OidcSignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly xsrf: XsrfTokens,
  ) {}

  @Get('login')
  @ApiOperation({ summary: 'Starts sign-in: redirects to the issuer, then back to returnTo (a same-origin path, default /community)' })
  @ApiQuery({ name: 'returnTo', required: false, type: String })
  @ApiAnswers({ found: 'Redirect to the issuer', tooManyRequests: 'Too many sign-in attempts from this address' })
  async login(@Req() req: Request, @Res() res: Response): Promise<void> {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (!returnTo) throw new BadRequestException(INVALID_RETURN_TO_MESSAGE);
    if (this.toCanonicalHost(req, res)) return;
    await this.signIn.login(req, res, returnTo);
  }

  @Get('callback')
  @ApiOperation({ summary: "The issuer's redirect back: verifies the ID token, starts the session, redirects to returnTo" })
  @ApiAnswers({ found: 'Signed in; redirect to returnTo', unauthorized: 'Sign-in refused (state, nonce or token invalid)' })
  async callback(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    if (this.toCanonicalHost(req, res)) return;
    await this.signIn.callback(req, res, next);
  }

  /** Sends a sign-in reached under another host name than BASE_URL's to the same path there first; whether it did. */
  private toCanonicalHost(req: Request, res: Response): boolean {
    const location = canonicalLocation(req, this.config.baseUrl);
    if (location) res.redirect(302, location);
    return location !== undefined;
  }

  @Get('logout')
  @ApiOperation({ summary: 'Ends the session and the issuer session, then returns to /' })
  @ApiAnswers({ found: "Redirect to the issuer's end-session endpoint (or /)" })
  logout(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    const idToken = req.session?.idToken;
    const finish = () => {
      res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.config.baseUrl.startsWith('https://') });
      // Signed out: the session's CSRF token goes with it.
      this.xsrf.rotate(req, res);
      const endSession = this.signIn.endSessionUrl(req);
      if (!endSession) {
        res.redirect(302, '/');
        return;
      }
      const target = new URL(endSession);
      target.searchParams.set('client_id', this.config.oidc.clientId);
      target.searchParams.set('post_logout_redirect_uri', `${this.config.baseUrl}/`);
      if (idToken) target.searchParams.set('id_token_hint', idToken);
      res.redirect(302, target.toString());
    };
    if (!req.session) {
      finish();
      return;
    }
    req.logout({ keepSessionInfo: false }, (logoutError) => {
      if (logoutError) return next(logoutError);
      req.session.destroy((destroyError) => (destroyError ? next(destroyError) : finish()));
    });
  }
}
