import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { messages } from '../../locales/ja-JP/messages';
import { readCookie } from '../lib/cookies';
import { browserNavigation, loginPath } from '../lib/navigation';
import { notifier } from '../ui/notifier';

/** Every failed call becomes this; `message` is `${status}: ${responseText || statusText}` (spec part 1 §7). */
export interface ApiError {
  status: number | 'FETCH_ERROR';
  message: string;
  /** The parsed JSON error body ({ statusCode, message, error }) when there is one. */
  data?: unknown;
  /** A 503 with Retry-After: the server's database is down or restarting (decision 0060), not a failure of this call. */
  databaseUnavailable?: true;
}

/** The current-user probe: its 401 only means "signed out", never a redirect. */
export const currentUserPath = '/api/auth/user';
export const unauthorizedRedirectDelayMs = 500;

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let redirectScheduled = false;

/**
 * The one exception to "no automatic retries" (decision 0060): a read answered 503 with
 * Retry-After (the database is restarting) is asked again this many times, each after the
 * server's Retry-After (at most `maxRetryAfterMs`). Writes are never repeated: whether one took
 * effect is for the person to decide.
 */
export const readRetries = 3;
export const maxRetryAfterMs = 10_000;
/** The one toast that says the database is unavailable, however many reads meet it. */
export const databaseUnavailableToastKey = 'database-unavailable';
let databaseToastShown = false;

/** Retry-After in ms (seconds or an HTTP date), undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (Number.isNaN(ms)) return undefined;
  return Math.min(Math.max(ms, 0), maxRetryAfterMs);
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Once until a read succeeds again: the reads waiting on the restart share one toast. */
function announceDatabaseUnavailable(): void {
  if (databaseToastShown) return;
  databaseToastShown = true;
  notifier().warning({
    key: databaseUnavailableToastKey,
    title: messages.common.databaseUnavailableTitle,
    description: messages.common.databaseUnavailableRetrying,
  });
}

/** Absolute against the page's origin (what a browser does with a relative URL; Node's fetch needs it). */
function requestUrl(url: string, params: FetchArgs['params']): string {
  const absolute = new URL(url, window.location.origin);
  for (const [key, value] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) absolute.searchParams.append(key, String(item));
  }
  return absolute.toString();
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isBodyInit(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || typeof body === 'string';
}

/**
 * Generated endpoints pass optional headers (e.g. `If-Match`) as `undefined` when the caller gives
 * none; `new Headers` would send the text "undefined", so those are left out.
 */
function requestHeaders(extra: FetchArgs['headers']): Headers {
  if (extra === undefined || extra instanceof Headers || Array.isArray(extra)) return new Headers(extra as HeadersInit | undefined);
  const headers = new Headers();
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) headers.set(name, value);
  return headers;
}

/** One toast, then a full navigation to the login endpoint; further 401s in the meantime add nothing. */
export function redirectToLogin(): void {
  if (redirectScheduled) return;
  redirectScheduled = true;
  notifier().error({
    key: 'unauthorized',
    title: messages.auth.unauthorizedTitle,
    description: messages.auth.unauthorizedDescription,
  });
  setTimeout(() => {
    redirectScheduled = false;
    browserNavigation.assign(loginPath);
  }, unauthorizedRedirectDelayMs);
}

/**
 * The call rules of spec part 1 §7: the session cookie on every call, a JSON body only when there is
 * one, the CSRF double-submit header on every state-changing call, and one error shape.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api) => {
  const { url, method: rawMethod, body, params, headers: extraHeaders } = typeof args === 'string' ? { url: args } : args;
  const method = (rawMethod ?? 'GET').toUpperCase();
  const headers = requestHeaders(extraHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isBodyInit(body)) {
      requestBody = body;
    } else {
      headers.set('Content-Type', 'application/json');
      requestBody = JSON.stringify(body);
    }
  }
  if (unsafeMethods.has(method)) {
    const token = readCookie('XSRF-TOKEN');
    if (token) headers.set('X-XSRF-TOKEN', token);
  }

  const isRead = method === 'GET' || method === 'HEAD';
  let response: Response;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(requestUrl(url, params), {
        method,
        headers,
        body: requestBody,
        credentials: 'include',
        signal: api.signal,
      });
    } catch {
      return { error: { status: 'FETCH_ERROR', message: messages.common.networkError } };
    }
    const delay = response.status === 503 ? retryAfterMs(response.headers.get('Retry-After')) : undefined;
    if (!isRead || delay === undefined || attempt >= readRetries || api.signal.aborted) break;
    announceDatabaseUnavailable();
    await response.text().catch(() => undefined);
    await wait(delay, api.signal);
  }
  if (response.ok) databaseToastShown = false;

  const text = await response.text();
  if (!response.ok) {
    const error: ApiError = {
      status: response.status,
      message: `${response.status}: ${text || response.statusText}`,
      data: parseJson(text),
      ...(response.status === 503 && retryAfterMs(response.headers.get('Retry-After')) !== undefined ? { databaseUnavailable: true as const } : {}),
    };
    if (response.status === 401 && /Unauthorized/.test(error.message) && url.split('?')[0] !== currentUserPath) {
      redirectToLogin();
    }
    return { error };
  }
  const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
  return { data: text === '' ? null : isJson ? parseJson(text) : text };
};
