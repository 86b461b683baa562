import { dashboardTexts } from '../../../locales/ja-JP/dashboard';
import type { CurrentUser } from '../../../shared/auth/current-user';
import { PageTitle } from '../../../shared/ui/PageTitle';

const texts = dashboardTexts.header;

/** The welcoming title, family name first; a user who has not set a name yet is welcomed without one. */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const hasName = user.lastName.trim() !== '' || user.firstName.trim() !== '';
  return (
    <PageTitle title={hasName ? texts.welcomeNamed(user.lastName, user.firstName) : texts.welcome} lead={texts.lead} />
  );
}
