import { lazy, Suspense } from 'react';
import { useDepartmentsListUserDepartmentsQuery } from '../../../shared/api/generated/departments';
import type { CurrentUser } from '../../../shared/auth/current-user';

// The dialog's form (select, date picker, team dialogs) is a chunk of its own, loaded only for the
// person who needs it: every other visit to the dashboard skips it (docs/decisions/0094).
const WelcomeDialog = lazy(() => import('./WelcomeDialog').then((m) => ({ default: m.WelcomeDialog })));

/**
 * The first-login welcome (spec part 1 §4), for a user with no department yet: the dialog itself
 * decides when it opens (WelcomeDialog). The query is the dialog's own, so it is asked once.
 */
export function FirstLoginWelcome({ user }: { user: CurrentUser }) {
  const userDepartments = useDepartmentsListUserDepartmentsQuery({ id: user.id });
  if (!userDepartments.isSuccess || userDepartments.data.length > 0) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog user={user} />
    </Suspense>
  );
}
