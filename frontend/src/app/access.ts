import type { CurrentUser } from '../shared/auth/current-user';

/** The same four rules as the server's `@Access` decorator. The server enforces; this only decides what to show. */
export type AccessRule = 'public' | 'signed_in' | 'team_admin' | 'admin';

export function canAccess(rule: AccessRule, user: CurrentUser | undefined): boolean {
  switch (rule) {
    case 'public':
      return true;
    case 'signed_in':
      return user !== undefined;
    case 'team_admin':
      return user !== undefined && (user.userType === 'team_admin' || user.isAdmin);
    case 'admin':
      return user?.isAdmin === true;
  }
}
