export type UserType = 'member' | 'team_admin' | 'admin';

/** The signed-in user as the server sees it on every request (from the session). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  /** userType admin, or the e-mail is in ADMIN_EMAILS. */
  isAdmin: boolean;
  /** team_admin or admin. */
  isTeamAdmin: boolean;
}
