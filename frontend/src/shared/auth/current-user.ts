import { useUsersCurrentUserQuery, type UserResponse } from '../api/generated/users';

/** The signed-in user as `GET /api/auth/user` answers it. */
export type CurrentUser = UserResponse;

export interface CurrentUserState {
  user: CurrentUser | undefined;
  isLoading: boolean;
  isSignedIn: boolean;
}

/**
 * The server marks a page it sent to a browser without a session cookie (`<html data-signed-out>`,
 * mountClientApp): nobody is signed in, so the probe is not sent (its 401 would be logged by the
 * browser as an error on every signed-out page). Signing in and out are full page loads, so the
 * mark holds for the page's life.
 */
export function pageSentSignedOut(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-signed-out');
}

/**
 * Signed in or signed out, decided by whether the probe answers data; any failure means signed out
 * (spec part 1 §4). The base query never redirects for this probe.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, isError } = useUsersCurrentUserQuery(undefined, { skip: pageSentSignedOut() });
  const user = isError ? undefined : data;
  return { user, isLoading, isSignedIn: user !== undefined };
}
