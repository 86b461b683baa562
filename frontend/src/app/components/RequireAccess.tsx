import type { ReactNode } from 'react';
import { useCurrentUser } from '../../shared/auth/current-user';
import { PageLoading } from '../../shared/ui/PageLoading';
import { canAccess, type AccessRule } from '../access';
import { ForbiddenView } from './ForbiddenView';
import { SignInPrompt } from './SignInPrompt';

/** Renders its page only when the route's access rule allows the current user. */
export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (rule === 'public') return children;
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInPrompt />;
  if (!canAccess(rule, user)) return <ForbiddenView />;
  return children;
}
