import path from 'node:path';
function int(value, fallback) {
    const parsed = value === undefined || value === '' ? NaN : Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
}
function bool(value, fallback) {
    if (value === undefined || value === '')
        return fallback;
    return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}
/** TRUST_PROXY: unset, `false` or `0` trusts no proxy; a number is hops; anything else a comma-separated list. */
export function parseTrustProxy(value) {
    const text = value?.trim() ?? '';
    if (text === '' || ['false', '0', 'no', 'off'].includes(text.toLowerCase()))
        return false;
    if (/^\d+$/.test(text))
        return Number(text);
    if (text.toLowerCase() === 'true') {
        throw new Error('TRUST_PROXY=true would believe an X-Forwarded-For written by anyone: give the number of proxies in front, or their addresses');
    }
    return text.split(',').map((part) => part.trim()).filter(Boolean);
}
/** The companion page's services section (corporate training, leader development, strategy). */
export const DEFAULT_CORPORATE_TRAINING_URL = '/pivot#services';
/**
 * A link the client will render: an absolute http(s) URL or a path on this site. Anything else
 * (`javascript:`, a typo without a scheme) is refused at start, not turned into a broken link.
 */
export function parseLinkTarget(name, value, fallback) {
    const text = value?.trim() ?? '';
    if (text === '')
        return fallback;
    if (text.startsWith('/') && !text.startsWith('//'))
        return text;
    let url;
    try {
        url = new URL(text);
    }
    catch {
        url = undefined;
    }
    if (url && (url.protocol === 'https:' || url.protocol === 'http:'))
        return url.href;
    throw new Error(`${name} must be an http(s) URL or a path starting with "/": got ${JSON.stringify(text)}`);
}
/** A link only the operator knows (another site's page): `null` when unset, checked like `parseLinkTarget`. */
export function parseOptionalLink(name, value) {
    return value?.trim() ? parseLinkTarget(name, value, '') : null;
}
/** The secrets a development start uses when none is set: public, so never good enough for production. */
export const DEV_SESSION_SECRET = 'dev-session-secret-change-me';
export const DEV_OIDC_CLIENT_SECRET = 'embedded-issuer-client-secret';
const MIN_SESSION_SECRET_LENGTH = 32;
/**
 * Refuses to run with `NODE_ENV=production` on the development secrets: with the known session
 * secret anyone can forge session cookies and CSRF tokens; with the known client secret, redeem
 * codes at the issuer as this app.
 */
export function assertProductionSecrets(config) {
    if (config.nodeEnv !== 'production')
        return;
    const missing = [];
    if (config.sessionSecret === DEV_SESSION_SECRET || config.sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
        missing.push(`SESSION_SECRET (at least ${MIN_SESSION_SECRET_LENGTH} random characters, e.g. \`openssl rand -hex 32\`)`);
    }
    if (config.oidc.clientSecret === DEV_OIDC_CLIENT_SECRET) {
        missing.push('OIDC_CLIENT_SECRET (the secret the issuer registered for this client; any random value for the embedded issuer)');
    }
    if (missing.length > 0)
        throw new Error(`Refusing to start in production with development secrets: set ${missing.join(' and ')}.`);
}
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
export function loadConfig(env = process.env) {
    const port = int(env.PORT, 3000);
    return {
        nodeEnv: env.NODE_ENV ?? 'development',
        port,
        baseUrl: (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
        trustProxy: parseTrustProxy(env.TRUST_PROXY),
        dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
        databaseUrl: env.DATABASE_URL || undefined,
        eventStoreUrl: env.EVENTSTORE_URL || undefined,
        oidc: {
            issuerUrl: env.OIDC_ISSUER_URL || undefined,
            clientId: env.OIDC_CLIENT_ID ?? 'pivot-community',
            clientSecret: env.OIDC_CLIENT_SECRET || DEV_OIDC_CLIENT_SECRET,
            allowDemoIssuer: bool(env.ALLOW_DEMO_ISSUER, false),
        },
        adminEmails: (env.ADMIN_EMAILS ?? 'admin@demo.example')
            .split(',')
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean),
        sessionSecret: env.SESSION_SECRET || DEV_SESSION_SECRET,
        seedDemo: bool(env.SEED_DEMO, true),
        timeZone: env.APP_TIME_ZONE ?? 'Asia/Tokyo',
        rateLimits: {
            login: int(env.RATE_LIMIT_LOGIN, 20),
            publicPost: int(env.RATE_LIMIT_PUBLIC_POST, 10),
        },
        readYourWritesTimeoutMs: int(env.READ_YOUR_WRITES_TIMEOUT_MS, 2000),
        ai: parseAi(env),
        logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
        clientDir: path.resolve(env.CLIENT_DIR ?? path.join(repoRoot, 'frontend', 'dist')),
        site: {
            corporateTrainingUrl: parseLinkTarget('CORPORATE_TRAINING_URL', env.CORPORATE_TRAINING_URL, DEFAULT_CORPORATE_TRAINING_URL),
            bookStoreUrl: parseOptionalLink('BOOK_STORE_URL', env.BOOK_STORE_URL),
            interviewVideoUrl: parseOptionalLink('INTERVIEW_VIDEO_URL', env.INTERVIEW_VIDEO_URL),
            authorQaFormUrl: parseOptionalLink('AUTHOR_QA_FORM_URL', env.AUTHOR_QA_FORM_URL),
        },
    };
}
const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'ollama'];
const DEFAULT_AI_MODELS = {
    offline: 'offline',
    openai: 'gpt-4o-mini',
    anthropic: 'claude-3-5-haiku-latest',
    ollama: 'llama3.1',
};
/** AI_PROVIDER and its settings; an unknown provider is refused at start rather than silently offline. */
export function parseAi(env) {
    const provider = (env.AI_PROVIDER?.trim().toLowerCase() || 'offline');
    if (!AI_PROVIDERS.includes(provider))
        throw new Error(`AI_PROVIDER must be one of ${AI_PROVIDERS.join(', ')}: got ${JSON.stringify(env.AI_PROVIDER)}`);
    const temperature = Number(env.AI_TEMPERATURE ?? '0.7');
    return {
        provider,
        model: env.AI_MODEL?.trim() || DEFAULT_AI_MODELS[provider],
        apiKey: env.AI_API_KEY || undefined,
        baseUrl: env.AI_BASE_URL?.trim() || undefined,
        timeoutMs: int(env.AI_TIMEOUT_MS, 30000),
        temperature: Number.isFinite(temperature) ? temperature : 0.7,
    };
}
export const APP_CONFIG = Symbol('APP_CONFIG');
