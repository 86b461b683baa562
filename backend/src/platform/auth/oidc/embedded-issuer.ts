import { createHmac, randomBytes } from 'node:crypto';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import type { ServerMetadata } from 'openid-client';
import type { AppConfig } from '../../config/app-config.js';
import { logger } from '../../logging/logger.js';
import { DEMO_ACCOUNTS, findDemoAccount } from '../demo-accounts.js';
import { limitByClientAddress, limitFailuresByClientAddress, type RateLimitCounters } from '../rate-limiter.js';
import { escapeHtml, page } from './html.js';
import { createIssuerAdapter } from './memory-adapter.js';
import { loadOrCreateSigningKey, publicJwk } from './signing-key.js';

export const EMBEDDED_ISSUER_PATH = '/oidc';

export interface EmbeddedIssuer {
  issuer: string;
  /** Its discovery document's endpoints (the server is not listening yet to discover them). */
  metadata: ServerMetadata;
  /** Verifies what this issuer signed without an HTTP round trip. */
  keys: JWTVerifyGetKey;
  provider: Provider;
}

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export function normaliseEmailInput(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.normalize('NFKC').trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : undefined;
}

/** Refuses the demo issuer in production unless explicitly allowed (anyone can sign in as anyone). */
export function assertDemoIssuerAllowed(config: AppConfig): void {
  if (config.nodeEnv === 'production' && !config.oidc.allowDemoIssuer) {
    throw new Error(
      'The embedded demo sign-in issuer lets anyone sign in as anyone: set OIDC_ISSUER_URL (with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET), or ALLOW_DEMO_ISSUER=true to run it in production anyway.',
    );
  }
}

/**
 * The embedded OpenID Connect issuer (oidc-provider) at `${baseUrl}/oidc`: demo accounts, a
 * plain Japanese sign-in form, consent granted automatically for our own client, and sign-out
 * without a confirmation click. Mounted on the Express instance before the session middleware.
 * Its grants and sessions live in memory (docs/decisions/0004), so it serves one instance only;
 * its sign-in limits count in `rateLimits`, shared by all instances.
 */
