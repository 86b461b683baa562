import { messages } from '../locales/ja-JP/messages';
import type { CurrentUser } from '../shared/auth/current-user';

/** Where the signed-in user edits their name, hire date and notes. */
export const profilePath = '/community/profile';

export const adminDashboardPath = '/admin-dashboard';

/** By name, family name first; a new user who has not given a name yet gets a welcome, not their e-mail address. */
export function greeting(user: CurrentUser): string {
  const name = [user.lastName, user.firstName].map((part) => part.trim()).filter(Boolean).join(' ');
  return name ? messages.auth.greeting(name) : messages.auth.greetingUnnamed;
}

/** Where login brings a visitor back: from the landing page to the community, elsewhere back where they were. */
export function loginReturnPath(location: { pathname: string; search: string }): string {
  return location.pathname === '/' ? '/community' : location.pathname + location.search;
}
