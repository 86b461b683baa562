import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { PageLoading } from '../../../shared/ui/PageLoading';
import { mayUseAdminConsole } from '../lib/admin-results';
import { RestrictedCard } from './RestrictedCard';

/** The admin console's screens for team_admin, admin and ADMIN_EMAILS; anyone else signed in gets the restricted card. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (!user) return null;
  if (!mayUseAdminConsole(user)) return <RestrictedCard email={user.email} userType={user.userType} />;
  return children;
}