export async function mountEmbeddedIssuer(http: Express, config: AppConfig, rateLimits: RateLimitCounters): Promise<EmbeddedIssuer> {
  assertDemoIssuerAllowed(config);
  const issuer = `${config.baseUrl}${EMBEDDED_ISSUER_PATH}`;
  const signingKey = await loadOrCreateSigningKey(config.dataDir);
  const clientId = config.oidc.clientId;
  const cookieKey = createHmac('sha256', config.sessionSecret).update('oidc-provider-cookies').digest('base64url');

  const configuration: Configuration = {
    adapter: createIssuerAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: config.oidc.clientSecret,
        redirect_uris: [`${config.baseUrl}/api/callback`],
        post_logout_redirect_uris: [`${config.baseUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [cookieKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    // The ID token carries the e-mail and names, so sign-in needs no userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      const email = normaliseEmailInput(id);
      if (!email) return undefined;
      const demo = findDemoAccount(email);
      return {
        accountId: email,
        async claims() {
          return {
            sub: email,
            email,
            email_verified: true,
            ...(demo ? { given_name: demo.givenName, family_name: demo.familyName } : {}),
          };
        },
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const oidc = ctx.oidc;
      const grantId = oidc.result?.consent?.grantId ?? (oidc.client ? oidc.session?.grantIdFor(oidc.client.clientId) : undefined);
      if (grantId) {
        const grant = await oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      // Our own client needs no consent screen: the person is signing in to this very app.
      if (oidc.client?.clientId === clientId && oidc.session?.accountId) {
        const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session.accountId });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      }
      return undefined;
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_ISSUER_PATH}/interaction/${interaction.uid}` },
    // A code is worth nothing without the verifier of the browser that asked for it.
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          // Signing out of the app also ends the issuer session: confirm automatically.
          const nonce = randomBytes(16).toString('base64');
          ctx.set(
            'Content-Security-Policy',
            `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'; object-src 'none'`,
          );
          ctx.type = 'html';
          ctx.body = page(
            'ログアウト',
            `<h1>ログアウトしています…</h1>${form}
<noscript><p>ボタンを押してログアウトを完了してください。</p></noscript>
<button id="logout-confirm" class="primary" type="submit" form="op.logoutForm" name="logout" value="yes">ログアウトする</button>`,
            nonce,
            `document.getElementById('logout-confirm').click();`,
          );
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          ctx.type = 'html';
          ctx.body = page('ログアウト', '<h1>ログアウトしました</h1><p><a href="/">トップページへ戻る</a></p>');
        },
      },
    },
    async renderError(ctx, out) {
      logger.warn({ error: out.error, description: out.error_description }, 'sign-in issuer error');
      ctx.type = 'html';
      ctx.body = page(
        'ログインエラー',
        `<h1>ログインできませんでした</h1><p>${escapeHtml(String(out.error_description ?? out.error ?? ''))}</p><p><a href="/api/login">もう一度ログインする</a></p>`,
      );
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
  };

  const provider = new Provider(issuer, configuration);
  // X-Forwarded-Proto and -Host count only when a trusted proxy is in front (TRUST_PROXY).
  provider.proxy = config.trustProxy !== false;
  provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'sign-in issuer server error'));

  const loginLimiter = rateLimits.limiter('issuer-login', config.rateLimits.login);
  const interactionPath = `${EMBEDDED_ISSUER_PATH}/interaction/:uid`;

  http.get(interactionPath, asyncRoute(async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      sendLoginPage(res, 200, String(req.params.uid));
      return;
    }
    // Consent for our own client: grant what was asked (loadExistingGrant normally covers this).
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
    if (!grant || details.params.client_id !== clientId) {
      res.status(400).type('html').send(page('ログインエラー', '<h1>このアプリへのログインは許可されていません</h1>'));
      return;
    }
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }));

  http.post(`${interactionPath}/login`, limitByClientAddress(loginLimiter), express.urlencoded({ extended: false, limit: '10kb' }), asyncRoute(async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name !== 'login') {
      res.status(400).type('html').send(page('ログインエラー', '<h1>ログインの手続きが正しくありません</h1><p><a href="/api/login">もう一度ログインする</a></p>'));
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const raw = typeof body.account === 'string' && body.account ? body.account : body.email;
    const email = normaliseEmailInput(raw);
    if (!email) {
      sendLoginPage(res, 400, String(req.params.uid), 'メールアドレスの形式が正しくありません', typeof raw === 'string' ? raw : '');
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
  }));

  // Every sign-in's code exchange reaches the token endpoint from this server's own address, so
  // only refused exchanges (a wrong client secret, code or verifier) count against the limit.
  http.post(`${EMBEDDED_ISSUER_PATH}/token`, limitFailuresByClientAddress(rateLimits.limiter('issuer-token-failures', config.rateLimits.login)));
  http.use(EMBEDDED_ISSUER_PATH, provider.callback());

  const metadata: ServerMetadata = {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/me`,
    end_session_endpoint: `${issuer}/session/end`,
    jwks_uri: `${issuer}/jwks`,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
  };
  return { issuer, metadata, provider, keys: createLocalJWKSet({ keys: [publicJwk(signingKey)] }) };
}

function sendLoginPage(res: Response, status: number, uid: string, error?: string, typed = ''): void {
  const accounts = DEMO_ACCOUNTS.map(
    (a) =>
      `<li><button class="account" type="submit" formnovalidate name="account" value="${escapeHtml(a.email)}">${escapeHtml(a.email)}<small>${escapeHtml(
        `${a.label}・${a.familyName} ${a.givenName}`,
      )}</small></button></li>`,
  ).join('');
  res
    .status(status)
    .type('html')
    .send(
      page(
        'ログイン',
        `<h1>ログイン</h1>
<p class="note">デモ用のログイン画面です。パスワードは不要です。メールアドレスを入力すると、その人としてログインします（初めてのメールアドレスでは新しいユーザーを作成します）。</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${EMBEDDED_ISSUER_PATH}/interaction/${escapeHtml(uid)}/login">
<label for="email">メールアドレス</label>
<input id="email" type="email" name="email" autocomplete="email" value="${escapeHtml(typed)}" autofocus>
<button class="primary" type="submit">ログイン</button>
<p class="divider">デモアカウントでログイン</p>
<ul class="accounts">${accounts}</ul>
</form>`,
      ),
    );
}

/** Express 5 forwards rejected promises, but issuer errors (expired interaction) deserve a page. */
function asyncRoute(handler: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch((error: unknown) => {
      const name = (error as { name?: string })?.name;
      if (name === 'SessionNotFound' || name === 'InvalidRequest' || (error as { statusCode?: number })?.statusCode === 400) {
        res
          .status(400)
          .type('html')
          .send(page('ログインエラー', '<h1>ログインの有効期限が切れました</h1><p><a href="/api/login">もう一度ログインする</a></p>'));
        return;
      }
      next(error);
    });
  };
}
