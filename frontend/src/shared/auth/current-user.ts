import { useUsersCurrentUserQuery, type UserResponse } from '../api/generated/users';

/** The signed-in user as `GET /api/auth/user` answers it. */
export type CurrentUser = UserResponse;

export interface CurrentUserState {
  user: CurrentUser | undefined;
  isLoading: boolean;
  isSignedIn: boolean;
}

/**
 * Signed in or signed out, decided by whether the probe answers data; any failure means signed out
 * (spec part 1 §4). The base query never redirects for this probe.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, isError } = useUsersCurrentUserQuery();
  const user = isError ? undefined : data;
  return { user, isLoading, isSignedIn: user !== undefined };
}
