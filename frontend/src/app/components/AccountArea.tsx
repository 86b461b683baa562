import { LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useLocation } from 'react-router';
import { messages } from '../../locales/ja-JP/messages';
import { profileTexts } from '../../locales/ja-JP/profile';
import { useCurrentUser, type CurrentUser } from '../../shared/auth/current-user';
import { loginUrl, logoutPath } from '../../shared/lib/navigation';
import { LinkButton } from '../../shared/ui/LinkButton';
import './account-area.css';

/** By name, family name first; a new user who has not given a name yet gets a welcome, not their e-mail address. */
function greeting(user: CurrentUser): string {
  const name = [user.lastName, user.firstName].map((part) => part.trim()).filter(Boolean).join(' ');
  return name ? messages.auth.greeting(name) : messages.auth.greetingUnnamed;
}

/** Where the signed-in user edits their name, hire date and notes. */
const profilePath = '/community/profile';

/** Loading, signed in (the greeting, family name first, linking to the profile; logout) or signed out (login). */
export function AccountArea() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  if (isLoading) {
    return (
      <Button disabled loading>
        {messages.common.loading}
      </Button>
    );
  }
  if (user) {
    return (
      <Space size="middle">
        {/* The greeting is the way to the profile. On a phone (account-area.css) only the icon
            shows: the greeting would wrap a character a line there. */}
        <LinkButton
          to={profilePath}
          type="text"
          icon={<UserOutlined />}
          aria-label={profileTexts.linkLabel(greeting(user))}
          title={profileTexts.link}
        >
          <span className="account-greeting" style={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {greeting(user)}
          </span>
        </LinkButton>
        <Button icon={<LogoutOutlined />} href={logoutPath} aria-label={messages.auth.logout}>
          <span className="account-button-text">{messages.auth.logout}</span>
        </Button>
      </Space>
    );
  }
  // From the landing page a visitor wants the community; elsewhere, back where they were.
  const returnTo = location.pathname === '/' ? '/community' : location.pathname + location.search;
  return (
    <Button type="primary" icon={<LoginOutlined />} href={loginUrl(returnTo)}>
      {messages.auth.login}
    </Button>
  );
}
