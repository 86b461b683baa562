import type { NestExpressApplication } from '@nestjs/platform-express';
import connectPgSimple from 'connect-pg-simple';
import cookieParser from 'cookie-parser';
import type { Express, NextFunction, Request, Response } from 'express';
import session from 'express-session';
import { createRemoteJWKSet } from 'jose';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { logger, logPoolError } from '../logging/logger.js';
import { requestContext } from '../request-context/request-context.js';
import { AuthResources } from './auth-resources.js';
import { XsrfTokens } from './csrf.middleware.js';
import { EMBEDDED_ISSUER_PATH, mountEmbeddedIssuer } from './oidc/embedded-issuer.js';
import { OidcSignInService, type IssuerSettings } from './oidc/oidc-sign-in.service.js';
import { FixedWindowRateLimiter, limitByClientAddress } from './rate-limiter.js';
import { cacheSessionReads, throttleTouch } from './session-store.js';
import type { SessionUser } from './session-user.js';

export const SESSION_COOKIE = 'sid';
const SESSION_MAX_AGE_MS = 14 * 24 * 3600 * 1000;
/** A session's stored expiry may lag this much behind its last request (one write a minute, not one a request). */
const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** How long this process reuses a session row it read or wrote (decision 0013). */
const SESSION_READ_CACHE_MS = 2_000;

/**
 * Sign-in, sessions and CSRF, in this order: cookie parsing, the embedded issuer (when no
 * external one is set; before the session middleware, it has its own cookies), the login rate
 * limit, then for /api the session, passport, the XSRF cookie (bound to the session, so after
 * it) and the CSRF check.
 * Called by createApp before the JSON body parser.
 */
export async function configureAuth(app: NestExpressApplication, config: AppConfig, databaseUrl: string): Promise<void> {
  const http = app.getHttpAdapter().getInstance() as Express;
  const secure = config.baseUrl.startsWith('https://');
  const resources = app.get(AuthResources);
  const signIn = app.get(OidcSignInService);
  const xsrf = app.get(XsrfTokens);
  if (secure && config.trustProxy === false) {
    logger.warn('BASE_URL is https but TRUST_PROXY is unset: X-Forwarded-Proto from the TLS proxy is ignored, so Secure cookies are not set and sign-in fails');
  }

  http.use(cookieParser());

  if (config.oidc.issuerUrl) {
    signIn.configure(await discoverIssuer(config.oidc.issuerUrl));
  } else {
    const embedded = await mountEmbeddedIssuer(http, config);
    signIn.configure({
      issuer: embedded.issuer,
      authorizationUrl: `${embedded.issuer}/auth`,
      // The embedded issuer is this very server: reach it on the socket the request came in on.
      tokenUrl: (req) => `${ownOrigin(req)}${EMBEDDED_ISSUER_PATH}/token`,
      userInfoUrl: (req) => `${ownOrigin(req)}${EMBEDDED_ISSUER_PATH}/me`,
      endSessionUrl: `${embedded.issuer}/session/end`,
      keys: embedded.keys,
    });
  }

  http.get('/api/login', limitByClientAddress(new FixedWindowRateLimiter(config.rateLimits.login)));

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  pool.on('error', logPoolError('sessions'));
  const PgStore = connectPgSimple(session);
  const store = cacheSessionReads(throttleTouch(new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: config.nodeEnv === 'test' ? false : 15 * 60,
    errorLog: (...args: unknown[]) => logger.warn({ detail: args.map(String).join(' ') }, 'session store error'),
  }), SESSION_TOUCH_INTERVAL_MS), SESSION_READ_CACHE_MS);
  resources.onClose(async () => {
    store.close();
    await pool.end();
  });

  http.use(
    '/api',
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MAX_AGE_MS },
    }),
    signIn.passport.initialize(),
    signIn.passport.session(),
    (req: Request, _res: Response, next: NextFunction) => {
      requestContext.setUser((req.user as SessionUser | undefined)?.id ?? null);
      next();
    },
    xsrf.issue,
    xsrf.check,
  );
}

function ownOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/** An external issuer's endpoints from its discovery document; refusing to start without them. */
async function discoverIssuer(issuerUrl: string): Promise<IssuerSettings> {
  const url = `${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery failed (${response.status}) at ${url}`);
  const doc = (await response.json()) as Record<string, unknown>;
  const text = (key: string) => (typeof doc[key] === 'string' ? (doc[key] as string) : undefined);
  const issuer = text('issuer');
  const authorizationUrl = text('authorization_endpoint');
  const tokenUrl = text('token_endpoint');
  const jwksUri = text('jwks_uri');
  if (!issuer || !authorizationUrl || !tokenUrl || !jwksUri) throw new Error(`OIDC discovery document at ${url} lacks required endpoints`);
  const userInfoUrl = text('userinfo_endpoint');
  return {
    issuer,
    authorizationUrl,
    tokenUrl: () => tokenUrl,
    userInfoUrl: () => userInfoUrl,
    endSessionUrl: text('end_session_endpoint'),
    keys: createRemoteJWKSet(new URL(jwksUri)),
  };
}
