/** Sign-in and sign-out are full-page navigations to the server (spec part 1 §4). */
export const loginPath = '/api/login';
export const logoutPath = '/api/logout';

/** The login URL that brings the user back to `returnTo` (a same-site path) after sign-in. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `${loginPath}?returnTo=${encodeURIComponent(returnTo)}` : loginPath;
}

/**
 * Full-page navigation. An object, not a bare function, so tests can observe it: jsdom does not
 * implement navigation.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.href = url;
  },
};
