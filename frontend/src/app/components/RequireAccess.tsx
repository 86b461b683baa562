import { lazy, Suspense, type ReactNode } from 'react';
import { useCurrentUser } from '../../shared/auth/current-user';
import { PageLoading } from '../../shared/ui/PageLoading';
import { canAccess, type AccessRule } from '../access';

// The refusals use antd's Button: chunks of their own, so the router (on every page's path)
// carries no antd code (docs/benchmarks.md, page weight).
const SignInPrompt = lazy(() => import('./SignInPrompt').then((m) => ({ default: m.SignInPrompt })));
const ForbiddenView = lazy(() => import('./ForbiddenView').then((m) => ({ default: m.ForbiddenView })));

/**
 * Renders its page only when the route's access rule allows the current user. A page that
 * `refusesItself` is shown to any signed-in user: it draws its own refusal (the admin console's
 * restricted card).
 */
export function RequireAccess({ rule, refusesItself, children }: { rule: AccessRule; refusesItself?: boolean; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (rule === 'public') return children;
  if (isLoading) return <PageLoading />;
  if (!user) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SignInPrompt />
      </Suspense>
    );
  }
  if (!refusesItself && !canAccess(rule, user)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <ForbiddenView />
      </Suspense>
    );
  }
  return children;
}
