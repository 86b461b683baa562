import type { NestExpressApplication } from '@nestjs/platform-express';
import connectPgSimple from 'connect-pg-simple';
import cookieParser from 'cookie-parser';
import type { Express, NextFunction, Request, Response } from 'express';
import session from 'express-session';
import { createRemoteJWKSet } from 'jose';
import * as oidc from 'openid-client';
import pg from 'pg';
import type { AppConfig } from '../config/app-config.js';
import { keepClientErrorsHandled } from '../database/database-unavailable.js';
import { logger, logPoolError } from '../logging/logger.js';
import { isUnattributedPath } from '../http/unattributed-requests.js';
import { requestContext } from '../request-context/request-context.js';
import { AuthResources } from './auth-resources.js';
import { UserSessions } from './user-sessions.js';
import { XsrfTokens } from './csrf.middleware.js';
import { EMBEDDED_ISSUER_PATH, mountEmbeddedIssuer } from './oidc/embedded-issuer.js';
import { OidcSignInService, type IssuerSettings } from './oidc/oidc-sign-in.service.js';
import { canonicalLocation } from './canonical-host.js';
import { limitByClientAddress, RateLimitCounters } from './rate-limiter.js';
import { KnownSessions } from './known-sessions.js';
import { cacheSessionReads, throttleTouch } from './session-store.js';
import type { SessionUser } from './session-user.js';
import { KEPT_IDLE_CONNECTIONS } from '../database/pool-options.js';

