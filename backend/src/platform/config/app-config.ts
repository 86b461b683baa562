import path from 'node:path';
import type { ConnectionSettings } from '../http/connection-limits.js';

/**
 * Every setting the server reads, in one place. The README lists the same names.
 * Defaults make `npm start` work on a fresh machine with no settings at all.
 */
export interface AppConfig {
  nodeEnv: string;
  port: number;
  /** Public base URL of the app (used for OIDC redirects). */
  baseUrl: string;
  /**
   * Which proxies in front may tell the client's address (X-Forwarded-For) and scheme: false
   * (none, the default), a number of hops, or addresses / subnets / Express's names
   * (`loopback`, `uniquelocal`). Express's `trust proxy` setting.
   */
  trustProxy: false | number | string[];
  /** Where embedded PostgreSQL keeps its data when DATABASE_URL is not set. */
  dataDir: string;
  databaseUrl: string | undefined;
  eventStoreUrl: string | undefined;
  oidc: {
    issuerUrl: string | undefined;
    clientId: string;
    clientSecret: string;
    allowDemoIssuer: boolean;
  };
  adminEmails: string[];
  sessionSecret: string;
  /** Wraps the per-person keys of personal data in events (`PERSONAL_DATA_KEY`, decision 0044). */
  personalDataKey: string;
  /**
   * The key of 心の叫び's ownership proofs (`ANONYMITY_KEY`, decision 0057). Unset outside
   * production: a random key generated once and kept under DATA_DIR.
   */
  anonymityKey: string | undefined;
  /** How long 心の叫び's writes are held to be appended together with others (`ANONYMOUS_WRITE_WINDOW_MS`, decision 0057). */
  anonymousWriteWindowMs: number;
  seedDemo: boolean;
  timeZone: string;
  rateLimits: {
    /** Sign-in attempts per IP per minute. */
    login: number;
    /** Public (signed-out) POSTs per IP per minute. */
    publicPost: number;
  };
  /** Upper bound a command's HTTP response waits for its projections. */
  readYourWritesTimeoutMs: number;
  /** Per-client connection cap and the HTTP server's timeouts (decision 0062). */
  connections: ConnectionSettings;
  /** The AI coach's chat model (docs/modules/ai-coaching.md); `offline` answers with the built-in coach. */
  ai: {
    provider: 'offline' | 'openai' | 'anthropic' | 'ollama';
    model: string;
    apiKey: string | undefined;
    /** OpenAI-compatible server (openai), Anthropic API URL, or Ollama's address. */
    baseUrl: string | undefined;
    timeoutMs: number;
    temperature: number;
  };
  /** E-mail through the outbox (`platform/mail/`, decision 0083). */
  mail: MailConfig;
  /**
   * Where uploaded files live (decision 0095): unset, on the disk under `DATA_DIR/files`; with
   * `S3_URL`, in that S3-compatible store's bucket (several instances share it).
   */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  logLevel: string;
  /** Directory holding the built client (served at /). */
  clientDir: string;
  /** What the client shows that an operator sets (`GET /api/site-config`). */
  site: {
    /**
     * Where the corporate-training banner leads: the company's training page, or a path on this
     * site. The default is the companion page's services section, which describes the offer.
     */
    corporateTrainingUrl: string;
    /** The book store's review page (BOOK_STORE_URL); `null` hides the companion page's link to it. */
    bookStoreUrl: string | null;
    /** The author interview video (INTERVIEW_VIDEO_URL); `null` hides the readers page's video button. */
    interviewVideoUrl: string | null;
    /** The author Q&A application form (AUTHOR_QA_FORM_URL); `null` sends readers to this site's inquiry form. */
    authorQaFormUrl: string | null;
  };
}

