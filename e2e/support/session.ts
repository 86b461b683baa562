import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * What every spec does with a signed-in page: sign in through the dev issuer's form, wait for a
 * toast, call the API as the page's user. One copy here instead of one per spec.
 */

export const desktopViewport = { width: 1280, height: 800 } as const;

let emails = 0;

/** A fresh address `<prefix>-<time>-<n>@example.com`: a person the server has never seen. */
export function newUserEmail(prefix: string): string {
  emails += 1;
  return `${prefix}-${Date.now()}-${emails}@example.com`;
}

/**
 * Signs `page` in as `email` through `/api/login` and the issuer's form; ends on `returnTo`. A
 * fragment in `returnTo` (`/community/admin-dashboard#diagram`) is not compared: the redirect back
 * may drop it.
 */
export async function signIn(page: Page, baseUrl: string, email: string, returnTo: string): Promise<void> {
  await page.goto(`${baseUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('form button[type="submit"].primary').click();
  const target = `${baseUrl}${withoutFragment(returnTo)}`;
  await page.waitForURL((url) => withoutFragment(url.href) === target);
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/** Signs `page` in as a person never seen before (`newUserEmail(prefix)`); answers the address. */
export async function signInAsNewUser(page: Page, baseUrl: string, prefix: string, returnTo: string): Promise<string> {
  const email = newUserEmail(prefix);
  await signIn(page, baseUrl, email, returnTo);
  return email;
}

export interface SignedInOptions {
  viewport?: { width: number; height: number };
  /** A phone: touch events and the mobile viewport meta tag honoured. */
  mobile?: boolean;
  acceptDownloads?: boolean;
  /** Contexts opened here are pushed to it, so the spec can close them in `afterAll`. */
  contexts?: BrowserContext[];
}

/** A new browser context (own cookies, Japanese, Tokyo time) with a page signed in as `email`. */
export async function signedInPage(browser: Browser, baseUrl: string, email: string, returnTo: string, options: SignedInOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: options.viewport ?? desktopViewport,
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    acceptDownloads: options.acceptDownloads ?? false,
  });
  options.contexts?.push(context);
  const page = await context.newPage();
  await signIn(page, baseUrl, email, returnTo);
  return page;
}

/**
 * Waits for the toast with this text, then closes it so the next one is not confused with it. A
 * closed toast counts as gone once it starts leaving: its fade-out, a CSS transition, once stayed
 * mid-way for 30 s in headless Chromium on a loaded CI machine (transitionend never came), and a
 * leaving toast is not one a later wait should find.
 */
export async function expectToast(page: Page, text: string | RegExp, options: { timeout?: number } = {}): Promise<void> {
  const toast = page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)').filter({ hasText: text });
  await toast.waitFor(options);
  await toast.locator('.ant-notification-notice-close').click();
  await toast.waitFor({ state: 'detached' });
}

export interface ApiAnswer {
  status: number;
  json: Record<string, unknown>;
}

/** Calls the API from inside the page, as its signed-in user (session cookie and XSRF token). */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** `callApi` that throws on an answer of 300 or more: for setup steps that must succeed. */
export async function callApiOk(page: Page, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const { status, json } = await callApi(page, method, path, body);
  if (status >= 300) throw new Error(`${method} ${path} answered ${status} ${JSON.stringify(json)}`);
  return json;
}