export const SESSION_COOKIE = 'sid';
const SESSION_MAX_AGE_MS = 14 * 24 * 3600 * 1000;
/** A session's stored expiry may lag this much behind its last request (one write a minute, not one a request). */
const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** How long this process reuses a session row it read or wrote (decision 0013). */
const SESSION_READ_CACHE_MS = 2_000;
/** The /api routes that read or change `req.session` itself (sign-in and sign-out): always through express-session and passport. */
const SESSION_ROUTES: ReadonlySet<string> = new Set(['/login', '/callback', '/logout']);

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
  const rateLimits = app.get(RateLimitCounters);
  if (secure && config.trustProxy === false) {
    logger.warn('BASE_URL is https but TRUST_PROXY is unset: X-Forwarded-Proto from the TLS proxy is ignored, so Secure cookies are not set and sign-in fails');
  }

  http.use(cookieParser());

  if (config.oidc.issuerUrl) {
    signIn.configure(await discoverIssuer(config.oidc.issuerUrl, config));
  } else {
    const embedded = await mountEmbeddedIssuer(http, config, rateLimits);
    signIn.configure({
      issuer: embedded.issuer,
      keys: embedded.keys,
      client: (req) => {
        const client = new oidc.Configuration(embedded.metadata, config.oidc.clientId, undefined, oidc.ClientSecretBasic(config.oidc.clientSecret));
        // The embedded issuer is this very server: reach it on the socket the request came in on
        // (works behind a proxy, and in tests on an ephemeral port).
        const own = `${ownOrigin(req)}${EMBEDDED_ISSUER_PATH}`;
        client[oidc.customFetch] = (url, options) => fetch(url.startsWith(embedded.issuer) ? `${own}${url.slice(embedded.issuer.length)}` : url, options);
        if (embedded.issuer.startsWith('http:')) oidc.allowInsecureRequests(client);
        return client;
      },
    });
  }

  // A sign-in reached on another host name is only sent to BASE_URL's (auth.controller.ts): that
  // hop is not an attempt, or every sign-in through it would count twice.
  const loginLimit = limitByClientAddress(rateLimits.limiter('login', config.rateLimits.login));
  http.get('/api/login', (req, res, next) => (canonicalLocation(req, config.baseUrl) ? next() : loginLimit(req, res, next)));

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5, ...KEPT_IDLE_CONNECTIONS });
  pool.on('error', logPoolError('sessions'));
  keepClientErrorsHandled(pool);
  const PgStore = connectPgSimple(session);
  // Signed-in calls skip express-session's and passport's work for a cookie verified a moment ago (decision 0056).
  const known = new KnownSessions({
    cookie: { name: SESSION_COOKIE, maxAgeMs: SESSION_MAX_AGE_MS, secure },
    ttlMs: SESSION_READ_CACHE_MS,
    findUser: (id) => signIn.currentUser(id),
    touch: (sid, expires) =>
      store.touch(sid, { cookie: { expires } } as session.SessionData, (error?: unknown) => {
        if (error) logger.warn({ err: error }, 'session touch failed');
      }),
  });
  const store = cacheSessionReads(throttleTouch(new PgStore({
    pool,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: config.nodeEnv === 'test' ? false : 15 * 60,
    errorLog: (...args: unknown[]) => logger.warn({ detail: args.map(String).join(' ') }, 'session store error'),
  }), SESSION_TOUCH_INTERVAL_MS), SESSION_READ_CACHE_MS, { onForget: (sid) => known.forget(sid) });
  app.get(UserSessions).attachCache((sid) => store.dropCached(sid));
  resources.onClose(async () => {
    store.close();
    await pool.end();
  });

  const sessions = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MAX_AGE_MS },
  });
  // A signed-in visitor of the landing page goes to the community from the server, before any
  // script runs (the page would otherwise show the landing until the client's user probe
  // answers). Only `/` reads the session outside /api: the other pages and assets never do.
  const passportInitialize = signIn.passport.initialize();
  const passportSession = signIn.passport.session();
  http.get('/', (req: Request, res: Response, next: NextFunction) => {
    if (!req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
    sessions(req, res, () =>
      passportInitialize(req, res, () =>
        passportSession(req, res, () => {
          if (!req.user) return next();
          res.setHeader('Cache-Control', 'no-store');
          res.redirect(302, '/community');
        }),
      ),
    );
  });

  // An unattributed request (心の叫び, decision 0057) reads its session and never writes it: the
  // session row's expiry and a rolling cookie would record when its author acted. Nothing on
  // those routes changes the session, so the store's writes are dropped, not deferred.
  const readOnlySessions = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: readOnlyStore(store),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MAX_AGE_MS },
  });
  const unattributed = (req: Request) => isUnattributedPath(req.originalUrl);
  const fullCheck = (req: Request, res: Response, next: NextFunction) =>
    (unattributed(req) ? readOnlySessions : sessions)(req, res, (error?: unknown) => {
      if (error) return next(error);
      passportInitialize(req, res, (initError?: unknown) => (initError ? next(initError) : passportSession(req, res, next)));
    });
  http.use(
    '/api',
    known.middleware(fullCheck, SESSION_ROUTES, unattributed),
    (req: Request, _res: Response, next: NextFunction) => {
      // Nobody in an unattributed request's context: its log lines and events name no one.
      requestContext.setUser(unattributed(req) ? null : ((req.user as SessionUser | undefined)?.id ?? null));
      next();
    },
    xsrf.issue,
    xsrf.check,
  );
}

/** The store as an unattributed request sees it: reads as usual, writes (a touch, a save) dropped. */
function readOnlyStore<S extends session.Store>(store: S): S {
  const view = Object.create(store) as S;
  view.touch = (_sid, _session, callback) => callback?.();
  view.set = (_sid, _session, callback) => callback?.();
  return view;
}

function ownOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/**
 * An external issuer from its discovery document (its `issuer` must equal OIDC_ISSUER_URL);
 * refusing to start without it. Plain http (a local Keycloak) only outside production: the
 * client secret and the tokens travel over it.
 */
async function discoverIssuer(issuerUrl: string, config: AppConfig): Promise<IssuerSettings> {
  const insecure = issuerUrl.startsWith('http:') && config.nodeEnv !== 'production' ? [oidc.allowInsecureRequests] : [];
  const client = await oidc.discovery(new URL(issuerUrl), config.oidc.clientId, undefined, oidc.ClientSecretBasic(config.oidc.clientSecret), {
    timeout: 10,
    execute: insecure,
  });
  const metadata = client.serverMetadata();
  if (!metadata.jwks_uri) throw new Error(`OIDC discovery document of ${issuerUrl} lacks jwks_uri`);
  return { issuer: metadata.issuer, client: () => client, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
}