function int(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

/** TRUST_PROXY: unset, `false` or `0` trusts no proxy; a number is hops; anything else a comma-separated list. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || ['false', '0', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
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
export function parseLinkTarget(name: string, value: string | undefined, fallback: string): string {
  const text = value?.trim() ?? '';
  if (text === '') return fallback;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url.href;
  throw new Error(`${name} must be an http(s) URL or a path starting with "/": got ${JSON.stringify(text)}`);
}

/** A link only the operator knows (another site's page): `null` when unset, checked like `parseLinkTarget`. */
export function parseOptionalLink(name: string, value: string | undefined): string | null {
  return value?.trim() ? parseLinkTarget(name, value, '') : null;
}

/** The secrets a development start uses when none is set: public, so never good enough for production. */
export const DEV_SESSION_SECRET = 'dev-session-secret-change-me';
export const DEV_OIDC_CLIENT_SECRET = 'embedded-issuer-client-secret';
export const DEV_PERSONAL_DATA_KEY = 'dev-personal-data-key-change-me';
const MIN_SESSION_SECRET_LENGTH = 32;

/**
 * Refuses to run with `NODE_ENV=production` on the development secrets: with the known session
 * secret anyone can forge session cookies and CSRF tokens; with the known client secret, redeem
 * codes at the issuer as this app.
 */
export function assertProductionSecrets(config: AppConfig): void {
  if (config.nodeEnv !== 'production') return;
  const missing: string[] = [];
  if (config.sessionSecret === DEV_SESSION_SECRET || config.sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    missing.push(`SESSION_SECRET (at least ${MIN_SESSION_SECRET_LENGTH} random characters, e.g. \`openssl rand -hex 32\`)`);
  }
  if (config.oidc.clientSecret === DEV_OIDC_CLIENT_SECRET) {
    missing.push('OIDC_CLIENT_SECRET (the secret the issuer registered for this client; any random value for the embedded issuer)');
  }
  if (config.personalDataKey === DEV_PERSONAL_DATA_KEY || config.personalDataKey.length < MIN_SESSION_SECRET_LENGTH) {
    missing.push(`PERSONAL_DATA_KEY (at least ${MIN_SESSION_SECRET_LENGTH} random characters; it wraps every person's key, so keep it with the database backups' secrets and never change it)`);
  }
  if (!config.anonymityKey || config.anonymityKey.length < MIN_SESSION_SECRET_LENGTH || config.anonymityKey === config.sessionSecret) {
    missing.push(`ANONYMITY_KEY (at least ${MIN_SESSION_SECRET_LENGTH} random characters, not SESSION_SECRET; it keys who wrote each anonymous post, so keep it out of database backups and never change it)`);
  }
  if (missing.length > 0) throw new Error(`Refusing to start in production with development secrets: set ${missing.join(' and ')}.`);
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
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
    personalDataKey: env.PERSONAL_DATA_KEY || DEV_PERSONAL_DATA_KEY,
    anonymityKey: env.ANONYMITY_KEY || undefined,
    anonymousWriteWindowMs: Math.min(Math.max(int(env.ANONYMOUS_WRITE_WINDOW_MS, env.NODE_ENV === 'test' ? 0 : 2000), 0), 10_000),
    seedDemo: bool(env.SEED_DEMO, true),
    timeZone: env.APP_TIME_ZONE ?? 'Asia/Tokyo',
    rateLimits: {
      login: int(env.RATE_LIMIT_LOGIN, 20),
      publicPost: int(env.RATE_LIMIT_PUBLIC_POST, 10),
    },
    readYourWritesTimeoutMs: int(env.READ_YOUR_WRITES_TIMEOUT_MS, 2000),
    connections: {
      maxPerClient: int(env.MAX_CONNECTIONS_PER_CLIENT, 50),
      headersTimeoutMs: int(env.HTTP_HEADERS_TIMEOUT_MS, 10_000),
      requestTimeoutMs: int(env.HTTP_REQUEST_TIMEOUT_MS, 60_000),
      keepAliveTimeoutMs: int(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 5_000),
    },
    ai: parseAi(env),
    mail: parseMail(env),
    s3: parseS3(env),
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

/** `S3_URL` with its bucket and keys, or undefined (files on the disk). A half-set store is refused at start. */
export function parseS3(env: NodeJS.ProcessEnv): AppConfig['s3'] {
  const endpoint = env.S3_URL?.trim();
  if (!endpoint) return undefined;
  if (!/^https?:\/\//.test(endpoint)) throw new Error(`S3_URL must start with http:// or https://: got ${JSON.stringify(endpoint)}`);
  const bucket = env.S3_BUCKET?.trim();
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!bucket || !accessKeyId || !secretAccessKey) throw new Error('S3_URL is set: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too.');
  return { endpoint, bucket, region: env.S3_REGION?.trim() || 'us-east-1', accessKeyId, secretAccessKey };
}

interface MailConfig {
  /**
   * The SMTP relay (`SMTP_URL`, `smtp://user:pass@host:587`, STARTTLS when the server offers it;
   * `smtps://` for implicit TLS). Unset: the app starts its development mail server on
   * 127.0.0.1 and keeps what it receives for the admins' development mailbox.
   */
  smtpUrl: string | undefined;
  /** The From of every mail (`MAIL_FROM`). */
  from: string;
  /** Where new inquiries go (`INQUIRY_MAIL_TO`, comma-separated); empty: to every admin. */
  inquiryTo: string[];
  /** The first retry's wait after a failed send; each further one doubles, up to an hour (`MAIL_RETRY_BASE_MS`). */
  retryBaseMs: number;
  /** How many mails one instance sends at once (`MAIL_CONCURRENCY`). */
  concurrency: number;
  /** How long a claimed mail is reserved for the instance sending it (`MAIL_LEASE_MS`); longer than a send may take. */
  leaseMs: number;
  /** How often the outbox is looked at for mails enqueued elsewhere or due for a retry (`MAIL_POLL_MS`). */
  pollMs: number;
  /** Per-connection SMTP timeout (`SMTP_TIMEOUT_MS`): a slow server fails one send, never the others. */
  smtpTimeoutMs: number;
  /** Port of the development mail server (`DEV_SMTP_PORT`; 0: any free port). */
  devSmtpPort: number;
  /** The hour (0–23, in `APP_TIME_ZONE`) the daily digest of notifications is sent (`NOTIFICATION_DIGEST_HOUR`, decision 0090). */
  digestHour: number;
}

/** `SMTP_URL` must be smtp:// or smtps://; anything else is refused at start rather than mailing nowhere. */
export function parseMail(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error(`SMTP_URL must start with smtp:// or smtps://: got ${JSON.stringify(smtpUrl.replace(/\/\/[^@]*@/, '//…@'))}`);
  const leaseMs = int(env.MAIL_LEASE_MS, 120_000);
  const digestHour = int(env.NOTIFICATION_DIGEST_HOUR, 8);
  if (!Number.isInteger(digestHour) || digestHour < 0 || digestHour > 23) throw new Error(`NOTIFICATION_DIGEST_HOUR must be a whole hour from 0 to 23: got ${JSON.stringify(env.NOTIFICATION_DIGEST_HOUR)}`);
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'PIVOT コミュニティ <no-reply@pivot.invalid>',
    inquiryTo: (env.INQUIRY_MAIL_TO ?? '').split(',').map((e) => e.trim()).filter(Boolean),
    retryBaseMs: Math.max(int(env.MAIL_RETRY_BASE_MS, 30_000), 1),
    concurrency: Math.max(int(env.MAIL_CONCURRENCY, 4), 1),
    leaseMs,
    pollMs: Math.max(int(env.MAIL_POLL_MS, 1000), 10),
    smtpTimeoutMs: Math.min(int(env.SMTP_TIMEOUT_MS, 30_000), Math.floor(leaseMs / 3)),
    devSmtpPort: int(env.DEV_SMTP_PORT, 0),
    digestHour,
  };
}

const AI_PROVIDERS = ['offline', 'openai', 'anthropic', 'ollama'] as const;
const DEFAULT_AI_MODELS: Record<AppConfig['ai']['provider'], string> = {
  offline: 'offline',
  openai: 'gpt-5.4-mini',
  anthropic: 'claude-haiku-4-5',
  ollama: 'llama3.1',
};

/** AI_PROVIDER and its settings; an unknown provider is refused at start rather than silently offline. */
export function parseAi(env: NodeJS.ProcessEnv): AppConfig['ai'] {
  const provider = (env.AI_PROVIDER?.trim().toLowerCase() || 'offline') as AppConfig['ai']['provider'];
  if (!AI_PROVIDERS.includes(provider)) throw new Error(`AI_PROVIDER must be one of ${AI_PROVIDERS.join(', ')}: got ${JSON.stringify(env.AI_PROVIDER)}`);
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
