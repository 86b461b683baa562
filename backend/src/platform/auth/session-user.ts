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

/** Builds the session user, deriving the role flags in the one place they are decided. */
export function toSessionUser(
  user: { id: string; email: string; firstName: string; lastName: string; userType: UserType },
  adminEmails: readonly string[],
): SessionUser {
  const isAdmin = user.userType === 'admin' || adminEmails.includes(user.email.toLowerCase());
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    isAdmin,
    isTeamAdmin: isAdmin || user.userType === 'team_admin',
  };
}
