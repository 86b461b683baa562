import { DashboardOutlined, HomeOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { LinkButton } from '../../shared/ui/LinkButton';

export const adminDashboardPath = '/admin-dashboard';

/** Switches between the site and the admin dashboard; the top bar shows it to admins only. */
export function AdminToggle() {
  const { pathname } = useLocation();
  const inAdmin = pathname === adminDashboardPath || pathname.startsWith(`${adminDashboardPath}/`);
  return inAdmin ? (
    <LinkButton to="/" icon={<HomeOutlined />}>
      {messages.topBar.toSite}
    </LinkButton>
  ) : (
    <LinkButton to={adminDashboardPath} icon={<DashboardOutlined />}>
      {messages.topBar.toAdmin}
    </LinkButton>
  );
}
