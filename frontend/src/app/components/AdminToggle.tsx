import { DashboardOutlined, HomeOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { LinkButton } from '../../shared/ui/LinkButton';
import { adminDashboardPath } from '../account';

/** Switches between the site and the admin dashboard; the top bar shows it to admins only. */
export function AdminToggle() {
  const { pathname } = useLocation();
  const inAdmin = pathname === adminDashboardPath || pathname.startsWith(`${adminDashboardPath}/`);
  // On a phone only the icon shows (account-area.css), so the top bar's buttons fit beside the title.
  return inAdmin ? (
    <LinkButton to="/" icon={<HomeOutlined />} aria-label={messages.topBar.toSite}>
      <span className="account-button-text">{messages.topBar.toSite}</span>
    </LinkButton>
  ) : (
    <LinkButton to={adminDashboardPath} icon={<DashboardOutlined />} aria-label={messages.topBar.toAdmin}>
      <span className="account-button-text">{messages.topBar.toAdmin}</span>
    </LinkButton>
  );
}
