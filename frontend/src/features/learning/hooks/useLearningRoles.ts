import { useCurrentUser } from '../../../shared/auth/current-user';

/** Who may author in the library: team_admin and admin (the server's rule for content and courses); admins also load the seed library. */
export function useLearningRoles(): { isAdmin: boolean; isAuthor: boolean } {
  const { user } = useCurrentUser();
  const isAdmin = user?.isAdmin === true;
  return { isAdmin, isAuthor: isAdmin || user?.userType === 'team_admin' };
}
